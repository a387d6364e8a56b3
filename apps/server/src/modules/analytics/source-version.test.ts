// A data load made by another instance (`npm run seed:analytics` elsewhere) reaches a running
// server through the dataset's version: the engine's periodic check sees it and reloads its copy.
// Here the load runs through the module's own seed function, and nobody calls refreshAnalyticsCopy.
import { describe, expect, it } from 'vitest';
import { FACTS, pg } from '../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { seedUsmtoOrders } from './datasets/usmto-orders/usmto-sample.ts';

const { app } = await buildTestApp();
const member = await signInWithAnalytics(app, 'member');

const definition = {
  version: 1,
  dataset: 'usmto-orders',
  rows: ['year'],
  columns: [],
  measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
  filters: { period: { from: '2019-01', to: '2021-12' } },
  totals: { row_grand_total: false, column_grand_total: false, subtotals: false },
  // The reload below ends the data in January 2020: that year is partial then, and would be left
  // out by default (decision 071). This test is about the reload, so it keeps partial periods.
  include_partial_periods: true,
};
const query = async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/analytics/api/analyzer/query',
    headers: member.headers,
    payload: { definition },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  const byYear = Object.fromEntries(
    body.row_headers.map((h: { members: string[] }, i: number) => [h.members[0], body.cells[i][0][0]]),
  );
  return { byYear, version: body.meta.data_version as string };
};
/** The same figures, computed by PostgreSQL/PGlite on the system of record. */
const expected = async () =>
  Object.fromEntries(
    (
      await pg(
        app.db,
        `select year, sum(value_usd) as v from ${FACTS} where period between '2019-01-01' and '2021-12-01' group by 1`,
      )
    ).map((r) => [String(r.year), r.v]),
  );
const lastMonth = async () => {
  const res = await app.inject({ url: '/analytics/api/analyzer/datasets', headers: member.headers });
  return res.json().datasets[0].period.last as string;
};

describe('a data load made by another instance', () => {
  it('keeps the copy when the version check finds no newer load', async () => {
    const before = await query();
    await app.analyticsEngine.checkSourceVersion();
    const after = await query();
    expect(after.version).toBe(before.version);
    expect(after.byYear).toEqual(before.byYear);
  });

  it('reaches the query API once the version check has run, with the new figures', async () => {
    const before = await query();
    expect(before.byYear).toEqual(await expected());
    expect(Object.keys(before.byYear)).toEqual(['2019', '2020', '2021']);

    // The load of another instance: new rows (as if run in February 2020) and a new dataset version.
    await seedUsmtoOrders({ db: app.db, now: new Date('2020-02-10T12:00:00Z') });
    const loaded = await expected();
    expect(loaded['2020']).toBeLessThan(before.byYear['2020']);
    // Until the check runs, this instance answers from its old copy.
    expect((await query()).byYear).toEqual(before.byYear);

    await app.analyticsEngine.checkSourceVersion();
    const after = await query();
    expect(after.version).not.toBe(before.version);
    expect(after.byYear).toEqual(loaded);
    expect(Object.keys(after.byYear)).toEqual(['2019', '2020']);
    expect(await lastMonth()).toBe('2020-01');
  });
});
