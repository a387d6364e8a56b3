// How the dashboards write their figures: whole dollars and units with thousands separators,
// percentages with one decimal and a sign, and short forms for chart axes.
import { DISPLAY_UNITS, type DisplayUnits } from '@mti/contracts/analytics/analysis-definition';
import type { DashboardNumberFormat, DashboardValueFormat } from '@mti/contracts/dashboards/dashboards-api';
import { formatValue } from '../../components/charts/analysis/value-format.ts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const share = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** 1234567 → '$1,234,567' (currency), '1,234,567 units' (integer), 4.25 → '+4.3%' (percent). */
export function formatDashboardValue(value: number | null, format: DashboardValueFormat, unit = 'units'): string {
  if (value === null || !Number.isFinite(value)) return '—';
  switch (format) {
    case 'currency':
      return dollars.format(value);
    case 'integer':
      return `${whole.format(value)}${unit ? ` ${unit}` : ''}`;
    case 'percent':
      return `${percent.format(value)}%`;
    case 'share':
      return `${share.format(value)}%`;
    case 'decimal':
      return decimal.format(value);
    default:
      return whole.format(value);
  }
}

/** Axis labels: 1234567 → '$1.2M', 4 → '+4.0%'. */
export function formatAxisValue(value: number, format: DashboardNumberFormat): string {
  if (format === 'currency') return compactDollars.format(value);
  if (format === 'percent') return `${percent.format(value)}%`;
  if (format === 'decimal') return decimal.format(value);
  return whole.format(value);
}

/**
 * A KPI card's figure in the chosen display units, written as the analyzer writes them ($7.07B,
 * 412.5K units); exact is the full figure above. Percentages and shares never scale.
 */
export function formatKpiValue(value: number | null, format: DashboardValueFormat, units: DisplayUnits): string {
  if (units === 'exact' || value === null || !Number.isFinite(value)) return formatDashboardValue(value, format);
  switch (format) {
    case 'currency':
      return formatValue(value, 'currency', units);
    case 'integer':
      return `${formatValue(value, 'integer', units)} units`;
    case 'decimal':
      return formatValue(value, 'decimal', units);
    default:
      return formatDashboardValue(value, format);
  }
}

/** The display units an address names (?units=millions); anything else is exact. */
export function unitsFromSearch(search: URLSearchParams): DisplayUnits {
  const value = search.get('units');
  return DISPLAY_UNITS.find((u) => u === value) ?? 'exact';
}
