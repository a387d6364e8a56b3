// Moves a seat of a subscription from its holder to another user. Spec §6: only when the holder
// has left the company, so the only reason offered is "employee left".
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type ConsoleReassignBody, consoleReassignBody } from '@mti/contracts/admin/console-passport';
import { SEAT_REASONS } from '@mti/contracts/admin/users';
import { useState } from 'react';

type Props = {
  holders: readonly string[];
  saving: boolean;
  refusal: string | null;
  onSubmit: (body: ConsoleReassignBody) => void;
};

export function ReassignSeatForm({ holders, saving, refusal, onSubmit }: Props) {
  const [fromUserid, setFromUserid] = useState<string | null>(holders[0] ?? null);
  const [toUserid, setToUserid] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const checked = consoleReassignBody.safeParse({ from_userid: fromUserid ?? '', to_userid: toUserid, reason });
  const errorOf = (field: keyof ConsoleReassignBody) =>
    tried && !checked.success ? checked.error.issues.find((i) => i.path[0] === field)?.message : undefined;
  return (
    <form
      aria-label="Reassign a seat"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (checked.success) onSubmit(checked.data);
      }}
    >
      <Stack gap="xs">
        <Group align="flex-start" gap="sm" grow>
          <Select
            label="Current holder"
            data={[...holders]}
            value={fromUserid}
            onChange={setFromUserid}
            error={errorOf('from_userid')}
          />
          <TextInput
            label="New holder (username)"
            value={toUserid}
            onChange={(e) => setToUserid(e.currentTarget.value)}
            error={errorOf('to_userid')}
          />
          <Select
            label="Reason"
            placeholder="Choose the reason"
            data={[...SEAT_REASONS]}
            value={reason}
            onChange={setReason}
            error={errorOf('reason')}
          />
        </Group>
        {refusal && (
          <Alert color="red" role="alert" title="Not reassigned">
            {refusal}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={saving}>
            Reassign seat
          </Button>
        </div>
      </Stack>
    </form>
  );
}
