// The forecast months of the Economic Trends chart as a table: the point forecast and its band,
// the text alternative of the chart's forecast part, with the link to the help guide's tab that
// explains the method.
import { Anchor, ScrollArea, Table, Text, VisuallyHidden } from '@mantine/core';
import { monthLabel } from '@mti/contracts/common/month';
import type { DashboardData } from '@mti/contracts/dashboards/dashboards-api';
import { Link } from 'react-router';
import { formatDashboardValue } from '../format-dashboard-value.ts';

export const FORECAST_HELP_PATH = '/documentation/help-guide#economic-trends';

export function ForecastTable({ trend, height }: { trend: DashboardData['trend']; height: number }) {
  const band = trend.band;
  if (!band) return <Text size="sm">Not enough history for a forecast (it needs three years).</Text>;
  const forecast = trend.series.find((s) => s.name === 'Forecast')?.values ?? [];
  const start = trend.months.indexOf(band.from);
  const rows = trend.months.slice(start).map((month, i) => ({
    month,
    point: forecast[start + i] ?? null,
    lower: band.lower[start + i] ?? null,
    upper: band.upper[start + i] ?? null,
  }));
  const fmt = (v: number | null) => formatDashboardValue(v, trend.format);
  return (
    <>
      <Text size="xs" c="dimmed" mb={4}>
        {band.method}{' '}
        <Anchor component={Link} to={FORECAST_HELP_PATH} inherit>
          How the forecast is made
        </Anchor>
      </Text>
      <ScrollArea
        h={height - 40}
        type="auto"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Forecast table, scrollable' }}
      >
        <Table striped withTableBorder verticalSpacing={2} fz="sm">
          <VisuallyHidden component="caption">{`Forecast and ${band.name} of ${trend.title}`}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Month</Table.Th>
              <Table.Th scope="col" ta="right">
                Forecast
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {band.name}: low
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {band.name}: high
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.month}>
                <Table.Th scope="row" fw={500}>
                  {monthLabel(r.month)}
                </Table.Th>
                <Table.Td ta="right">{fmt(r.point)}</Table.Td>
                <Table.Td ta="right">{fmt(r.lower)}</Table.Td>
                <Table.Td ta="right">{fmt(r.upper)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
