// What a territory plan is sized with, read through the analytics service (runAnalysis) for one
// year: every county's establishments, employment and machine-tool consumption (the
// county-manufacturing dataset) and every state's USMTO orders (usmto-orders). Kept per engine
// data version and year, so that sizing a plan is arithmetic over a few thousand counties.
import { analysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { type AnalyticsEngine, type Entitlements, listCounties, runAnalysis } from '../analytics/service.ts';

export const COUNTY_DATASET = 'county-manufacturing';
export const ORDERS_DATASET = 'usmto-orders';

export type CountyFigures = {
  fips: string;
  name: string;
  establishments: number;
  employment: number;
  potential: number;
  /** The state's USMTO orders apportioned by this county's share of the state's consumption. */
  orders: number;
};

export type CountyBase = { year: number; years: number[]; counties: Map<string, CountyFigures> };

/** Rows of a one-dimension result: member key, its label and its cells. */
function memberRows(result: AnalysisResult): { key: string; label: string; cells: number[] }[] {
  const out: { key: string; label: string; cells: number[] }[] = [];
  result.row_headers.forEach((header, r) => {
    if (header.kind !== 'member' || !header.members[0]) return;
    out.push({
      key: header.members[0],
      label: header.labels[0] ?? header.members[0],
      cells: (result.cells[r]?.[0] ?? []).map((v) => Number(v ?? 0)),
    });
  });
  return out;
}

const yearWindow = (year: number) => ({ from: `${year}-01`, to: `${year}-12` });

async function run(engine: AnalyticsEngine, entitlements: Entitlements, definition: unknown) {
  return memberRows(await runAnalysis({ engine, entitlements, definition: analysisDefinition.parse(definition) }));
}

const totals = { row_grand_total: false, column_grand_total: false, subtotals: false };

/** The years the county data covers, oldest first. */
export async function countyYears(engine: AnalyticsEngine, entitlements: Entitlements): Promise<number[]> {
  const rows = await run(engine, entitlements, {
    version: 1,
    dataset: COUNTY_DATASET,
    rows: ['year'],
    measures: [{ id: 'potential', field: 'consumption_usd', aggregate: 'sum' }],
    totals,
  });
  return rows.map((r) => Number(r.key)).sort((a, b) => a - b);
}

const bases = new WeakMap<AnalyticsEngine, Map<string, CountyBase>>();

/** Every county's figures for a year (the latest when null); a year without data is a 400 upstream. */
export async function loadCountyBase(
  engine: AnalyticsEngine,
  entitlements: Entitlements,
  wantedYear: number | null,
): Promise<CountyBase | null> {
  const years = await countyYears(engine, entitlements);
  const year = wantedYear ?? years.at(-1);
  if (year === undefined || !years.includes(year)) return null;
  const key = `${engine.dataVersion(COUNTY_DATASET)}|${engine.dataVersion(ORDERS_DATASET)}|${year}`;
  let cache = bases.get(engine);
  if (!cache) {
    cache = new Map();
    bases.set(engine, cache);
  }
  const cached = cache.get(key);
  if (cached) return cached;

  const countyRows = await run(engine, entitlements, {
    version: 1,
    dataset: COUNTY_DATASET,
    rows: ['county'],
    measures: [
      { id: 'establishments', field: 'establishments', aggregate: 'sum' },
      { id: 'employment', field: 'employment', aggregate: 'sum' },
      { id: 'potential', field: 'consumption_usd', aggregate: 'sum' },
    ],
    filters: { period: yearWindow(year) },
    totals,
  });
  const stateRows = await run(engine, entitlements, {
    version: 1,
    dataset: ORDERS_DATASET,
    rows: ['state'],
    measures: [{ id: 'orders', field: 'value_usd', aggregate: 'sum' }],
    filters: { period: yearWindow(year) },
    totals,
  });
  const ordersOfState = new Map(stateRows.map((r) => [r.key, r.cells[0] ?? 0]));
  // The plan's rules take a county's bare us-atlas name and write it through the shared county label
  // ("Cuyahoga County, OH (39035)", regionLabel), as the browser does from the same name: the
  // dimension's label is already written so and would not match. The state by FIPS.
  const named = new Map(listCounties().map((c) => [c.fips, c]));
  const stateOf = (fips: string) => named.get(fips)?.state ?? fips.slice(0, 2);
  const consumptionOfState = new Map<string, number>();
  for (const r of countyRows) {
    const state = stateOf(r.key);
    consumptionOfState.set(state, (consumptionOfState.get(state) ?? 0) + (r.cells[2] ?? 0));
  }
  const counties = new Map<string, CountyFigures>();
  for (const r of countyRows) {
    const state = stateOf(r.key);
    const potential = r.cells[2] ?? 0;
    const stateConsumption = consumptionOfState.get(state) ?? 0;
    counties.set(r.key, {
      fips: r.key,
      name: named.get(r.key)?.name ?? r.label,
      establishments: r.cells[0] ?? 0,
      employment: r.cells[1] ?? 0,
      potential,
      orders: stateConsumption > 0 ? ((ordersOfState.get(state) ?? 0) * potential) / stateConsumption : 0,
    });
  }
  const base = { year, years, counties };
  cache.set(key, base);
  return base;
}
