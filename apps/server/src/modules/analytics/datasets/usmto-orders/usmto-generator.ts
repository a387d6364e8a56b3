// The deterministic USMTO sample data: one formula, written once in TypeScript (for spot checks)
// and emitted as SQL for PostgreSQL/PGlite and DuckDB, so each engine can generate millions of
// rows by itself. Every value depends only on its coordinates (month, state, category, industry,
// shard): the month range grows with the calendar, the figures of a given month never change.
// Floating point is kept to +, × and floor on IEEE doubles in the same order everywhere, and the
// per-row noise is integer arithmetic below 2^53, so JavaScript and both engines agree exactly.
import { formatMonth, monthAtIndex, monthIndex, monthOfDate } from '@mti/contracts/common/month';
import { createRandom } from '../../../../platform/random.ts';
import {
  USMTO_CATEGORIES,
  USMTO_CYCLE_BY_YEAR,
  USMTO_FIRST_MONTH,
  USMTO_INDUSTRIES,
  USMTO_NOISE_SEED,
  USMTO_PRICE_INDEX_BY_YEAR,
  USMTO_SEASONALITY,
  USMTO_SHOCKS,
  USMTO_STATES,
  USMTO_UNITS_PER_MONTH,
  USMTO_WEIGHT_SEED,
} from './usmto-dimensions.ts';

export type SqlDialect = 'postgres' | 'duckdb';

const STATE_COUNT = USMTO_STATES.length;
const CATEGORY_COUNT = USMTO_CATEGORIES.length;
const INDUSTRY_COUNT = USMTO_INDUSTRIES.length;
/** Rows per month and shard when every cell is generated. */
export const USMTO_CELLS_PER_MONTH = STATE_COUNT * CATEGORY_COUNT * INDUSTRY_COUNT;

// ---- months -------------------------------------------------------------------------------

const FIRST_MONTH_INDEX = monthIndex(formatMonth(USMTO_FIRST_MONTH));

/** Months are counted from January 2015 (index 0). */
export function monthIndexOf(year: number, month: number): number {
  return monthIndex(formatMonth({ year, month })) - FIRST_MONTH_INDEX;
}
export function monthKeyOf(index: number): string {
  return monthAtIndex(FIRST_MONTH_INDEX + index);
}
/** The last complete month before `now` (UTC): the dataset runs up to it. */
export function lastMonthIndex(now: Date): number {
  return monthIndex(monthOfDate(now)) - FIRST_MONTH_INDEX - 1;
}

// ---- weights (from the seeded PRNG and the tables in usmto-dimensions.ts) -----------------

function cycleOfYear(yearIndex: number): number {
  const known = USMTO_CYCLE_BY_YEAR[Math.max(0, yearIndex)];
  if (known !== undefined) return known;
  // Past the table: a gentle, repeating cycle that depends on the year alone.
  return [1.03, 1.06, 0.98, 1.01][yearIndex % 4] as number;
}
function priceIndexOfYear(yearIndex: number): number {
  const last = USMTO_PRICE_INDEX_BY_YEAR.length - 1;
  if (yearIndex <= last) return USMTO_PRICE_INDEX_BY_YEAR[Math.max(0, yearIndex)] as number;
  return (USMTO_PRICE_INDEX_BY_YEAR[last] as number) * 1.03 ** (yearIndex - last);
}

/** Demand and unit price of a category in a month: seasonality × business cycle × category trend. */
export function monthFactors(monthIndex: number): Array<{ units: number; price: number }> {
  const yearIndex = Math.floor(monthIndex / 12);
  const monthOfYear = monthIndex % 12;
  // The yearly cycle is anchored mid-year and interpolated so that years join smoothly.
  const t = (monthIndex - 5.5) / 12;
  const y0 = Math.floor(t);
  const frac = t - y0;
  const cycle = cycleOfYear(y0) * (1 - frac) + cycleOfYear(y0 + 1) * frac;
  const shock = USMTO_SHOCKS.find(([y, m]) => monthIndexOf(y, m) === monthIndex)?.[2] ?? 1;
  const trended = USMTO_CATEGORIES.map((c) => c.unitShare * (1 + c.growthPerYear) ** (monthIndex / 12));
  const sum = trended.reduce((a, b) => a + b, 0);
  const demand = USMTO_UNITS_PER_MONTH * (USMTO_SEASONALITY[monthOfYear] as number) * cycle * shock;
  return USMTO_CATEGORIES.map((c, ci) => ({
    units: (demand * (trended[ci] as number)) / sum,
    price: c.priceUsd * priceIndexOfYear(yearIndex),
  }));
}

/** Share of the nation's units for each state × industry (index s * INDUSTRY_COUNT + i). */
function buildStateIndustryWeights(): Float64Array {
  const random = createRandom(USMTO_WEIGHT_SEED);
  const stateTotal = USMTO_STATES.reduce((a, s) => a + s.weight, 0);
  const out = new Float64Array(STATE_COUNT * INDUSTRY_COUNT);
  USMTO_STATES.forEach((state, s) => {
    const raw = USMTO_INDUSTRIES.map(
      (ind) => ind.unitShare * (ind.stateAffinity[state.code] ?? 1) * (0.8 + 0.4 * random.next()),
    );
    const sum = raw.reduce((a, b) => a + b, 0);
    raw.forEach((w, i) => {
      out[s * INDUSTRY_COUNT + i] = ((state.weight / stateTotal) * w) / sum;
    });
  });
  return out;
}

/** How much more of a category an industry buys than the average customer (index c * INDUSTRY_COUNT + i). */
function buildCategoryIndustryBias(): Float64Array {
  const out = new Float64Array(CATEGORY_COUNT * INDUSTRY_COUNT);
  USMTO_INDUSTRIES.forEach((ind, i) => {
    const norm = USMTO_CATEGORIES.reduce((a, c) => a + c.unitShare * (ind.categoryBias[c.name] ?? 1), 0);
    USMTO_CATEGORIES.forEach((c, ci) => {
      out[ci * INDUSTRY_COUNT + i] = (ind.categoryBias[c.name] ?? 1) / norm;
    });
  });
  return out;
}

const STATE_INDUSTRY = buildStateIndustryWeights();
const CATEGORY_INDUSTRY = buildCategoryIndustryBias();

// ---- per-row noise --------------------------------------------------------------------------

/** A prime below 2^26, so that a square stays below 2^52 and is exact in a double. */
const NOISE_MODULUS = 67_108_859;
/** Four independent streams: multiplier and offset of each (multipliers below 2^20). */
const NOISE_STREAMS = [
  [1_000_003, 12_345],
  [998_001, 54_321],
  [1_012_021, 777_777],
  [1_044_011, 31_415],
] as const;
/** The coordinate key: shard × 2^25 + ((month × 64 + state) × 8 + category) × 16 + industry. */
function noiseKey(monthIndex: number, s: number, c: number, i: number, shard: number): number {
  return shard * 33_554_432 + ((monthIndex * 64 + s) * 8 + c) * 16 + i;
}
function noise(key: number, stream: number): number {
  const [mul, add] = NOISE_STREAMS[stream] as readonly [number, number];
  const a = (key * mul + add + USMTO_NOISE_SEED) % NOISE_MODULUS;
  const b = (a * a + a) % NOISE_MODULUS;
  return ((b * 48_271 + a) % NOISE_MODULUS) / NOISE_MODULUS;
}

// Sums over many rows (the county sample's state totals) would recompute a month's factors per row.
const monthFactorCache = new Map<number, Array<{ units: number; price: number }>>();
function cachedMonthFactors(monthIndex: number): Array<{ units: number; price: number }> {
  let factors = monthFactorCache.get(monthIndex);
  if (!factors) {
    factors = monthFactors(monthIndex);
    monthFactorCache.set(monthIndex, factors);
  }
  return factors;
}

// ---- one row --------------------------------------------------------------------------------

export type UsmtoRow = {
  month: string;
  state: string;
  category: string;
  industry: string;
  shard: number;
  orders: number;
  units: number;
  value_usd: number;
};

/** The row at these coordinates, computed in JavaScript exactly as the SQL below computes it. */
export function computeUsmtoRow(monthIndex: number, s: number, c: number, i: number, shard = 0): UsmtoRow {
  const factors = cachedMonthFactors(monthIndex)[c] as { units: number; price: number };
  const key = noiseKey(monthIndex, s, c, i, shard);
  const [u1, u2, u3, u4] = [0, 1, 2, 3].map((k) => noise(key, k)) as [number, number, number, number];
  const expected =
    factors.units *
    (STATE_INDUSTRY[s * INDUSTRY_COUNT + i] as number) *
    (CATEGORY_INDUSTRY[c * INDUSTRY_COUNT + i] as number);
  const units = Math.floor(expected * (0.55 + 0.9 * u1) + u2);
  const orders = units === 0 ? 0 : Math.max(1, Math.floor(units * 0.72 + u3));
  const priceFactor = USMTO_INDUSTRIES[i]?.priceFactor as number;
  const value = Math.floor(units * factors.price * priceFactor * (0.8 + 0.4 * u4));
  return {
    month: monthKeyOf(monthIndex),
    state: USMTO_STATES[s]?.code as string,
    category: USMTO_CATEGORIES[c]?.name as string,
    industry: USMTO_INDUSTRIES[i]?.name as string,
    shard,
    orders,
    units,
    value_usd: value,
  };
}

// ---- the same formula as SQL ----------------------------------------------------------------

function text(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export type GeneratorRange = {
  /** First month index (0 = January 2015) and number of months. */
  fromMonth: number;
  months: number;
  /** Copies of every cell with their own noise (1 for the sample data; more for benchmarks). */
  shards: number;
  /** Keep only cells with at least one unit ordered (the sample data), or every cell. */
  onlyNonZero: boolean;
  /** Stop after this many rows (benchmarks ask for an exact size). */
  limitRows?: number;
};

/**
 * A SELECT of the rows (period, state_code, region, category, industry, shard, orders, units,
 * value_usd). It generates rows by index inside the engine: no data crosses the wire.
 */
export function usmtoGeneratorSql(dialect: SqlDialect, range: GeneratorRange): string {
  const { fromMonth, months, shards } = range;
  if (!(Number.isInteger(fromMonth) && fromMonth >= 0 && months > 0 && shards > 0 && shards <= 60)) {
    throw new Error('bad generator range');
  }
  const total = USMTO_CELLS_PER_MONTH * months * shards;
  const rows = range.limitRows === undefined ? total : Math.min(total, range.limitRows);
  const div = dialect === 'duckdb' ? '//' : '/';
  const series =
    dialect === 'duckdb' ? `range(${rows}) as g(r)` : `generate_series(0::bigint, ${rows - 1}::bigint) as g(r)`;

  // Lookup tables as constant arrays indexed by position: no joins for the planner to misjudge.
  // Doubles travel as text so that both engines parse them to exactly JavaScript's value.
  const doubles = (values: ArrayLike<number>) =>
    `cast(array[${Array.from(values, (v) => `'${String(v)}'`).join(',')}] as float8[])`;
  const texts = (values: readonly string[]) => `array[${values.map(text).join(',')}]`;
  const time = Array.from({ length: months }, (_, k) => monthFactors(fromMonth + k)).flat();
  const timeUnits = doubles(time.map((f) => f.units));
  const timePrice = doubles(time.map((f) => f.price));
  const priceFactor = doubles(USMTO_INDUSTRIES.map((ind) => ind.priceFactor));

  const M = NOISE_MODULUS;
  const seed = USMTO_NOISE_SEED;
  const noiseA = NOISE_STREAMS.map(([mul, add], k) => `(key * ${mul} + ${add + seed}) % ${M} as a${k + 1}`).join(', ');
  const noiseB = NOISE_STREAMS.map((_, k) => `a${k + 1}, (a${k + 1} * a${k + 1} + a${k + 1}) % ${M} as b${k + 1}`).join(
    ', ',
  );
  const noiseU = NOISE_STREAMS.map(
    (_, k) => `cast((b${k + 1} * 48271 + a${k + 1}) % ${M} as float8) / ${M} as u${k + 1}`,
  ).join(', ');
  const perMonth = USMTO_CELLS_PER_MONTH;
  const n = (v: number) => `cast('${String(v)}' as float8)`;
  // PostgreSQL would inline these nested selects and repeat the noise expressions; OFFSET 0
  // keeps each stage a stage. DuckDB eliminates common subexpressions by itself.
  const fence = dialect === 'postgres' ? ' offset 0' : '';
  const idx = (expr: string) => `cast(${expr} as integer)`;

  return `select make_date(cast(${USMTO_FIRST_MONTH.year} + m ${div} 12 as integer), cast(m % 12 + 1 as integer), 1) as period,
  (${texts(USMTO_STATES.map((st) => st.code))})[${idx('s + 1')}] as state_code,
  (${texts(USMTO_STATES.map((st) => st.region))})[${idx('s + 1')}] as region,
  (${texts(USMTO_CATEGORIES.map((c) => c.name))})[${idx('c + 1')}] as category,
  (${texts(USMTO_INDUSTRIES.map((ind) => ind.name))})[${idx('i + 1')}] as industry,
  cast(shard as integer) as shard,
  cast(case when units = 0 then 0 else greatest(1, floor(units * ${n(0.72)} + u3)) end as integer) as orders,
  cast(units as integer) as units,
  cast(floor(units * (${timePrice})[${idx(`(m - ${fromMonth}) * ${CATEGORY_COUNT} + c + 1`)}]
    * (${priceFactor})[${idx('i + 1')}] * (${n(0.8)} + ${n(0.4)} * u4)) as bigint) as value_usd
from (
  select s, c, i, m, shard, u3, u4,
    floor((${timeUnits})[${idx(`(m - ${fromMonth}) * ${CATEGORY_COUNT} + c + 1`)}]
      * (${doubles(STATE_INDUSTRY)})[${idx(`s * ${INDUSTRY_COUNT} + i + 1`)}]
      * (${doubles(CATEGORY_INDUSTRY)})[${idx(`c * ${INDUSTRY_COUNT} + i + 1`)}]
      * (${n(0.55)} + ${n(0.9)} * u1) + u2) as units
  from (
    select s, c, i, m, shard, ${noiseU}
    from (
      select s, c, i, m, shard, ${noiseB}
      from (
        select s, c, i, m, shard, ${noiseA}
        from (
          select s, c, i, m, shard, shard * 33554432 + ((m * 64 + s) * 8 + c) * 16 + i as key
          from (
            select r % ${INDUSTRY_COUNT} as i, (r ${div} ${INDUSTRY_COUNT}) % ${CATEGORY_COUNT} as c,
              (r ${div} ${INDUSTRY_COUNT * CATEGORY_COUNT}) % ${STATE_COUNT} as s,
              ${fromMonth} + (r ${div} ${perMonth}) % ${months} as m, r ${div} ${perMonth * months} as shard
            from ${series}${fence}
          ) coords${fence}
        ) keyed${fence}
      ) stage_a${fence}
    ) stage_b${fence}
  ) noisy${fence}
) cells${range.onlyNonZero ? '\nwhere units > 0' : ''}`;
}
