// Refunding an order: the amount as the administrator types it ("12.50", "1,234.50", or with a
// decimal comma "12,50"), checked when the field is left with the server's own rule and words.
// Tabbing into the amount selects it (AmountInput), so that typing replaces it rather than appending.
// One idempotency key per refund: a double click or a resend refunds once.
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { parseAmountToCents, type RefundBody, refundAmountProblem } from '@mti/contracts/admin/console-payments';
import { useState } from 'react';
import { AmountInput } from './amount-input.tsx';

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
  const [submitted, setSubmitted] = useState(false);
  const [key] = useState(newKey);
  const problem = refundAmountProblem(parseAmountToCents(amount), refundableCents);
  return (
    <form
      aria-label="Refund"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!problem) onSubmit({ amount, reason, idempotency_key: key });
      }}
    >
      <Stack gap="xs">
        <Group align="flex-start" gap="sm">
          <AmountInput
            label="Amount to refund (USD)"
            description={`At most $${(refundableCents / 100).toFixed(2)}`}
            value={amount}
            onChange={setAmount}
            problem={problem}
            forceShow={submitted}
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
