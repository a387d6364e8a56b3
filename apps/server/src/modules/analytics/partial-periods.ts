// Partial periods: a quarter or year on an axis that the dataset's data covers only some months of
// (the data starts or ends mid-quarter, the period filter cuts one, a projection stops inside one).
// Found here from the months the dataset holds, not by the client, and left out of the query by
// default so a two-month quarter is not read as a fall (decision 071).
import type { PartialPeriod } from '@mti/contracts/analytics/analyzer-api';
import { addMonths, monthsBetween } from '@mti/contracts/common/month';
import type { AnalysisPlan } from './analysis-plan.ts';
import type { AnalyticsEngine } from './duckdb-engine.ts';

type PeriodDimension = PartialPeriod['dimension'];
const PERIOD_LEVELS: readonly PeriodDimension[] = ['quarter', 'year'];

/** The months of a quarter or year key, or null for anything else. */
function monthsOf(dimension: PeriodDimension, key: string): string[] | null {
  if (dimension === 'year') return /^\d{4}$/.test(key) ? monthsBetween(`${key}-01`, `${key}-12`) : null;
  const m = /^(\d{4})-Q([1-4])$/.exec(key);
  if (!m) return null;
  const first = `${m[1]}-${String((Number(m[2]) - 1) * 3 + 1).padStart(2, '0')}`;
  return [0, 1, 2].map((i) => addMonths(first, i));
}

function keyOf(dimension: PeriodDimension, month: string): string {
  const year = month.slice(0, 4);
  return dimension === 'year' ? year : `${year}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;
}

function labelOf(dimension: PeriodDimension, key: string): string {
  return dimension === 'year' ? key : `${key.slice(5)} ${key.slice(0, 4)}`;
}

/**
 * Every quarter or year holding some but not all of the months it should, in time order. What it
 * should hold follows the dataset's cadence (the months of the year its data ever falls in): a
 * yearly dataset dated January has whole years, a monthly one needs all twelve months.
 */
export function partialPeriodsIn(
  dimensions: readonly PeriodDimension[],
  covered: ReadonlySet<string>,
  cadence: ReadonlySet<string> = new Set(monthsBetween('2000-01', '2000-12').map((m) => m.slice(5))),
): PartialPeriod[] {
  const found: PartialPeriod[] = [];
  for (const dimension of dimensions) {
    const keys = [...new Set([...covered].map((m) => keyOf(dimension, m)))].sort();
    for (const key of keys) {
      const months = (monthsOf(dimension, key) as string[]).filter((m) => cadence.has(m.slice(5)));
      const n = months.filter((m) => covered.has(m)).length;
      if (n < months.length)
        found.push({ dimension, key, label: labelOf(dimension, key), months: n, of: months.length });
    }
  }
  return found;
}

// The months a dataset holds, per dataset and data version (one distinct scan per load).
const monthsCache = new WeakMap<AnalyticsEngine, Map<string, Promise<string[]>>>();

async function datasetMonths(engine: AnalyticsEngine, plan: AnalysisPlan): Promise<string[]> {
  const { dataset } = plan;
  const byKey = monthsCache.get(engine) ?? new Map<string, Promise<string[]>>();
  monthsCache.set(engine, byKey);
  const key = `${dataset.id}|${engine.dataVersion(dataset.id)}`;
  let months = byKey.get(key);
  if (!months) {
    const col = dataset.periodColumn as string;
    months = engine
      .query(`select distinct strftime(${col}, '%Y-%m') as m from ${dataset.table} where ${col} is not null`)
      .then((rows) => rows.map((r) => String(r.m)));
    months.catch(() => byKey.delete(key));
    byKey.set(key, months);
  }
  return months;
}

/**
 * The partial periods of the quarters and years in view: the dataset's months within the period
 * filter, plus the projected months after the last actual one.
 */
export async function partialPeriodsOf(
  engine: AnalyticsEngine,
  plan: AnalysisPlan,
  lastActualMonth: string | null | undefined,
): Promise<PartialPeriod[]> {
  const inView = [...plan.rows, ...plan.columns].map((d) => d.id);
  const dimensions = PERIOD_LEVELS.filter((d) => inView.includes(d));
  if (!plan.dataset.periodColumn || dimensions.length === 0) return [];
  const months = (await datasetMonths(engine, plan)).sort();
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  // The data covers its span from its first to its last month: a month without rows inside it (a
  // sparse upload) is a quiet month, not a missing one. The period filter cuts the span.
  const { from, to } = plan.definition.filters.period ?? {};
  const start = from && from > first ? from : first;
  const end = to && to < last ? to : last;
  const covered = new Set(start <= end ? monthsBetween(start, end) : []);
  const whatIf = plan.definition.what_if;
  if (whatIf && lastActualMonth) for (let i = 1; i <= whatIf.months; i++) covered.add(addMonths(lastActualMonth, i));
  return partialPeriodsIn(dimensions, covered, new Set(months.map((m) => m.slice(5))));
}
