import { MSG } from '@mti/contracts/analytics/analysis-definition';
import { describe, expect, it } from 'vitest';
import { pg } from '../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp, xsrfHeaders } from '../../../test/build-test-app.ts';
import { signIn } from '../../../test/sign-in.ts';

const { app } = await buildTestApp();
const member = await signInWithAnalytics(app, 'member');
const guest = await signInWithAnalytics(app, 'guest');
// Holds the usmto role, but the subscription ended on 2024-06-30.
const lapsed = await signInWithAnalytics(app, 'lapsed');

const definition = {
  version: 1,
  dataset: 'usmto-orders',
  rows: ['region'],
  columns: ['year'],
  measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
  filters: { period: { from: '2022-01', to: '2023-12' } },
};
const query = (body: unknown, headers: Record<string, string> = member.headers) =>
  app.inject({ method: 'POST', url: '/analytics/api/analyzer/query', headers, payload: body as object });

describe('signed-in, entitled users only', () => {
  it('answers nobody without an analytics session, whatever the body', async () => {
    expect((await app.inject({ url: '/analytics/api/analyzer/datasets' })).statusCode).toBe(401);
    // Signed in to the portal but not (yet) to the analytics service: no data either.
    const portalOnly = await signIn(app, 'member');
    expect(
      (await app.inject({ url: '/analytics/api/analyzer/datasets', headers: portalOnly.headers })).statusCode,
    ).toBe(401);
    const anonymous = await xsrfHeaders(app);
    for (const body of [{ definition }, { definition: { rows: 'nonsense' } }]) {
      const res = await query(body, anonymous);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('analytics_session_required');
    }
    const drill = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/drilldown',
      headers: anonymous,
      payload: { definition, cell: { row: [null], column: [null] } },
    });
    expect(drill.statusCode).toBe(401);
  });

  it('offers no dataset to a user without the USMTO subscription and refuses their queries', async () => {
    const list = await app.inject({ url: '/analytics/api/analyzer/datasets', headers: guest.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ datasets: [] });
    const res = await query({ definition }, guest.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'forbidden', msg: 'You do not have permission to access this page.' });
  });

  it('offers no dataset to a user whose subscription has expired, though they hold the USMTO role', async () => {
    const list = await app.inject({ url: '/analytics/api/analyzer/datasets', headers: lapsed.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ datasets: [] });
    const res = await query({ definition }, lapsed.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'forbidden', msg: 'You do not have permission to access this page.' });
    const drill = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/drilldown',
      headers: lapsed.headers,
      payload: { definition, cell: { row: ['Northeast'], column: ['2023'] } },
    });
    expect(drill.statusCode).toBe(403);
  });

  it('lists the USMTO dataset, labelled as sample data, with its dimensions and measures', async () => {
    const res = await app.inject({ url: '/analytics/api/analyzer/datasets', headers: member.headers });
    expect(res.statusCode).toBe(200);
    const [dataset] = res.json().datasets;
    expect(dataset).toMatchObject({ id: 'usmto-orders', sample: true, period: { first: '2015-01' } });
    expect(dataset.title).toContain('sample data');
    expect(dataset.dimensions.map((d: { id: string }) => d.id)).toEqual([
      'month',
      'quarter',
      'year',
      'region',
      'state',
      'category',
      'industry',
    ]);
    expect(dataset.dimensions.find((d: { id: string }) => d.id === 'state').members).toHaveLength(51);
    expect(dataset.measures.map((m: { field: string }) => m.field)).toEqual(['orders', 'units', 'value_usd']);
    expect(dataset.blend_keys).toEqual(['state', 'month', 'industry']);
  });

  it('runs an analysis and a drill-down for an entitled member', async () => {
    const res = await query({ definition });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.column_headers.map((h: { labels: string[] }) => h.labels[0])).toEqual(['2022', '2023', null]);
    const [total] = await pg(
      app.db,
      `select sum(value_usd) as v from usmto_orders where period between '2022-01-01' and '2023-12-01'`,
    );
    expect(body.cells.at(-1).at(-1)).toEqual([total?.v]);

    const drill = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/drilldown',
      headers: member.headers,
      payload: { definition, cell: { row: ['Northeast'], column: ['2023'] }, page: 1, page_size: 5 },
    });
    expect(drill.statusCode).toBe(200);
    expect(drill.json().rows).toHaveLength(5);
    expect(drill.json().rows.every((r: string[]) => r[1] === 'Northeast' && r[0]?.startsWith('2023'))).toBe(true);
  });
});

describe('no text from the client reaches SQL', () => {
  const countFacts = async () => (await pg(app.db, 'select count(*)::int as n from usmto_orders'))[0]?.n;

  it('refuses a dimension or measure name carrying SQL, or one the dataset does not declare', async () => {
    const before = await countFacts();
    const cases: Array<[object, string, string]> = [
      [{ rows: ['region; drop table usmto_orders'] }, 'definition.rows.0', MSG.badDimension],
      [
        { rows: ['zipcode'] },
        'definition.rows.0',
        '"zipcode" is not a dimension of USMTO orders (sample data). Choose a dimension from the list.',
      ],
      [{ columns: ['"state"'] }, 'definition.columns.0', MSG.badDimension],
      [
        { measures: [{ id: 'v', field: 'value_usd) from pg_tables --', aggregate: 'sum' }] },
        'definition.measures.0.field',
        MSG.badField,
      ],
      [
        { measures: [{ id: 'v', field: 'region', aggregate: 'sum' }] },
        'definition.measures.0.field',
        '"region" is not a measure of USMTO orders (sample data). Choose a measure from the list.',
      ],
      [
        { measures: [{ id: 'v; delete', field: 'units', aggregate: 'sum' }] },
        'definition.measures.0.id',
        MSG.badMeasureId,
      ],
      [
        { filters: { members: [{ dimension: 'state) or (1=1', values: ['CA'] }] } },
        'definition.filters.members.0.dimension',
        MSG.badDimension,
      ],
      [
        { measures: [{ id: 'v', field: 'units', aggregate: 'sum(units)); --' }] },
        'definition.measures.0.aggregate',
        '',
      ],
    ];
    for (const [patch, field, msg] of cases) {
      const res = await query({ definition: { ...definition, ...patch } });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().field).toBe(field);
      if (msg) expect(res.json().msg).toBe(msg);
    }
    expect(await countFacts()).toBe(before);
  });

  it('treats member values carrying SQL as plain values', async () => {
    const res = await query({
      definition: {
        ...definition,
        filters: { members: [{ dimension: 'state', values: ["CA' or '1'='1", "TX'); drop table usmto_orders; --"] }] },
        what_if: { months: 3, members: [{ dimension: 'region', member: "West' --", percent_per_year: 5 }] },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().row_headers).toEqual([]);
    const drill = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/drilldown',
      headers: member.headers,
      payload: { definition, cell: { row: ["West' or 1=1 --"], column: [null] } },
    });
    expect(drill.statusCode).toBe(200);
    expect(drill.json().total_rows).toBe(0);
    expect((await query({ definition })).statusCode).toBe(200);
  });

  it('refuses a drill-down cell that does not fit the analysis', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/drilldown',
      headers: member.headers,
      payload: { definition, cell: { row: ['West', 'CA'], column: [null] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', field: 'cell' });
  });

  it('refuses an analysis over the cell limit', async () => {
    const res = await query({
      definition: { ...definition, rows: ['state', 'month'], columns: ['industry', 'category'], filters: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'too_many_cells',
      msg: 'This analysis has more than 50,000 cells. Add a filter or use fewer dimensions.',
    });
  });
});
