// The dashboard's trend as CSV for the export button: one row per month, one column per series
// (and the forecast band's edges where there is one). Values as numbers, no formatting.
import type { DashboardData } from '@mti/contracts/dashboards/dashboards-api';

const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function trendCsv(trend: DashboardData['trend']): string {
  const band = trend.band;
  const header = [
    'Month',
    ...trend.series.map((s) => s.name),
    ...(band ? [`${band.name} low`, `${band.name} high`] : []),
  ];
  const rows = trend.months.map((month, i) => [
    month,
    ...trend.series.map((s) => num(s.values[i])),
    ...(band ? [num(band.lower[i]), num(band.upper[i])] : []),
  ]);
  return `${[header, ...rows].map((r) => r.map(cell).join(',')).join('\n')}\n`;
}

/** A file name from the dashboard's title: 'Economic Trends' → 'economic-trends-trend.csv'. */
export function trendFileName(title: string): string {
  return `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-trend.csv`;
}
