// Paid seats of one subscription: how many were bought beyond the included ones and why. The
// contract's rule checks each field when it is left, with the server's own words.
import { Alert, Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { type PaidSeatsBody, paidSeatsBody } from '@mti/contracts/admin/console-passport';
import { useState } from 'react';

type Props = { saving: boolean; refusal: string | null; onSubmit: (body: PaidSeatsBody) => void };

export function PaidSeatsForm({ saving, refusal, onSubmit }: Props) {
  const [seats, setSeats] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const checked = paidSeatsBody.safeParse({ seats: seats === '' ? undefined : seats, reason });
  const errorOf = (field: keyof PaidSeatsBody) =>
    touched[field] && !checked.success ? checked.error.issues.find((i) => i.path[0] === field)?.message : undefined;
  const leave = (field: string) => () => setTouched((t) => ({ ...t, [field]: true }));
  return (
    <form
      aria-label="Add paid seats"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched({ seats: true, reason: true });
        if (checked.success) onSubmit(checked.data);
      }}
    >
      <Stack gap="xs">
        <Group align="flex-start" gap="sm">
          <NumberInput
            label="Paid seats to add"
            value={seats}
            allowDecimal={false}
            onChange={(value) => setSeats(value === '' ? '' : Number(value))}
            onBlur={leave('seats')}
            error={errorOf('seats')}
            w={160}
          />
          <TextInput
            label="Reason"
            description="For example the invoice number"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            onBlur={leave('reason')}
            error={errorOf('reason')}
            style={{ flex: 1 }}
          />
        </Group>
        {refusal && (
          <Alert color="red" role="alert" title="Not saved">
            {refusal}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={saving}>
            Add paid seats
          </Button>
        </div>
      </Stack>
    </form>
  );
}
