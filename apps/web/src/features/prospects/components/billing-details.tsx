// Billing Details (spec §2, §4): with a saved card, buy with it or switch to a new card; without
// one, the new-card form. A refusal shows as 'Error : {msg}' above the choice.
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { PaymentRecord } from '@mti/contracts/account/account-api';
import type { UserDetails } from '@mti/contracts/identity/identity-api';
import { IconAlertCircle, IconArrowLeft, IconCreditCard, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { CardFields } from '../../../components/payment-card/card-fields.tsx';
import {
  type CardFormValues,
  emptyCardForm,
  toNewCardPayload,
  validateCardForm,
} from '../../../components/payment-card/card-form-values.ts';
import { StoredCardSummary } from '../../../components/payment-card/stored-card-summary.tsx';
import { useSubmitAttemptForm } from '../../../components/use-submit-attempt-form.ts';
import { formatUsd } from '../../../lib/money.ts';
import type { Payment } from '../api/pay-for-transaction.ts';
import { BILLING_DETAILS } from '../prospect-texts.ts';

type BillingDetailsProps = {
  savedCard: PaymentRecord | null;
  user: UserDetails;
  states: ReadonlyArray<{ state_code: string; state_name: string }>;
  amount: number;
  busy: boolean;
  /** The refusal's message, shown as 'Error : {msg}'. */
  error: string | null;
  onPay: (payment: Payment) => void;
  /** Switching cards starts afresh: the last refusal was about the other card. */
  onSwitch: () => void;
};

export function BillingDetails({ savedCard, user, states, amount, busy, error, onPay, onSwitch }: BillingDetailsProps) {
  const [useSavedCard, setUseSavedCard] = useState(savedCard !== null);
  const form = useSubmitAttemptForm<CardFormValues>({
    initialValues: emptyCardForm({ firstname: user.name_first, lastname: user.name_last, email: user.user_email }),
    validate: (values) => validateCardForm(values),
  });
  const total = formatUsd(amount);

  function switchTo(saved: boolean) {
    onSwitch();
    setUseSavedCard(saved);
  }

  return (
    <Paper component="section" aria-label={BILLING_DETAILS} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Title order={2} fz="lg">
          {BILLING_DETAILS}
        </Title>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            Error : {error}
          </Alert>
        )}
        {savedCard && useSavedCard ? (
          <Stack gap="lg" align="flex-start">
            <StoredCardSummary card={savedCard} />
            <Group gap="sm">
              <Button leftSection={<IconLock size={16} />} loading={busy} onClick={() => onPay({ kind: 'saved-card' })}>
                Pay {total} with this card
              </Button>
              <Button
                variant="subtle"
                leftSection={<IconCreditCard size={16} />}
                disabled={busy}
                onClick={() => switchTo(false)}
              >
                Use a different card
              </Button>
            </Group>
          </Stack>
        ) : (
          <form
            noValidate
            aria-label="Pay with a new card"
            onSubmit={form.onSubmit((values) => onPay({ kind: 'new-card', card: toNewCardPayload(values) }))}
          >
            <Stack gap="lg">
              <CardFields form={form} states={states} disabled={busy} />
              <Group gap="sm">
                <Button type="submit" leftSection={<IconLock size={16} />} loading={busy}>
                  Pay {total}
                </Button>
                {savedCard && (
                  <Button
                    variant="subtle"
                    leftSection={<IconArrowLeft size={16} />}
                    disabled={busy}
                    onClick={() => switchTo(true)}
                  >
                    Use my saved card
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
