// The leading indicators of the Economic Trends sample: name, unit, the level the sample starts at,
// how strongly it follows the industry cycle and its season, and its decimals.

export type EconIndicatorUnit = 'percent' | 'index' | 'usd_billions' | 'usd_millions';

export const ECON_INDICATORS = [
  {
    name: 'Capacity utilization, manufacturing',
    unit: 'percent',
    base: 76.5,
    growth: 0,
    cycle: 3.2,
    season: 0.4,
    decimals: 1,
  },
  {
    name: 'Purchasing managers index (PMI-like)',
    unit: 'index',
    base: 51.5,
    growth: 0,
    cycle: 4.5,
    season: 0.8,
    decimals: 1,
  },
  {
    name: 'Durable goods new orders',
    unit: 'usd_billions',
    base: 235,
    growth: 0.22,
    cycle: 14,
    season: 9,
    decimals: 1,
  },
  { name: 'Machine-tool orders', unit: 'usd_millions', base: 360, growth: 0.9, cycle: 55, season: 38, decimals: 0 },
] as const satisfies ReadonlyArray<{
  name: string;
  unit: EconIndicatorUnit;
  base: number;
  growth: number;
  cycle: number;
  season: number;
  decimals: number;
}>;

export const ECON_UNIT_LABELS: Record<EconIndicatorUnit, string> = {
  percent: '%',
  index: 'index, 50 = no change',
  usd_billions: 'USD billions',
  usd_millions: 'USD millions',
};
