// One dashboard inside its frame: filters on top, KPI cards, the trend, the breakdown and the map.
import { Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { DashboardData, DashboardFilters } from '@mti/contracts/dashboards/dashboards-api';
import type { ReactNode } from 'react';
import { UsStateMap } from '../../../components/charts/us-state-map.tsx';
import { formatDashboardValue } from '../format-dashboard-value.ts';
import { BreakdownChart } from './breakdown-chart.tsx';
import { DashboardFilterBar } from './dashboard-filters.tsx';
import { DashboardFrame } from './dashboard-frame.tsx';
import { KpiCards } from './kpi-cards.tsx';
import { TrendChart } from './trend-chart.tsx';

const TREND_HEIGHT = 236;
const BOTTOM_HEIGHT = 338;

function Panel({ title, w, children }: { title: string; w?: number | string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={8} w={w} style={{ flex: w ? undefined : 1, minWidth: 0 }}>
      <Title order={2} fz="sm" fw={600} mb={4} lineClamp={1}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export type DashboardViewProps = {
  data: DashboardData;
  filters: DashboardFilters;
  onFiltersChange: (filters: DashboardFilters) => void;
  /** New figures for changed filters are on their way (the previous ones stay on screen). */
  updating: boolean;
};

export function DashboardView({ data, filters, onFiltersChange, updating }: DashboardViewProps) {
  const noOrders = data.trend.series[0]?.values.every((v) => !v) ?? true;
  const mapFormat = data.map.format;
  return (
    <DashboardFrame label={`${data.title} dashboard`} busy={updating}>
      <Stack gap={10} h="100%">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <div style={{ flex: 1 }}>
            <DashboardFilterBar data={data} filters={filters} onChange={onFiltersChange} />
          </div>
          <Center w={20} h={30} role="status" aria-live="polite">
            {updating ? <Loader size={16} aria-label="Updating the dashboard" /> : null}
          </Center>
        </Group>
        <KpiCards kpis={data.kpis} />
        {noOrders ? (
          <Paper withBorder radius="md" style={{ flex: 1 }}>
            <Center h="100%">
              <Stack gap={4} align="center">
                <Text fw={600}>No orders match these filters.</Text>
                <Text size="sm" c="dimmed">
                  Choose a longer period or another region, category or industry.
                </Text>
              </Stack>
            </Center>
          </Paper>
        ) : (
          <>
            <Panel title={data.trend.title}>
              <TrendChart trend={data.trend} height={TREND_HEIGHT} />
            </Panel>
            <Group gap={10} wrap="nowrap" align="stretch">
              <Panel title={data.breakdown.title} w={420}>
                <BreakdownChart breakdown={data.breakdown} height={BOTTOM_HEIGHT} />
              </Panel>
              <Panel title={data.map.title}>
                <UsStateMap
                  values={data.map.values}
                  height={BOTTOM_HEIGHT}
                  ariaLabel={`${data.map.title}, map of the U.S. states`}
                  formatValue={(v) => formatDashboardValue(v, mapFormat)}
                />
              </Panel>
            </Group>
          </>
        )}
      </Stack>
    </DashboardFrame>
  );
}
