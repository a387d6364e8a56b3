// The dashboard's filters: the period (from, to) and the member filters it offers. Native selects:
// keyboard and screen-reader friendly as they come, and quick to reach with the Tab key.
import { Button, Group, NativeSelect } from '@mantine/core';
import { monthLabel, monthsBetween } from '@mti/contracts/common/month';
import type { DashboardData, DashboardFilters } from '@mti/contracts/dashboards/dashboards-api';
import { useMemo } from 'react';

const ALL_LABELS = { region: 'All regions', category: 'All categories', industry: 'All industries' } as const;
type AllLabelled = keyof typeof ALL_LABELS;

export type DashboardFiltersProps = {
  data: DashboardData;
  filters: DashboardFilters;
  onChange: (filters: DashboardFilters) => void;
};

export function DashboardFilterBar({ data, filters, onChange }: DashboardFiltersProps) {
  const { applied } = data;
  // Latest month first: the recent past is what people pick most.
  const months = useMemo(
    () => monthsBetween(data.period.first, data.period.last).reverse(),
    [data.period.first, data.period.last],
  );
  const monthOptions = (keep: (m: string) => boolean) =>
    months.filter(keep).map((m) => ({ value: m, label: monthLabel(m) }));
  const isFiltered = Object.values(filters).some((v) => v !== undefined);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label="Dashboard filters">
      <NativeSelect
        size="xs"
        w={120}
        label="From"
        value={applied.from}
        data={monthOptions((m) => m <= applied.to)}
        onChange={(e) => onChange({ ...filters, from: e.currentTarget.value, to: applied.to })}
      />
      <NativeSelect
        size="xs"
        w={120}
        label="To"
        value={applied.to}
        data={monthOptions((m) => m >= applied.from)}
        onChange={(e) => onChange({ ...filters, from: applied.from, to: e.currentTarget.value })}
      />
      {data.filters.map((filter) => (
        <NativeSelect
          key={filter.id}
          size="xs"
          w={filter.id === 'region' ? 170 : filter.id === 'indicator' ? 320 : 230}
          label={filter.label}
          value={applied[filter.id] ?? ''}
          data={[
            // A filter that always names one member (an indicator) has no "all".
            ...(filter.id in ALL_LABELS ? [{ value: '', label: ALL_LABELS[filter.id as AllLabelled] }] : []),
            ...filter.options.map((o) => ({ value: o, label: o })),
          ]}
          onChange={(e) => onChange({ ...filters, [filter.id]: e.currentTarget.value || undefined })}
        />
      ))}
      <Button size="xs" variant="default" ml="auto" disabled={!isFiltered} onClick={() => onChange({})}>
        Reset filters
      </Button>
    </Group>
  );
}
