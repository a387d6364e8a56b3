// The members of the USMTO sample dataset's dimensions and the weights that shape its figures.
// Order matters: the generator addresses members by their index in these lists, so append only.

export const USMTO_REGIONS = [
  'Northeast',
  'Southeast',
  'North Central-East',
  'North Central-West',
  'South Central',
  'West',
] as const;
export type UsmtoRegion = (typeof USMTO_REGIONS)[number];

type StateRow = { code: string; name: string; region: UsmtoRegion; weight: number };

/**
 * The 50 states and DC, each in one USMTO region. `weight` is a rough share of U.S. machine-tool
 * demand (manufacturing output, heavier for metalworking states); only ratios matter.
 */
export const USMTO_STATES: readonly StateRow[] = (
  [
    ['AL', 'Alabama', 'Southeast', 2.2],
    ['AK', 'Alaska', 'West', 0.05],
    ['AZ', 'Arizona', 'West', 1.6],
    ['AR', 'Arkansas', 'South Central', 0.9],
    ['CA', 'California', 'West', 10],
    ['CO', 'Colorado', 'West', 1],
    ['CT', 'Connecticut', 'Northeast', 1.6],
    ['DE', 'Delaware', 'Northeast', 0.2],
    ['DC', 'District of Columbia', 'Northeast', 0.02],
    ['FL', 'Florida', 'Southeast', 2],
    ['GA', 'Georgia', 'Southeast', 2.8],
    ['HI', 'Hawaii', 'West', 0.05],
    ['ID', 'Idaho', 'West', 0.45],
    ['IL', 'Illinois', 'North Central-West', 5.2],
    ['IN', 'Indiana', 'North Central-East', 4.6],
    ['IA', 'Iowa', 'North Central-West', 1.6],
    ['KS', 'Kansas', 'South Central', 1.3],
    ['KY', 'Kentucky', 'North Central-East', 2.2],
    ['LA', 'Louisiana', 'South Central', 1.2],
    ['ME', 'Maine', 'Northeast', 0.3],
    ['MD', 'Maryland', 'Northeast', 0.8],
    ['MA', 'Massachusetts', 'Northeast', 2],
    ['MI', 'Michigan', 'North Central-East', 6],
    ['MN', 'Minnesota', 'North Central-West', 2.5],
    ['MS', 'Mississippi', 'Southeast', 0.8],
    ['MO', 'Missouri', 'North Central-West', 2],
    ['MT', 'Montana', 'West', 0.15],
    ['NE', 'Nebraska', 'North Central-West', 0.7],
    ['NV', 'Nevada', 'West', 0.4],
    ['NH', 'New Hampshire', 'Northeast', 0.6],
    ['NJ', 'New Jersey', 'Northeast', 2],
    ['NM', 'New Mexico', 'West', 0.3],
    ['NY', 'New York', 'Northeast', 3.4],
    ['NC', 'North Carolina', 'Southeast', 3.8],
    ['ND', 'North Dakota', 'North Central-West', 0.3],
    ['OH', 'Ohio', 'North Central-East', 6],
    ['OK', 'Oklahoma', 'South Central', 1.1],
    ['OR', 'Oregon', 'West', 1.4],
    ['PA', 'Pennsylvania', 'Northeast', 4.6],
    ['RI', 'Rhode Island', 'Northeast', 0.3],
    ['SC', 'South Carolina', 'Southeast', 2.2],
    ['SD', 'South Dakota', 'North Central-West', 0.3],
    ['TN', 'Tennessee', 'Southeast', 2.9],
    ['TX', 'Texas', 'South Central', 8.5],
    ['UT', 'Utah', 'West', 1],
    ['VT', 'Vermont', 'Northeast', 0.2],
    ['VA', 'Virginia', 'Southeast', 1.8],
    ['WA', 'Washington', 'West', 2.1],
    ['WV', 'West Virginia', 'Southeast', 0.4],
    ['WI', 'Wisconsin', 'North Central-West', 3.8],
    ['WY', 'Wyoming', 'West', 0.1],
  ] as const
).map(([code, name, region, weight]) => ({ code, name, region, weight }));

type CategoryRow = { name: string; unitShare: number; priceUsd: number; growthPerYear: number };

/** Product categories: share of units in 2015, 2015 list price of a unit, trend of the share. */
export const USMTO_CATEGORIES: readonly CategoryRow[] = [
  { name: 'Metal cutting', unitShare: 0.7, priceUsd: 125_000, growthPerYear: -0.005 },
  { name: 'Metal forming and fabricating', unitShare: 0.14, priceUsd: 190_000, growthPerYear: 0 },
  { name: 'Additive', unitShare: 0.03, priceUsd: 350_000, growthPerYear: 0.14 },
  { name: 'Metrology and inspection', unitShare: 0.05, priceUsd: 90_000, growthPerYear: 0.02 },
  { name: 'Automation and robotics', unitShare: 0.08, priceUsd: 80_000, growthPerYear: 0.06 },
];

type IndustryRow = {
  name: string;
  unitShare: number;
  priceFactor: number;
  /** Categories this industry buys more (>1) or less (<1) of than the average customer. */
  categoryBias: Partial<Record<string, number>>;
  /** States where this industry is concentrated. */
  stateAffinity: Partial<Record<string, number>>;
};

/** Customer industries: national share of units, price level, and where and what they buy. */
export const USMTO_INDUSTRIES: readonly IndustryRow[] = [
  {
    name: 'Job shops',
    unitShare: 0.3,
    priceFactor: 0.8,
    categoryBias: { 'Automation and robotics': 0.7 },
    stateAffinity: {},
  },
  {
    name: 'Automotive',
    unitShare: 0.13,
    priceFactor: 1.15,
    categoryBias: { 'Metal forming and fabricating': 1.6, 'Automation and robotics': 1.8, Additive: 0.6 },
    stateAffinity: { MI: 3, OH: 1.8, IN: 2, KY: 1.8, TN: 1.7, AL: 1.8, SC: 1.6 },
  },
  {
    name: 'Aerospace',
    unitShare: 0.1,
    priceFactor: 1.45,
    categoryBias: { Additive: 2.2, 'Metrology and inspection': 1.5, 'Metal forming and fabricating': 0.6 },
    stateAffinity: { WA: 3.5, KS: 3, CT: 2.5, AZ: 1.8, CA: 1.5, TX: 1.3, GA: 1.3, SC: 1.3 },
  },
  {
    name: 'Industrial machinery',
    unitShare: 0.1,
    priceFactor: 1,
    categoryBias: {},
    stateAffinity: { WI: 1.7, IL: 1.5, OH: 1.4, NC: 1.3 },
  },
  {
    name: 'Fabricated metal products',
    unitShare: 0.1,
    priceFactor: 0.85,
    categoryBias: { 'Metal forming and fabricating': 2, Additive: 0.4 },
    stateAffinity: {},
  },
  {
    name: 'Medical devices',
    unitShare: 0.05,
    priceFactor: 0.95,
    categoryBias: { Additive: 2.5, 'Metrology and inspection': 1.6, 'Metal forming and fabricating': 0.5 },
    stateAffinity: { MN: 3, MA: 2.2, IN: 1.8, UT: 1.8, CA: 1.4 },
  },
  {
    name: 'Energy',
    unitShare: 0.05,
    priceFactor: 1.25,
    categoryBias: { Additive: 0.8 },
    stateAffinity: { TX: 2.8, OK: 2.8, LA: 2.5, ND: 2, WY: 2, AK: 2.5 },
  },
  {
    name: 'Electronics and electrical',
    unitShare: 0.05,
    priceFactor: 0.9,
    categoryBias: { 'Automation and robotics': 1.6, 'Metrology and inspection': 1.4 },
    stateAffinity: { CA: 2, TX: 1.4, OR: 2, AZ: 1.5, NY: 1.2 },
  },
  {
    name: 'Defense',
    unitShare: 0.04,
    priceFactor: 1.3,
    categoryBias: { Additive: 1.6, 'Metrology and inspection': 1.3 },
    stateAffinity: { VA: 2.2, CT: 2, AL: 1.8, MD: 1.8, AZ: 1.3 },
  },
  {
    name: 'Agricultural and construction equipment',
    unitShare: 0.05,
    priceFactor: 1.05,
    categoryBias: { 'Metal forming and fabricating': 1.5 },
    stateAffinity: { IA: 3, IL: 2.2, NE: 2.2, ND: 1.8, KS: 1.5, WI: 1.6 },
  },
  {
    name: 'Primary metals',
    unitShare: 0.03,
    priceFactor: 1.2,
    categoryBias: { Additive: 0.3, 'Automation and robotics': 0.8 },
    stateAffinity: { PA: 2.2, IN: 1.8, OH: 1.5, WV: 2, AL: 1.3 },
  },
];

/** Month-of-year demand, January first: quarter ends and December (budget spending) peak. */
export const USMTO_SEASONALITY = [0.85, 0.92, 1.12, 0.93, 0.97, 1.1, 0.86, 0.9, 1.08, 0.95, 0.98, 1.34] as const;

/**
 * The business cycle, one index per calendar year from 2015 (taken at mid-year and interpolated
 * between): the 2016 industrial slowdown, the 2018 peak, the 2020 dip and the 2021–22 recovery.
 */
export const USMTO_CYCLE_BY_YEAR = [1, 0.86, 0.94, 1.06, 0.9, 0.74, 1.04, 1.14, 1.05, 0.92, 0.97, 1.02] as const;

/** The spring-2020 shutdowns, on top of the yearly cycle: [year, month (1–12), factor]. */
export const USMTO_SHOCKS: ReadonlyArray<readonly [number, number, number]> = [
  [2020, 3, 0.85],
  [2020, 4, 0.62],
  [2020, 5, 0.58],
  [2020, 6, 0.7],
  [2020, 7, 0.82],
  [2020, 8, 0.92],
];

/** Machine-tool price level by year from 2015 (the 2021–23 inflation included). */
export const USMTO_PRICE_INDEX_BY_YEAR = [1, 1.01, 1.03, 1.06, 1.08, 1.09, 1.14, 1.23, 1.29, 1.33, 1.37, 1.41] as const;

/** U.S. units ordered in an average month at the 2015 level. */
export const USMTO_UNITS_PER_MONTH = 2600;

/** The first month of the dataset. */
export const USMTO_FIRST_MONTH = { year: 2015, month: 1 } as const;

/** The seed of the PRNG that perturbs state × industry weights (apps/server/src/platform/random.ts). */
export const USMTO_WEIGHT_SEED = 20150101;
/** The seed of the per-row noise. */
export const USMTO_NOISE_SEED = 6_061_966;
