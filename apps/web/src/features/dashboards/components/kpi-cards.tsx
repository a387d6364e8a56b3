// The dashboard's headline figures, one card each, in the display units chosen for the dashboard.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { DisplayUnits } from '@mti/contracts/analytics/analysis-definition';
import type { DashboardKpi } from '@mti/contracts/dashboards/dashboards-api';
import { formatKpiValue } from '../format-dashboard-value.ts';

function kpiText(kpi: DashboardKpi, units: DisplayUnits): string {
  if (kpi.format === 'text') return kpi.text ?? '—';
  return formatKpiValue(kpi.value, kpi.format, units);
}

export function KpiCards({ kpis, units = 'exact' }: { kpis: readonly DashboardKpi[]; units?: DisplayUnits }) {
  return (
    <SimpleGrid cols={kpis.length} spacing="sm">
      {kpis.map((kpi) => {
        const tone =
          kpi.format === 'percent' && kpi.value !== null && kpi.value !== 0
            ? kpi.value > 0
              ? 'teal.8'
              : 'red.8'
            : undefined;
        return (
          <Paper key={kpi.id} withBorder radius="md" px="md" py={10} role="group" aria-label={kpi.label}>
            <Text size="xs" c="dimmed" fw={600} lineClamp={1} title={kpi.label}>
              {kpi.label}
            </Text>
            <Text fz={22} fw={700} c={tone} lh={1.3} lineClamp={1} data-testid={`kpi-${kpi.id}`}>
              {kpiText(kpi, units)}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1} title={kpi.note}>
              {kpi.note}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
