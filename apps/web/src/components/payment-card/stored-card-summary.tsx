// A stored card (spec §4): brand, last 4 digits, the holder, 'Expires mm/yyyy' or — once the start
// of its expiry month has passed — the expired style, and the billing address.
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { PaymentRecord } from '@mti/contracts/account/account-api';
import { formatExpiry, isCardExpired } from '@mti/contracts/account/card-form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { BRAND_NAMES, CardBrandLogo } from './card-brand-logo.tsx';
import classes from './stored-card-summary.module.css';

type StoredCardSummaryProps = { card: PaymentRecord; now?: Date; withAddress?: boolean };

export function StoredCardSummary({ card, now = new Date(), withAddress = true }: StoredCardSummaryProps) {
  const expired = isCardExpired(card.exp_yyyymm, now);
  const expiry = formatExpiry(card.exp_yyyymm);
  return (
    <Stack gap="sm" data-testid="stored-card">
      <Group gap="sm" wrap="nowrap" align="center">
        <CardBrandLogo brand={card.brand} height={32} decorative />
        <div>
          <Text fw={600}>
            {BRAND_NAMES[card.brand]} ending in {card.last4digits}
          </Text>
          <Text size="sm" c="dimmed">
            {card.firstname} {card.lastname}
          </Text>
        </div>
      </Group>
      {expired ? (
        <Group gap={6} className={classes.expired} data-testid="card-expiry">
          <IconAlertTriangle size={16} aria-hidden="true" />
          <Text size="sm" fw={600} c="inherit">
            Expired {expiry}
          </Text>
          {/* red.9: white on it reads at WCAG AA; lighter reds do not. */}
          <Badge color="red.9" variant="filled" size="sm">
            Expired
          </Badge>
        </Group>
      ) : (
        <Text size="sm" data-testid="card-expiry">
          Expires {expiry}
        </Text>
      )}
      {withAddress && (
        <Stack gap={0} data-testid="billing-address">
          <Text size="sm" fw={600}>
            Billing address
          </Text>
          <Text size="sm">{card.street}</Text>
          <Text size="sm">
            {card.city}, {card.state} {card.zip}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
