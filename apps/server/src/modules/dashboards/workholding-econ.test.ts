// The Advanced Workholding and Economic Trends dashboards through HTTP on the real app: figures,
// arrows and forecast checked against SQL run directly on the seeded system of record (not through
// DuckDB, not through the shared arrow function), and who may open them.
import { DASHBOARD_MSG, type DashboardData } from '@mti/contracts/dashboards/dashboards-api';
import { describe, expect, it } from 'vitest';
import { pg } from '../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signIn } from '../../../test/sign-in.ts';

const { app } = await buildTestApp();
const db = app.db;
const member = await signInWithAnalytics(app, 'member');
// Economic Trends has terms of its own: the member accepts them once.
await app.inject({ method: 'PUT', url: '/api/mti/acceptEula/econ', headers: member.headers });

async function dashboard(detailId: string, filters: object) {
  const ticket = await app.inject({ url: `/api/mti/getTableauContent/${detailId}`, headers: member.headers });
  expect(ticket.statusCode).toBe(200);
  return app.inject({
    method: 'POST',
    url: '/analytics/api/dashboards/data',
    headers: member.headers,
    payload: { content: ticket.json().content, filters },
  });
}

/** The arrow of the help page, written again in SQL: ±5% of the prior total, inclusive. */
const ARROW_SQL = (cur: string, prior: string) =>
  `case when ${prior} = 0 then null when 20 * (${cur} - ${prior}) >= ${prior} then 'up'
        when 20 * (${prior} - ${cur}) >= ${prior} then 'down' else 'level' end`;

describe('the Advanced Workholding dashboard', () => {
  it('computes orders and the arrows by category that SQL computes', async () => {
    const filters = { from: '2024-01', to: '2025-06', region: 'Great Lakes' };
    const res = await dashboard('6101', filters);
    expect(res.statusCode).toBe(200);
    const body = res.json() as DashboardData;
    expect(body).toMatchObject({ title: 'Advanced Workholding Technology', sample: true, map: null });
    const [total] = await pg(
      db,
      `select sum(value_usd) as v, sum(units) as u from awt_orders
        where region = 'Great Lakes' and period between '2024-01-01' and '2025-06-01'`,
    );
    expect(body.kpis.find((k) => k.id === 'orders_value')?.value).toBe(total?.v);
    expect(body.kpis.find((k) => k.id === 'units')?.value).toBe(total?.u);

    const expected = await pg(
      db,
      `with w as (
         select category,
           sum(value_usd) filter (where period between '2025-04-01' and '2025-06-01') as cur,
           sum(value_usd) filter (where period between '2025-03-01' and '2025-05-01') as mom,
           sum(value_usd) filter (where period between '2024-04-01' and '2024-06-01') as yoy,
           min(participants) filter (where period between '2025-04-01' and '2025-06-01') as participants
         from awt_orders where region = 'Great Lakes' group by category)
       select category, cur, ${ARROW_SQL('cur', 'mom')} as mom_arrow, ${ARROW_SQL('cur', 'yoy')} as yoy_arrow,
         participants < 3 as confidential from w`,
    );
    expect(body.arrows?.rows).toHaveLength(8);
    expect(body.arrows?.helpPath).toBe('/documentation/awt/awt-monthly-arrow-indicator');
    for (const row of expected) {
      const shown = body.arrows?.rows.find((r) => r.name === row.category);
      expect(shown?.confidential, String(row.category)).toBe(row.confidential);
      if (row.confidential) {
        expect(shown?.mom.direction).toBeNull();
        expect(shown?.current).toBe(0);
      } else {
        expect(shown?.current).toBe(row.cur);
        expect(shown?.mom.direction, String(row.category)).toBe(row.mom_arrow);
        expect(shown?.yoy.direction, String(row.category)).toBe(row.yoy_arrow);
      }
    }
  });

  it('hides the arrows of a category with fewer than three participants in a month of the window', async () => {
    const [month] = await pg(
      db,
      `select to_char(period, 'YYYY-MM') as m, category from awt_orders
        where participants < 3 and period >= '2016-03-01' order by period limit 1`,
    );
    expect(month).toBeDefined();
    const res = await dashboard('6101', { to: month?.m, category: month?.category });
    const rows = (res.json() as DashboardData).arrows?.rows;
    expect(rows).toEqual([
      expect.objectContaining({
        name: month?.category,
        confidential: true,
        mom: expect.objectContaining({ direction: null }),
      }),
    ]);
  });

  it('refuses an unknown category and a filter it does not offer', async () => {
    const unknown = await dashboard('6101', { category: 'Hover clamps' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ msg: DASHBOARD_MSG.badFilter, field: 'filters.category' });
    const notOffered = await dashboard('6101', { indicator: 'Machine-tool orders' });
    expect(notOffered.json()).toMatchObject({ msg: DASHBOARD_MSG.filterNotOffered, field: 'filters.indicator' });
  });

  it('opens only for holders of the awt role with an active subscription', async () => {
    for (const userid of ['lapsed', 'guest']) {
      const res = await app.inject({
        url: '/api/mti/getTableauContent/6101',
        headers: (await signIn(app, userid)).headers,
      });
      expect(res.statusCode, userid).toBe(403);
    }
  });
});

describe('the Economic Trends dashboard', () => {
  const indicator = 'Machine-tool orders';

  it('gives the latest values and the forecast SQL computes, the same twice, its band around it', async () => {
    const res = await dashboard('5203', { to: '2024-06', indicator });
    expect(res.statusCode).toBe(200);
    const body = res.json() as DashboardData;
    expect(body.applied).toMatchObject({ to: '2024-06', indicator });
    const latest = await pg(db, `select indicator, value from econ_indicators where period = '2024-06-01'`);
    for (const row of latest) expect(body.kpis.find((k) => k.label === row.indicator)?.value).toBe(row.value);

    // Seasonal naive with drift, again in SQL: the 24 yearly changes to June 2024.
    const [basis] = await pg(
      db,
      `select avg(a.value - b.value) as drift, stddev_samp(a.value - b.value) as sd
         from econ_indicators a join econ_indicators b
           on b.indicator = a.indicator and b.period = (a.period - interval '12 months')::date
        where a.indicator = '${indicator}' and a.period between '2022-07-01' and '2024-06-01'`,
    );
    const lastYear = await pg(
      db,
      `select value from econ_indicators where indicator = '${indicator}'
        and period between '2023-07-01' and '2024-06-01' order by period`,
    );
    const point = lastYear.map((r) => Math.round((Number(r.value) + Number(basis?.drift)) * 100) / 100);
    const forecast = body.trend.series.find((s) => s.name === 'Forecast')?.values.slice(-12);
    expect(forecast).toHaveLength(12);
    forecast?.forEach((v, i) => {
      expect(v).toBeCloseTo(point[i] ?? Number.NaN, 1);
    });
    expect(body.trend.months.at(-1)).toBe('2025-06');
    const band = body.trend.band;
    expect(band?.from).toBe('2024-07');
    const half = 1.2816 * Number(basis?.sd);
    band?.upper.slice(-12).forEach((u, i) => {
      const p = forecast?.[i] ?? Number.NaN;
      expect(u).toBeCloseTo(p + half, 1);
      expect(band.lower.slice(-12)[i]).toBeLessThanOrEqual(p);
      expect(u).toBeGreaterThanOrEqual(p);
    });
    const again = (await dashboard('5203', { to: '2024-06', indicator })).json() as DashboardData;
    expect(again.trend).toEqual(body.trend);
  });

  it('refuses an unknown indicator and filters it does not offer', async () => {
    const unknown = await dashboard('5203', { indicator: 'Consumer sentiment' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ msg: DASHBOARD_MSG.badFilter, field: 'filters.indicator' });
    const notOffered = await dashboard('5203', { category: 'Machine vises' });
    expect(notOffered.json()).toMatchObject({ msg: DASHBOARD_MSG.filterNotOffered, field: 'filters.category' });
  });
});

describe('the two datasets in the analyzer', () => {
  const query = (definition: object, headers = member.headers) =>
    app.inject({ method: 'POST', url: '/analytics/api/analyzer/query', headers, payload: { definition } });

  it('lists both to the member and sums AWT orders as SQL does', async () => {
    const list = await app.inject({ url: '/analytics/api/analyzer/datasets', headers: member.headers });
    const ids = list.json() as { datasets?: Array<{ id: string }> } | Array<{ id: string }>;
    expect(JSON.stringify(ids)).toContain('"awt-orders"');
    expect(JSON.stringify(ids)).toContain('"econ-indicators"');
    const res = await query({
      version: 1,
      dataset: 'awt-orders',
      rows: ['category'],
      measures: [{ id: 'v', field: 'value_usd', aggregate: 'sum' }],
      filters: { period: { from: '2023-01', to: '2023-12' } },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    const expected = await pg(
      db,
      `select category, sum(value_usd) as v from awt_orders where period between '2023-01-01' and '2023-12-01' group by 1`,
    );
    for (const row of expected) {
      const r = result.row_headers.findIndex((h: { members: string[] }) => h.members[0] === row.category);
      expect(result.cells[r][0][0]).toBe(row.v);
    }
  });

  it('refuses an unknown measure with 400 and a user without the role with 403', async () => {
    const bad = await query({
      version: 1,
      dataset: 'econ-indicators',
      rows: ['indicator'],
      measures: [{ id: 'x', field: 'units', aggregate: 'sum' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('units');
    const lapsed = await signInWithAnalytics(app, 'lapsed');
    const denied = await query(
      {
        version: 1,
        dataset: 'awt-orders',
        rows: ['category'],
        measures: [{ id: 'v', field: 'value_usd', aggregate: 'sum' }],
      },
      lapsed.headers,
    );
    expect(denied.statusCode).toBe(403);
  });
});
