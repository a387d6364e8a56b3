// Refunding an order: the amount as the administrator types it ("12.50", "1,234.50", or with a
// decimal comma "12,50"), checked when the field is left with the server's own rule and words.
// Tabbing into the amount selects it, so that typing replaces it rather than appending to it.
// One idempotency key per refund: a double click or a resend refunds once.
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { parseAmountToCents, type RefundBody, refundAmountProblem } from '@mti/contracts/admin/console-payments';
import { useState } from 'react';

type Props = {
  refundableCents: number;
  saving: boolean;
  refusal: string | null;
  onSubmit: (body: RefundBody) => void;
};

const newKey = () => crypto.randomUUID();

export function RefundForm({ refundableCents, saving, refusal, onSubmit }: Props) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [left, setLeft] = useState(false);
  const [key] = useState(newKey);
  const problem = refundAmountProblem(parseAmountToCents(amount), refundableCents);
  return (
    <form
      aria-label="Refund"
      onSubmit={(event) => {
        event.preventDefault();
        setLeft(true);
        if (!problem) onSubmit({ amount, reason, idempotency_key: key });
      }}
    >
      <Stack gap="xs">
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Amount to refund (USD)"
            description={`At most $${(refundableCents / 100).toFixed(2)}`}
            value={amount}
            inputMode="decimal"
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => setAmount(event.currentTarget.value)}
            onBlur={() => setLeft(true)}
            error={left ? problem : null}
            w={220}
          />
          <TextInput
            label="Reason (optional)"
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
        </Group>
        {refusal && (
          <Alert color="red" role="alert" title="Not refunded">
            {refusal}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={saving}>
            Refund
          </Button>
        </div>
      </Stack>
    </form>
  );
}
