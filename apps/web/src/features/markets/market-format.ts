// How the map writes its figures and colours its regions.
import type { MarketMeasure } from '@mti/contracts/markets/markets-api';

export const MEASURE_LABELS: Record<MarketMeasure, string> = {
  consumption_usd: 'Machine-tool consumption (USD)',
  employment: 'Employment',
  establishments: 'Establishments',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatMeasure(measure: MarketMeasure, value: number): string {
  return measure === 'consumption_usd' ? usd.format(value) : count.format(value);
}

/** Five shades, light to dark: more is darker. */
export const SHADES = ['#deebf7', '#9ecae1', '#6baed6', '#3182bd', '#08519c'] as const;
export const NO_DATA_FILL = '#f1f3f5';

/** Quintile breaks of the values (four thresholds), so each shade holds about a fifth of the regions. */
export function quintileBreaks(values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  return [1, 2, 3, 4].map((q) => sorted[Math.min(sorted.length - 1, Math.floor((q * sorted.length) / 5))] as number);
}

export function shadeOf(value: number | undefined, breaks: readonly number[]): string {
  if (value === undefined) return NO_DATA_FILL;
  const bin = breaks.filter((b) => value >= b).length;
  return SHADES[Math.min(bin, SHADES.length - 1)] as string;
}
