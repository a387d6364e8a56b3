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

export type MarketShades = { shades: readonly string[]; noData: string };

/**
 * Five shades from least to most, and the fill of an area without figures, per colour scheme. On the
 * light page more is darker; on the dark page (dark-7) the ramp runs the other way, from a blue just off
 * the page to the palest, so the largest figures stand out there too (as every other map, decision 095).
 * No figures is a grey the ramp never reaches.
 */
export const MARKET_SHADES: Record<'light' | 'dark', MarketShades> = {
  light: { shades: ['#deebf7', '#9ecae1', '#6baed6', '#3182bd', '#08519c'], noData: '#f1f3f5' },
  dark: { shades: ['#16365f', '#1f5b99', '#3182bd', '#6baed6', '#c6dbef'], noData: '#3b3b3b' },
};

/** Quintile breaks of the values (four thresholds), so each shade holds about a fifth of the regions. */
export function quintileBreaks(values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  return [1, 2, 3, 4].map((q) => sorted[Math.min(sorted.length - 1, Math.floor((q * sorted.length) / 5))] as number);
}

export function shadeOf(
  value: number | undefined,
  breaks: readonly number[],
  { shades, noData }: MarketShades,
): string {
  if (value === undefined) return noData;
  const bin = breaks.filter((b) => value >= b).length;
  return shades[Math.min(bin, shades.length - 1)] as string;
}
