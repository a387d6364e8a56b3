// A company's daily sending cap (issue 16's cap, set from the console): whole messages a day, UTC.
import { Alert, Button, Group, NumberInput, Stack } from '@mantine/core';
import { setSendingCapBody } from '@mti/contracts/passport/campaigns-api';
import { useState } from 'react';

type Props = { current: number; saving: boolean; refusal: string | null; onSubmit: (dailyCap: number) => void };

export function SendingCapForm({ current, saving, refusal, onSubmit }: Props) {
  const [cap, setCap] = useState<number | ''>(current);
  const [left, setLeft] = useState(false);
  // The cap's own rule (the version is the caller's, not typed here).
  const checked = setSendingCapBody.shape.daily_cap.safeParse(cap === '' ? undefined : cap);
  return (
    <form
      aria-label="Daily sending cap"
      onSubmit={(event) => {
        event.preventDefault();
        setLeft(true);
        if (checked.success) onSubmit(checked.data);
      }}
    >
      <Stack gap="xs">
        <Group align="flex-start" gap="sm">
          <NumberInput
            label="Daily sending cap (messages a day, UTC)"
            value={cap}
            thousandSeparator=","
            allowDecimal={false}
            onChange={(value) => setCap(value === '' ? '' : Number(value))}
            onBlur={() => setLeft(true)}
            error={left && !checked.success ? checked.error.issues[0]?.message : undefined}
            w={280}
          />
          <Button type="submit" mt={25} variant="default" loading={saving}>
            Save cap
          </Button>
        </Group>
        {refusal && (
          <Alert color="red" role="alert" title="Not saved">
            {refusal}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
