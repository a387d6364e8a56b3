// The member filters a dashboard is under, as removable chips above its tiles: a region or state
// chosen on a tile (cross-filtering) shows here, and its × (a button, reached by Tab) removes it.
import { CloseButton, Group, Paper, Text } from '@mantine/core';
import type { DashboardData, DashboardFilters, DashboardMemberFilter } from '@mti/contracts/dashboards/dashboards-api';

const LABELS: Record<DashboardMemberFilter, string> = {
  region: 'Region',
  state: 'State',
  category: 'Product category',
  industry: 'Customer industry',
  indicator: 'Indicator',
};

/** A chosen state is sent by its code; the chip names it as the map does. */
function memberLabel(data: DashboardData, id: DashboardMemberFilter, key: string): string {
  if (id === 'state') return data.map?.values.find((v) => v.key === key)?.name ?? key;
  return key;
}

export type CrossFilterChipsProps = {
  data: DashboardData;
  filters: DashboardFilters;
  onChange: (filters: DashboardFilters) => void;
};

const CHIP_FILTERS = ['region', 'state', 'category', 'industry'] as const;

/** Whether any chip shows. */
export const hasChosenMembers = (filters: DashboardFilters) => CHIP_FILTERS.some((id) => filters[id]);

export function CrossFilterChips({ data, filters, onChange }: CrossFilterChipsProps) {
  // An indicator is always one of them (no "all"): it is the dashboard's subject, not a filter to remove.
  const chosen = CHIP_FILTERS.flatMap((id) => {
    const key = filters[id];
    return key ? [{ id, text: `${LABELS[id]}: ${memberLabel(data, id, key)}` }] : [];
  });
  if (chosen.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label="Filtered by" data-testid="cross-filter-chips">
      <Text size="xs" c="dimmed">
        Filtered by
      </Text>
      {chosen.map(({ id, text }) => (
        <Paper key={id} withBorder radius="xl" pl={10} pr={2} py={1}>
          <Group gap={2} wrap="nowrap">
            <Text size="xs">{text}</Text>
            <CloseButton
              size="sm"
              aria-label={`Remove the filter ${text}`}
              onClick={() => onChange({ ...filters, [id]: undefined })}
            />
          </Group>
        </Paper>
      ))}
    </Group>
  );
}
