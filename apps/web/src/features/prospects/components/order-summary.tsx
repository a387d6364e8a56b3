// Order Summary (spec §2): the download being bought and 'Your Order Total'.
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProspectTransaction } from '@mti/contracts/prospects/prospects-api';
import { formatUsd } from '../../../lib/money.ts';
import { ORDER_SUMMARY, ORDER_TOTAL } from '../prospect-texts.ts';

export function OrderSummary({ transaction }: { transaction: ProspectTransaction }) {
  return (
    <Paper component="section" aria-label={ORDER_SUMMARY} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {ORDER_SUMMARY}
        </Title>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <div>
            <Text fw={600}>{transaction.item}</Text>
            {transaction.comment && (
              <Text size="sm" c="dimmed">
                {transaction.comment}
              </Text>
            )}
          </div>
          <Text style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatUsd(transaction.amount)}
          </Text>
        </Group>
        <Divider />
        <Group justify="space-between" wrap="nowrap" data-testid="order-total">
          <Text fw={700}>{ORDER_TOTAL}</Text>
          <Text fw={700} fz="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatUsd(transaction.amount)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
