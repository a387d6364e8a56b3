// The choropleth's pre-aggregate: every state's and county's establishments, employment and
// consumption per leaf industry (the dataset's `industry` members) and year, read once per data
// version of the county dataset from the analytics service (one grouped statement over the engine's
// copy, the rows an analysis reads), then kept in memory. A choropleth is then a sum over a dozen
// leaf industries per region instead of an analysis planned and pivoted over 3,142 counties per
// request. Only integer columns are summed, so a subsector's, a state's or all industries' total
// equals the analyzer's whatever the order of addition. Decision 059.
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { ALL_INDUSTRIES, type MarketLevel, type MarketMeasure } from '@mti/contracts/markets/markets-api';
import { type AnalyticsEngine, countyLeafFigures } from '../analytics/service.ts';

const MEASURES = ['establishments', 'employment', 'consumption_usd'] as const satisfies readonly MarketMeasure[];

/** region → leaf industry → [establishments, employment, consumption_usd]. */
type RegionFigures = Map<string, Map<string, number[]>>;
/** year → level → region figures. */
export type ChoroplethAggregate = Map<string, Record<MarketLevel, RegionFigures>>;

type Context = { engine: AnalyticsEngine };

const built = new WeakMap<AnalyticsEngine, { version: string; aggregate: Promise<ChoroplethAggregate> }>();
function add(into: RegionFigures, region: string, industry: string, figures: readonly number[]) {
  let industries = into.get(region);
  if (!industries) {
    industries = new Map();
    into.set(region, industries);
  }
  const sums = industries.get(industry) ?? [0, 0, 0];
  industries.set(
    industry,
    sums.map((v, k) => v + (figures[k] ?? 0)),
  );
}

async function build(context: Context): Promise<ChoroplethAggregate> {
  const aggregate: ChoroplethAggregate = new Map();
  for (const row of await countyLeafFigures(context.engine)) {
    let ofYear = aggregate.get(row.year);
    if (!ofYear) {
      ofYear = { state: new Map(), county: new Map() };
      aggregate.set(row.year, ofYear);
    }
    const figures = MEASURES.map((m) => row[m]);
    add(ofYear.county, row.county, row.industry, figures);
    add(ofYear.state, row.state, row.industry, figures);
  }
  return aggregate;
}

/**
 * The pre-aggregate of the dataset's current data version: null while it is being built (the
 * first call starts the build; callers answer with an analysis meanwhile).
 */
export function readyChoroplethAggregate(context: Context, dataset: DatasetDescription): ChoroplethAggregate | null {
  const version = context.engine.dataVersion(dataset.id);
  const current = built.get(context.engine);
  if (current?.version === version) return settled.get(current.aggregate) ?? null;
  const aggregate = build(context);
  built.set(context.engine, { version, aggregate });
  aggregate.then(
    (done) => settled.set(aggregate, done),
    // A failed build is forgotten: the next call tries again (and answers by analysis meanwhile).
    () => {
      if (built.get(context.engine)?.aggregate === aggregate) built.delete(context.engine);
    },
  );
  return null;
}

const settled = new WeakMap<Promise<ChoroplethAggregate>, ChoroplethAggregate>();

/** Resolves once the current version's pre-aggregate is built (tests and the benchmark wait for it). */
export async function whenChoroplethAggregateBuilt(context: Context, dataset: DatasetDescription): Promise<void> {
  readyChoroplethAggregate(context, dataset);
  await built.get(context.engine)?.aggregate;
}

/** Does a leaf industry belong to the chosen code (all, a 3-digit subsector, or itself)? */
function matches(code: string, leaf: string): boolean {
  return code === ALL_INDUSTRIES || leaf === code || (code.length === 3 && leaf.startsWith(code));
}

/** Each region with a row of the industry, and the measure summed over its matching leaves. */
export function choroplethFromAggregate(
  aggregate: ChoroplethAggregate,
  query: { level: MarketLevel; industry: string; measure: MarketMeasure; year: string },
): Array<{ key: string; value: number }> {
  const regions = aggregate.get(query.year)?.[query.level] ?? new Map();
  const k = MEASURES.indexOf(query.measure);
  const out: Array<{ key: string; value: number }> = [];
  for (const [key, industries] of regions) {
    let value = 0;
    let found = false;
    for (const [leaf, figures] of industries)
      if (matches(query.industry, leaf)) {
        found = true;
        value += figures[k] ?? 0;
      }
    if (found) out.push({ key, value });
  }
  return out;
}
