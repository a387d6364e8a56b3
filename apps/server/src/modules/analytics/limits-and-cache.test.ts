import { afterAll, describe, expect, it } from 'vitest';
import { cellOf, define, pg, USMTO } from '../../../test/analytics-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { runAnalysis } from './analysis-run.ts';
import { refreshAnalyticsCopy } from './analytics-copy.ts';
import { createAnalyticsEngine } from './duckdb-engine.ts';

const { app } = await buildTestApp();
const db = app.db;
const small = createAnalyticsEngine({ db, log: app.log, maxCells: 100 });
afterAll(() => small.close());

describe('limits', () => {
  it('refuses an analysis with more cells than the limit, and runs one within it', async () => {
    const tooBig = define({
      rows: ['state'],
      columns: ['year'],
      measures: [{ id: 'u', field: 'units', aggregate: 'sum' }],
    });
    await expect(runAnalysis({ engine: small, definition: tooBig, entitlements: USMTO })).rejects.toMatchObject({
      status: 400,
      code: 'too_many_cells',
      msg: 'This analysis has more than 100 cells. Add a filter or use fewer dimensions.',
    });
    const fits = define({
      rows: ['region'],
      columns: ['category'],
      measures: [{ id: 'u', field: 'units', aggregate: 'sum' }],
    });
    const result = await runAnalysis({ engine: small, definition: fits, entitlements: USMTO });
    expect(result.meta.cell_count).toBe(7 * 6);
  });

  it('interrupts a query that runs past the time limit, and goes on serving', async () => {
    await expect(small.query('select sum(x * x) as s from range(1000000000000) t(x)', [], 200)).rejects.toMatchObject({
      status: 503,
      code: 'query_timeout',
    });
    expect(await small.query('select 40 + 2 as answer')).toEqual([{ answer: 42 }]);
    // The first query of this engine loads its copy of the data, which takes long on a busy machine.
  }, 120_000);
});

describe('cache', () => {
  const engine = app.analyticsEngine;
  const definition = define({
    rows: ['state'],
    columns: ['category'],
    measures: [{ id: 'units', field: 'units', aggregate: 'sum' }],
    filters: { period: { from: '2019-01', to: '2019-12' }, members: [{ dimension: 'state', values: ['CA', 'MI'] }] },
  });

  it('answers an identical analysis from the cache, however its member lists are ordered', async () => {
    const first = await runAnalysis({ engine, definition, entitlements: USMTO });
    expect(first.meta.cached).toBe(false);
    const reordered = {
      ...definition,
      chart: { type: 'bar' as const },
      filters: { ...definition.filters, members: [{ dimension: 'state', values: ['MI', 'CA'], exclude: false }] },
    };
    const second = await runAnalysis({ engine, definition: reordered, entitlements: USMTO });
    expect(second.meta.cached).toBe(true);
    expect(second.cells).toEqual(first.cells);
  });

  it('serves the new figures once the copy is refreshed after a data load', async () => {
    const before = await runAnalysis({ engine, definition, entitlements: USMTO });
    const [row] = await pg(
      db,
      `select sum(units) as u from usmto_orders where state_code = 'CA' and category = 'Additive' and period between '2019-01-01' and '2019-12-01'`,
    );
    expect(cellOf(before, ['CA'], ['Additive'])).toBe(row?.u);
    await pg(
      db,
      `update usmto_orders set units = units + 1000 where state_code = 'CA' and category = 'Additive' and period = '2019-05-01'
        and industry = (select min(industry) from usmto_orders where state_code = 'CA' and category = 'Additive' and period = '2019-05-01')`,
    );
    const stale = await runAnalysis({ engine, definition, entitlements: USMTO });
    expect(stale.meta.cached).toBe(true);

    await refreshAnalyticsCopy({ engine });
    const after = await runAnalysis({ engine, definition, entitlements: USMTO });
    expect(after.meta.cached).toBe(false);
    expect(after.meta.data_version).not.toBe(before.meta.data_version);
    expect(cellOf(after, ['CA'], ['Additive'])).toBe((row?.u as number) + 1000);
  });
});
