// Summary tables (rollups.ts) never change a figure: for random pivots (dimensions on both axes,
// filters, periods, top-N with and without 'Other', every additive and bounding aggregate, totals,
// subtotals, shares and running totals) the result read from the summaries equals the result read
// from the rows, and one covered figure equals an independent SQL computation. Distinct counts of a
// measure read a distinct-value summary and equal the rows too (random pivots, and SQL); analyses that
// need the rows (distinct counts of a dimension, counts of a dimension, what-if) never pick a summary.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { describe, expect, it } from 'vitest';
import { cellOf, define, FACTS, pg, USMTO } from '../../../test/analytics-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { planAnalysis } from './analysis-plan.ts';
import { runAnalysis } from './analysis-run.ts';
import { USMTO_ORDERS_DATASET } from './datasets/usmto-orders/usmto-orders-dataset.ts';
import { seedUsmtoOrders } from './datasets/usmto-orders/usmto-sample.ts';
import { chooseRollup } from './rollups.ts';

const { app } = await buildTestApp();
const engine = app.analyticsEngine;
await engine.whenReady();
// The summaries are built once the copy answers (queries read the rows until then).
await engine.whenFinished();

/** A small deterministic generator (mulberry32): the same pivots every run. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const some = <T>(list: readonly T[], max: number): T[] => {
    const shuffled = [...list].sort(() => next() - 0.5);
    return shuffled.slice(0, 1 + int(max));
  };
  return { next, int, pick, some };
}

const DIMENSIONS = ['month', 'quarter', 'year', 'region', 'state', 'category', 'industry'];
const MEMBER_DIMENSIONS = USMTO_ORDERS_DATASET.dimensions.filter((d) => d.kind === 'member');
const FIELDS = ['orders', 'units', 'value_usd'];
const AGGREGATES = ['sum', 'avg', 'min', 'max', 'count'] as const;

function randomPivot(r: ReturnType<typeof random>): Omit<AnalysisDefinitionInput, 'version' | 'dataset'> {
  const dims = r.some(DIMENSIONS, 2);
  const split = r.int(dims.length + 1);
  const measures = r.some(FIELDS, 1).map((field, i) => {
    const aggregate = r.pick(AGGREGATES);
    const additive = aggregate === 'sum' || aggregate === 'count';
    const calculation = additive ? r.pick(['none', 'none', 'percent_of_total', 'running_total'] as const) : 'none';
    return { id: `m${i}`, field, aggregate, calculation };
  });
  const members = [];
  if (r.next() < 0.5) {
    const dim = r.pick(MEMBER_DIMENSIONS);
    members.push({ dimension: dim.id, values: r.some(dim.members, 3).map((m) => m.key), exclude: r.next() < 0.3 });
  }
  const year = 2016 + r.int(8);
  const period =
    r.next() < 0.5 ? { from: `${year}-0${1 + r.int(9)}`, to: `${year + r.int(3)}-1${r.int(3)}` } : undefined;
  const memberInView = dims.filter((d) => MEMBER_DIMENSIONS.some((m) => m.id === d));
  const top_n =
    memberInView.length > 0 && r.next() < 0.4
      ? { dimension: r.pick(memberInView), measure: 'm0', n: 1 + r.int(6), other: r.next() < 0.6 }
      : undefined;
  return {
    rows: dims.slice(0, split),
    columns: dims.slice(split),
    measures,
    filters: { period, members },
    top_n,
    totals: { row_grand_total: r.next() < 0.7, column_grand_total: r.next() < 0.7, subtotals: r.next() < 0.4 },
    sort: r.next() < 0.3 ? { rows: { by: 'measure', measure: 'm0', direction: 'desc' } } : {},
  };
}

const run = (definition: ReturnType<typeof define>, rollups: boolean) =>
  runAnalysis({ engine, definition, entitlements: USMTO, cache: false, rollups });

describe('summary tables', { timeout: 300_000 }, () => {
  it('give exactly the figures of the rows for random pivots', async () => {
    const partials = engine.rollupsOf('usmto-orders').filter((r) => !r.distinctOf);
    expect(partials.length).toBe(USMTO_ORDERS_DATASET.rollups?.length);
    const r = random(20261127);
    let covered = 0;
    for (let i = 0; i < 80; i++) {
      const definition = define(randomPivot(r));
      if (chooseRollup(planAnalysis(USMTO_ORDERS_DATASET, definition), engine.rollupsOf('usmto-orders'))) covered++;
      const fromRollup = await run(definition, true);
      const fromRows = await run(definition, false);
      expect(fromRollup, JSON.stringify(definition)).toEqual(fromRows);
    }
    // The pivots exercise the summaries, not only the fallback.
    expect(covered).toBeGreaterThan(60);
  });

  it('read from a summary, equal SQL on the system of record', async () => {
    const definition = define({
      rows: ['state'],
      columns: ['category'],
      measures: [
        { id: 'value', field: 'value_usd', aggregate: 'sum' },
        { id: 'avg', field: 'units', aggregate: 'avg' },
      ],
      filters: { period: { from: '2020-01', to: '2021-06' } },
    });
    const rollup = chooseRollup(planAnalysis(USMTO_ORDERS_DATASET, definition), engine.rollupsOf('usmto-orders'));
    expect(rollup?.columns).toEqual(['period', 'region', 'state', 'category']);
    const result = await run(definition, true);
    const expected = await pg(
      app.db,
      `select state_code, category, sum(value_usd)::float8 as v, avg(units)::float8 as a from ${FACTS}
       where month between '2020-01' and '2021-06' group by 1, 2`,
    );
    expect(expected.length).toBeGreaterThan(100);
    for (const row of expected) {
      const at = [String(row.state_code)];
      const category = [String(row.category)];
      expect(cellOf(result, at, category, 0)).toBe(row.v);
      expect(cellOf(result, at, category, 1)).toBeCloseTo(Number(row.a), 9);
    }
  });

  it('give distinct counts of a measure exactly as the rows do, for random pivots', async () => {
    const r = random(20261129);
    let covered = 0;
    for (let i = 0; i < 40; i++) {
      const pivot = randomPivot(r);
      const field = r.pick(['orders', 'units']);
      const measures = [{ id: 'm0', field, aggregate: 'count_distinct' as const }];
      const definition = define({ ...pivot, measures, sort: {} });
      const chosen = chooseRollup(planAnalysis(USMTO_ORDERS_DATASET, definition), engine.rollupsOf('usmto-orders'));
      if (chosen) {
        expect(chosen.distinctOf).toBe(field);
        covered++;
      }
      const fromRollup = await run(definition, true);
      const fromRows = await run(definition, false);
      expect(fromRollup, JSON.stringify(definition)).toEqual(fromRows);
    }
    // The test's sample is small: only the coarsest distinct-value summaries stay under a quarter of
    // its rows (period, region and state), so pivots of a category or an industry read the rows.
    expect(covered).toBeGreaterThan(10);
  });

  it('are passed by analyses that need the rows: distinct counts of a dimension, counts of a dimension, what-if', async () => {
    const rollups = engine.rollupsOf('usmto-orders');
    const needsRows: Array<Omit<AnalysisDefinitionInput, 'version' | 'dataset'>> = [
      { rows: ['state'], measures: [{ id: 'n', field: 'industry', aggregate: 'count_distinct' }] },
      {
        rows: ['region'],
        measures: [
          { id: 'n', field: 'units', aggregate: 'count_distinct' },
          { id: 'v', field: 'value_usd', aggregate: 'sum' },
        ],
      },
      { rows: ['state'], measures: [{ id: 'n', field: 'industry', aggregate: 'count' }] },
      {
        rows: ['year'],
        measures: [{ id: 'v', field: 'value_usd', aggregate: 'sum' }],
        what_if: { months: 12, overall_percent_per_year: 5 },
      },
    ];
    for (const d of needsRows)
      expect(chooseRollup(planAnalysis(USMTO_ORDERS_DATASET, define(d)), rollups)).toBe(undefined);

    const distinct = await run(define(needsRows[0] as Parameters<typeof define>[0]), true);
    const expected = await pg(app.db, `select state_code, count(distinct industry)::int as n from ${FACTS} group by 1`);
    for (const row of expected) expect(cellOf(distinct, [String(row.state_code)], [])).toBe(row.n);
    // Distinct units alone read their distinct-value summary, and equal SQL on the system of record.
    const unitsByRegion = define({
      rows: ['region'],
      measures: [{ id: 'n', field: 'units', aggregate: 'count_distinct' }],
    });
    const chosen = chooseRollup(planAnalysis(USMTO_ORDERS_DATASET, unitsByRegion), rollups);
    expect(chosen?.distinctOf).toBe('units');
    expect(chosen?.columns).toEqual(['period', 'region']);
    const distinctUnits = await run(unitsByRegion, true);
    const units = await pg(app.db, `select region, count(distinct units)::int as n from ${FACTS} group by 1`);
    expect(units.length).toBe(6);
    for (const row of units) expect(cellOf(distinctUnits, [String(row.region)], [])).toBe(row.n);
  });

  it('are not read after a reload until rebuilt from the new rows', async () => {
    // 2020 holds January only: a partial year, shown here (left out by default, partial-periods.test.ts).
    const definition = define({
      rows: ['year'],
      measures: [{ id: 'v', field: 'value_usd', aggregate: 'sum' }],
      include_partial_periods: true,
    });
    // A new load in the system of record (as if run in February 2020), and this instance's refresh.
    await seedUsmtoOrders({ db: app.db, now: new Date('2020-02-10T12:00:00Z') });
    const expected = await pg(app.db, `select year, sum(value_usd)::float8 as v from ${FACTS} group by 1`);
    expect(expected.map((r) => String(r.year)).sort()).toEqual(['2015', '2016', '2017', '2018', '2019', '2020']);
    const check = (result: Awaited<ReturnType<typeof run>>) => {
      for (const row of expected) expect(cellOf(result, [String(row.year)], [])).toBe(row.v);
      expect(result.row_headers.filter((h) => h.kind === 'member')).toHaveLength(expected.length);
    };
    await engine.refresh('usmto-orders');
    // At once, while the new summaries are being built: the new rows (the old summaries hold years up to now).
    check(await run(definition, true));
    await engine.whenFinished();
    expect(
      chooseRollup(planAnalysis(USMTO_ORDERS_DATASET, definition), engine.rollupsOf('usmto-orders')),
    ).toBeDefined();
    check(await run(definition, true));
  });
});
