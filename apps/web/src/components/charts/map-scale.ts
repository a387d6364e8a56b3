// The colour scale of a choropleth and the way its legend writes figures. "Other" and total rows
// are not regions: they never set the scale, or one total would paint every state the palest shade.
export type MapValueFormat = 'integer' | 'decimal' | 'currency' | 'percent';
export type ScaledRegion = { name: string; value: number | null };

const AGGREGATE_NAMES = /^(other|others|\(other\)|total|totals|grand total|all)$/i;

/** A row that sums other rows (Other, Total, Grand total) rather than naming one region. */
export function isAggregateRegion(name: string): boolean {
  return AGGREGATE_NAMES.test(name.trim());
}

/** The regions a map shades: real regions with a finite figure. */
export function shadedRegions<T extends ScaledRegion>(values: readonly T[]): T[] {
  return values.filter((v) => !isAggregateRegion(v.name) && v.value !== null && Number.isFinite(v.value));
}

/** The colour scale's ends, from the shaded regions only (a flat scale widens by one). */
export function colourDomain(values: readonly ScaledRegion[]): { min: number; max: number } {
  const numbers = shadedRegions(values).map((v) => v.value as number);
  if (numbers.length === 0) return { min: 0, max: 1 };
  let min = numbers[0] as number;
  let max = min;
  for (const n of numbers) {
    if (n < min) min = n;
    if (n > max) max = n;
  }
  return { min, max: max === min ? min + 1 : max };
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A legend's figure, short: $1.2M, 34.5K, 12.3%. */
export function abbreviateValue(value: number, format: MapValueFormat = 'integer'): string {
  if (!Number.isFinite(value)) return '—';
  if (format === 'percent') return `${value.toFixed(1)}%`;
  const text = compact.format(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  return format === 'currency' ? `${sign}$${text}` : `${sign}${text}`;
}

const rgbOf = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** The colour of `value` on a continuous scale through `stops` (hex, light to dark) from min to max. */
export function colourOnScale(value: number, min: number, max: number, stops: readonly string[]): string {
  const t = max > min ? Math.min(1, Math.max(0, (value - min) / (max - min))) : 0;
  const at = t * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(at));
  const from = rgbOf(stops[i] ?? '#000000');
  const to = rgbOf(stops[i + 1] ?? '#000000');
  const mix = from.map((c, k) => Math.round(c + ((to[k] ?? 0) - c) * (at - i)));
  return `rgb(${mix.join(',')})`;
}
