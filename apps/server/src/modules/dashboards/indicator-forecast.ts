// The Economic Trends forecast (decision 042): seasonal naive with drift. Each of the next twelve
// months is the same month a year earlier plus the average year-over-year change of the last 24
// months; the 80% band is that point ± 1.2816 standard deviations of those 24 changes (the spread
// of the method's own one-year-ahead errors, assuming they are roughly normal).

export const FORECAST_HORIZON = 12;
/** Year-over-year changes the drift and the band are taken from. */
export const FORECAST_BASIS = 24;
/** The normal quantile of an 80% two-sided band. */
export const BAND_Z = 1.2816;
export const FORECAST_METHOD =
  'Seasonal naive with drift: the same month a year earlier plus the average year-over-year change of the last 24 months; ' +
  '80% band from the spread of those changes.';

export type Forecast = { point: number[]; lower: number[]; upper: number[] };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The next twelve months after `history` (oldest first), or null with fewer than 36 months. */
export function forecastIndicator(history: readonly number[]): Forecast | null {
  const n = history.length;
  if (n < FORECAST_BASIS + 12) return null;
  const changes: number[] = [];
  for (let t = n - FORECAST_BASIS; t < n; t++) changes.push((history[t] ?? 0) - (history[t - 12] ?? 0));
  const drift = changes.reduce((a, b) => a + b, 0) / changes.length;
  const variance = changes.reduce((a, b) => a + (b - drift) ** 2, 0) / (changes.length - 1);
  const half = BAND_Z * Math.sqrt(variance);
  const point: number[] = [];
  for (let h = 1; h <= FORECAST_HORIZON; h++) point.push((history[n - 12 + h - 1] ?? 0) + drift);
  return {
    point: point.map(round2),
    lower: point.map((p) => round2(p - half)),
    upper: point.map((p) => round2(p + half)),
  };
}
