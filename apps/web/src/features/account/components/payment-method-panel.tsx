// Payment Method/Billing Address: the stored card with its billing address and an update button,
// or an add button when there is none.
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { hasStoredCard, type StoredCardResponse } from '@mti/contracts/account/account-api';
import { IconCreditCard, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StoredCardSummary } from '../../../components/payment-card/stored-card-summary.tsx';
import { paths } from '../../../lib/paths.ts';
import { NO_CARD } from '../account-texts.ts';

export function PaymentMethodPanel({ card, now }: { card: StoredCardResponse | undefined; now: Date }) {
  if (!card) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading your payment method">
        <Skeleton height={40} width="70%" />
        <Skeleton height={16} width="40%" />
        <Skeleton height={48} width="60%" />
      </Stack>
    );
  }
  if (!hasStoredCard(card)) {
    return (
      <Stack gap="sm" align="flex-start">
        <Group gap="xs" c="dimmed">
          <IconCreditCard size={22} stroke={1.5} aria-hidden="true" />
          <Text c="dimmed">{NO_CARD}</Text>
        </Group>
        <Button component={Link} to={paths.paymentMethod('add')} leftSection={<IconCreditCard size={16} />}>
          Add Payment Method
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" align="flex-start">
      <StoredCardSummary card={card} now={now} />
      <Button
        component={Link}
        to={paths.paymentMethod('update')}
        variant="default"
        leftSection={<IconPencil size={16} />}
      >
        Update Payment Method
      </Button>
    </Stack>
  );
}
