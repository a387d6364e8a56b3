// One headline figure (registrations, opt-ins, leads, opportunities).
import { Paper, Text } from '@mantine/core';
import { formatCount } from '../format-count.ts';

export function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md" miw={220} role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCount(value)}
      </Text>
    </Paper>
  );
}
