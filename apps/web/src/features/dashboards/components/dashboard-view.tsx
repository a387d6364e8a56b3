// One dashboard inside its frame: filters on top, KPI cards, the trend, the breakdown and the map.
// A bar of the breakdown or a state of the map filters the other tiles (cross-filtering); each tile
// with an analysis behind it opens that analysis in the analyzer.
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { DisplayUnits } from '@mti/contracts/analytics/analysis-definition';
import type { DashboardData, DashboardFilters } from '@mti/contracts/dashboards/dashboards-api';
import { analyzerHref, type TileAnalysis } from '@mti/contracts/dashboards/tile-analysis';
import type { ReactNode } from 'react';
import { UsAnalysisMap } from '../../../components/charts/us-analysis-map.tsx';
import { formatDashboardValue } from '../format-dashboard-value.ts';
import { trendCsv, trendFileName } from '../trend-csv.ts';
import { ArrowTable } from './arrow-table.tsx';
import { BreakdownChart } from './breakdown-chart.tsx';
import { CrossFilterChips, hasChosenMembers } from './cross-filter-chips.tsx';
import { DashboardFilterBar } from './dashboard-filters.tsx';
import { DashboardFrame, dashboardRow } from './dashboard-frame.tsx';
import { ForecastTable } from './forecast-table.tsx';
import { KpiCards } from './kpi-cards.tsx';
import { TileAnalyzerLink } from './tile-analyzer-link.tsx';
import { TrendChart } from './trend-chart.tsx';

const TREND_HEIGHT = 236;
const BOTTOM_HEIGHT = 338;
const CHIPS_HEIGHT = 36;

type PanelProps = { title: string; w?: number | string; analysis?: TileAnalysis | null; children: ReactNode };

function Panel({ title, w, analysis, children }: PanelProps) {
  return (
    <Paper withBorder radius="md" p={8} w={w} style={{ flex: w ? undefined : 1, minWidth: 0 }}>
      <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
        <Title order={2} fz="sm" fw={600} lineClamp={1}>
          {title}
        </Title>
        {analysis ? <TileAnalyzerLink to={analyzerHref(analysis)} title={title} /> : null}
      </Group>
      {children}
    </Paper>
  );
}

export type DashboardViewProps = {
  data: DashboardData;
  /** How the KPI cards write their figures ($7.07B); exact when not chosen. */
  units?: DisplayUnits;
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
function SidePanel({ data, onChooseState }: { data: DashboardData; onChooseState: (key: string) => void }) {
  if (data.map) {
    const { map } = data;
    const chosen = map.values.find((v) => v.key === data.applied.state)?.name ?? null;
    return (
      <Panel title={map.title} analysis={map.analysis}>
        <UsAnalysisMap
          level="state"
          values={map.values}
          measureLabel="Orders (USD)"
          filters={[data.applied.region, chosen].filter((f): f is string => Boolean(f))}
          format={map.format}
          formatValue={(v) => formatDashboardValue(v, map.format)}
          chosen={chosen}
          // A region chosen, its states are all the map shows: it frames them.
          frameShaded={Boolean(data.applied.region)}
          onChoose={(name) => {
            const key = map.values.find((v) => v.name === name)?.key;
            if (key) onChooseState(key);
          }}
          height={BOTTOM_HEIGHT - 48}
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

export function DashboardView({ data, units = 'exact', filters, onFiltersChange, updating }: DashboardViewProps) {
  const noOrders = data.trend.series[0]?.values.every((v) => !v) ?? true;
  const crossFilter = data.breakdown.cross_filter;
  // A region chosen anew drops a chosen state (it may lie in another region).
  const chooseBar = crossFilter
    ? (key: string) =>
        onFiltersChange({ ...filters, [crossFilter]: key, ...(crossFilter === 'region' ? { state: undefined } : {}) })
    : undefined;
  const chooseState = (key: string) => onFiltersChange({ ...filters, state: key });
  // The chips' row takes its height from the trend: the desktop frame keeps its 870 px.
  const trendHeight = TREND_HEIGHT - (hasChosenMembers(filters) ? CHIPS_HEIGHT : 0);
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
            {updating ? <Loader role="status" size={16} aria-label="Updating the dashboard" /> : null}
          </Center>
        </Group>
        <CrossFilterChips data={data} filters={filters} onChange={onFiltersChange} />
        <KpiCards kpis={data.kpis} units={units} />
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
            <Panel title={data.trend.title} analysis={data.trend.analysis}>
              <TrendChart trend={data.trend} height={trendHeight} />
            </Panel>
            <Group gap={10} wrap="nowrap" align="stretch" className={dashboardRow}>
              <Panel title={data.breakdown.title} w={data.map ? 420 : 360} analysis={data.breakdown.analysis}>
                <BreakdownChart breakdown={data.breakdown} height={BOTTOM_HEIGHT} onChoose={chooseBar} />
              </Panel>
              <SidePanel data={data} onChooseState={chooseState} />
            </Group>
          </>
        )}
      </Stack>
    </DashboardFrame>
  );
}
