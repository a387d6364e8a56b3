// One dashboard inside its frame: filters on top, KPI cards, the trend, the breakdown and the map.
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { DashboardData, DashboardFilters } from '@mti/contracts/dashboards/dashboards-api';
import type { ReactNode } from 'react';
import { UsStateMap } from '../../../components/charts/us-state-map.tsx';
import { formatDashboardValue } from '../format-dashboard-value.ts';
import { trendCsv, trendFileName } from '../trend-csv.ts';
import { ArrowTable } from './arrow-table.tsx';
import { BreakdownChart } from './breakdown-chart.tsx';
import { DashboardFilterBar } from './dashboard-filters.tsx';
import { DashboardFrame, dashboardRow } from './dashboard-frame.tsx';
import { ForecastTable } from './forecast-table.tsx';
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

/** Saves the trend (with its forecast and band) as a CSV file. */
function exportTrend(data: DashboardData) {
  const url = URL.createObjectURL(new Blob([trendCsv(data.trend)], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = trendFileName(data.title);
  a.click();
  // Later, not at once: the browser may still be reading the file when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The bottom-right panel: the state map, else the arrow table, else the forecast table. */
function SidePanel({ data }: { data: DashboardData }) {
  if (data.map) {
    const { map } = data;
    return (
      <Panel title={map.title}>
        <UsStateMap
          values={map.values}
          height={BOTTOM_HEIGHT}
          ariaLabel={`${map.title}, map of the U.S. states`}
          formatValue={(v) => formatDashboardValue(v, map.format)}
        />
      </Panel>
    );
  }
  if (data.arrows) {
    return (
      <Panel title={data.arrows.title}>
        <ArrowTable arrows={data.arrows} />
      </Panel>
    );
  }
  return (
    <Panel title="Forecast table">
      <ForecastTable trend={data.trend} height={BOTTOM_HEIGHT} />
    </Panel>
  );
}

export function DashboardView({ data, filters, onFiltersChange, updating }: DashboardViewProps) {
  const noOrders = data.trend.series[0]?.values.every((v) => !v) ?? true;
  return (
    <DashboardFrame label={`${data.title} dashboard`} busy={updating}>
      <Stack gap={10} h="100%">
        <Group gap="xs" wrap="nowrap" align="flex-end" className={dashboardRow}>
          <div style={{ flex: 1 }}>
            <DashboardFilterBar data={data} filters={filters} onChange={onFiltersChange} />
          </div>
          <Button size="xs" variant="default" onClick={() => exportTrend(data)}>
            Export CSV
          </Button>
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
            <Group gap={10} wrap="nowrap" align="stretch" className={dashboardRow}>
              <Panel title={data.breakdown.title} w={data.map ? 420 : 360}>
                <BreakdownChart breakdown={data.breakdown} height={BOTTOM_HEIGHT} />
              </Panel>
              <SidePanel data={data} />
            </Group>
          </>
        )}
      </Stack>
    </DashboardFrame>
  );
}
