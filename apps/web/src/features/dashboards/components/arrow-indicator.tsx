// One AWT arrow (rule: @mti/contracts/workholding/arrow-indicator, explained on the help page): the
// symbol for the eye, the word and the change for everyone, screen readers included.
import { Text } from '@mantine/core';
import type { DashboardArrow } from '@mti/contracts/dashboards/dashboard-extras';
import { ARROW_TEXT } from '@mti/contracts/workholding/arrow-indicator';
import { formatDashboardValue } from '../format-dashboard-value.ts';

// Dark enough for text on the striped rows (contrast 4.5:1 and more).
const COLORS = { up: 'teal.9', level: 'gray.8', down: 'red.9' } as const;

export function ArrowIndicator({ arrow, hidden }: { arrow: DashboardArrow; hidden?: string }) {
  if (!arrow.direction) {
    return (
      <Text span size="sm" c="dimmed">
        {hidden ?? 'No arrow'}
      </Text>
    );
  }
  const text = ARROW_TEXT[arrow.direction];
  return (
    <Text span size="sm" fw={600} c={COLORS[arrow.direction]} data-arrow={arrow.direction}>
      <span aria-hidden="true">{text.symbol} </span>
      {text.label} {formatDashboardValue(arrow.change, 'percent')}
    </Text>
  );
}
