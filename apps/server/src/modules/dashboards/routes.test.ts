// The embedded dashboards through HTTP on the real app: who gets a ticket, what a ticket opens, and
// figures checked against SQL run directly on the seeded system of record (not through DuckDB).
import { DASHBOARD_CODES, DASHBOARD_MSG, type DashboardData } from '@mti/contracts/dashboards/dashboards-api';
import type { TileAnalysis } from '@mti/contracts/dashboards/tile-analysis';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { FACTS, pg } from '../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signIn, signInPastGates } from '../../../test/sign-in.ts';
import { signTicket, ticketKey } from './dashboard-ticket.ts';
import { dashboardsRoutes } from './routes.ts';

const { app, config } = await buildTestApp();
const db = app.db;
const member = await signInWithAnalytics(app, 'member');

const content = (detailId: string, headers: Record<string, string>) =>
  app.inject({ url: `/api/mti/getTableauContent/${detailId}`, headers });
const data = (body: unknown, headers: Record<string, string> = member.headers) =>
  app.inject({ method: 'POST', url: '/analytics/api/dashboards/data', headers, payload: body as object });
async function ticketOf(detailId: string, headers: Record<string, string> = member.headers): Promise<string> {
  const res = await content(detailId, headers);
  expect(res.statusCode).toBe(200);
  return res.json().content as string;
}

describe('GET mti/getTableauContent/{detailId}', () => {
  it('gives an entitled user a ticket as the content', async () => {
    const res = await content('4107', member.headers);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['content']);
    // A signed JWT: header, claims and signature.
    expect(res.json().content).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses users without the role or without an active subscription', async () => {
    for (const userid of ['guest', 'lapsed']) {
      const res = await content('4107', (await signIn(app, userid)).headers);
      expect(res.statusCode, userid).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', msg: 'You do not have permission to access this page.' });
    }
  });

  it('asks for the app terms first, and opens once they are accepted', async () => {
    // newcomer, past the portal's own terms, holds the econ role but has not accepted the app's terms.
    const newcomer = await signInPastGates(app, 'newcomer');
    const before = await content('5203', newcomer.headers);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ code: DASHBOARD_CODES.termsRequired, msg: DASHBOARD_MSG.termsRequired });
    const member2 = await signIn(app, 'member');
    await app.inject({ method: 'PUT', url: '/api/mti/acceptEula/econ', headers: member2.headers });
    expect((await content('5203', member2.headers)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 without sign-in', async () => {
    const unknown = await content('999', member.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', msg: DASHBOARD_MSG.unknownDashboard });
    const bad = await content('41x7', member.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_input', msg: DASHBOARD_MSG.badDetailId });
    expect((await app.inject({ url: '/api/mti/getTableauContent/4107' })).statusCode).toBe(401);
  });
});

describe('POST /analytics/api/dashboards/data', () => {
  it('computes the territory figures PostgreSQL computes for one filter combination', async () => {
    const filters = { from: '2023-01', to: '2023-12', region: 'West', category: 'Metal cutting' };
    const res = await data({ content: await ticketOf('4107'), filters });
    expect(res.statusCode).toBe(200);
    const body = res.json() as DashboardData;
    expect(body).toMatchObject({ detail_id: '4107', title: 'Territory', sample: true });
    expect(body.applied).toEqual({ ...filters, state: null, industry: null, indicator: null });

    const where = `region = 'West' and category = 'Metal cutting'`;
    const [cur] = await pg(
      db,
      `select sum(value_usd) as v, sum(units) as u from ${FACTS} where ${where} and period between '2023-01-01' and '2023-12-01'`,
    );
    const [prior] = await pg(
      db,
      `select sum(value_usd) as v from ${FACTS} where ${where} and period between '2022-01-01' and '2022-12-01'`,
    );
    const kpi = (id: string) => body.kpis.find((k) => k.id === id);
    expect(kpi('orders_value')?.value).toBe(cur?.v);
    expect(kpi('units')?.value).toBe(cur?.u);
    const change = ((Number(cur?.v) - Number(prior?.v)) / Number(prior?.v)) * 100;
    expect(kpi('change')?.value).toBe(Math.round(change * 10) / 10);
    // One region chosen, the card names its top state (the map's figures are checked against SQL below).
    expect(kpi('top_region')).toBeUndefined();
    const topState = [...(body.map?.values ?? [])].sort((a, b) => Number(b.value) - Number(a.value))[0];
    expect(kpi('top_state')).toMatchObject({ label: 'Top state', text: topState?.name });

    const months = await pg(
      db,
      `select month, sum(value_usd) as v from ${FACTS} where ${where} and period between '2023-01-01' and '2023-12-01' group by 1 order by 1`,
    );
    expect(body.trend.months).toEqual(months.map((m) => m.month));
    expect(body.trend.series[0]?.values).toEqual(months.map((m) => m.v));

    const states = await pg(
      db,
      `select st.state_name, sum(value_usd) as v from ${FACTS} join usmto_states st using (state_code)
       where f.${where.replace(' and ', ' and f.')} and period between '2023-01-01' and '2023-12-01' group by 1`,
    );
    expect(body.map?.values).toHaveLength(states.length);
    for (const s of states) expect(body.map?.values.find((v) => v.name === s.state_name)?.value).toBe(s.v);
    expect(body.breakdown.items).toEqual([{ name: 'West', key: 'West', value: cur?.v }]);
  });

  /** The analyzer's own answer (POST analyzer/query) for a tile's analysis: figures by member label, and the total. */
  async function analyzerFigures(a: TileAnalysis) {
    const definition = {
      version: 1,
      dataset: a.dataset,
      rows: [a.rows],
      measures: [{ id: 'm', field: a.measure, aggregate: 'sum' }],
      filters: {
        period: { from: a.from, to: a.to },
        members: a.filters.map((f) => ({ dimension: f.dimension, values: [f.member] })),
      },
      totals: { row_grand_total: true, column_grand_total: false, subtotals: false },
    };
    const res = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/query',
      headers: member.headers,
      payload: { definition },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json() as {
      row_headers: Array<{ kind: string; labels: string[] }>;
      cells: Array<Array<Array<number | null>>>;
    };
    const byLabel = new Map<string, number | null>();
    let total: number | null = null;
    result.row_headers.forEach((h, r) => {
      const value = result.cells[r]?.[0]?.[0] ?? null;
      if (h.kind === 'total') total = value;
      else if (h.kind === 'member') byLabel.set(String(h.labels[0]), value);
    });
    return { byLabel, total };
  }

  it("opens every tile's analysis in the analyzer with the tile's figures", async () => {
    const filters = { from: '2024-03', to: '2025-02', category: 'Metal cutting', region: 'Southeast' };
    const res = await data({ content: await ticketOf('4107'), filters });
    const body = res.json() as DashboardData;
    const [trend, breakdown, map] = [body.trend.analysis, body.breakdown.analysis, body.map?.analysis];
    if (!trend || !breakdown || !map) throw new Error('every territory tile has its analysis');
    expect(breakdown).toEqual({
      dataset: 'usmto-orders',
      rows: 'region',
      measure: 'value_usd',
      from: '2024-03',
      to: '2025-02',
      filters: [
        { dimension: 'region', member: 'Southeast' },
        { dimension: 'category', member: 'Metal cutting' },
      ],
    });
    const months = await analyzerFigures(trend);
    expect([...months.byLabel.values()]).toEqual(body.trend.series[0]?.values);
    const regions = await analyzerFigures(breakdown);
    for (const item of body.breakdown.items) expect(regions.byLabel.get(item.name)).toBe(item.value);
    expect(regions.total).toBe(body.kpis.find((k) => k.id === 'orders_value')?.value);
    const states = await analyzerFigures(map);
    expect(states.byLabel.size).toBe(body.map?.values.length);
    for (const state of body.map?.values ?? []) expect(states.byLabel.get(state.name)).toBe(state.value);
  });

  it('cross-filters by a chosen state, and names the top state of a chosen region', async () => {
    const ticket = await ticketOf('4107');
    const window = `period between '2024-01-01' and '2024-12-01'`;
    const west = (await data({ content: ticket, filters: { from: '2024-01', to: '2024-12', region: 'West' } })).json();
    const [top] = await pg(
      db,
      `select st.state_name, sum(value_usd) as v from ${FACTS} join usmto_states st using (state_code)
       where f.region = 'West' and ${window} group by 1 order by 2 desc limit 1`,
    );
    const card = (west as DashboardData).kpis.find((k) => k.id === 'top_state');
    expect(card).toMatchObject({ label: 'Top state', text: top?.state_name });

    const ohio = await data({ content: ticket, filters: { from: '2024-01', to: '2024-12', state: 'OH' } });
    expect(ohio.statusCode).toBe(200);
    const body = ohio.json() as DashboardData;
    const [sum] = await pg(db, `select sum(value_usd) as v from ${FACTS} where state_code = 'OH' and ${window}`);
    expect(body.kpis.find((k) => k.id === 'orders_value')?.value).toBe(sum?.v);
    expect(body.applied.state).toBe('OH');
    expect(body.map?.values).toEqual([{ name: 'Ohio', key: 'OH', value: sum?.v }]);
    expect(body.map?.analysis?.filters).toEqual([{ dimension: 'state', member: 'OH' }]);
    // State is a cross-filter only: not a list in the filter bar; a state is named by its code.
    expect(body.filters.map((f) => f.id)).toEqual(['region', 'category']);
    const unknown = await data({ content: ticket, filters: { state: 'Ohio' } });
    expect(unknown.json()).toMatchObject({ msg: DASHBOARD_MSG.badFilter, field: 'filters.state' });
  });

  it('refuses filters the dashboard does not offer or that name no member', async () => {
    const ticket = await ticketOf('4107');
    const industry = await data({ content: ticket, filters: { industry: 'Aerospace' } });
    expect(industry.statusCode).toBe(400);
    expect(industry.json()).toMatchObject({ msg: DASHBOARD_MSG.filterNotOffered, field: 'filters.industry' });
    const region = await data({ content: ticket, filters: { region: 'Atlantis' } });
    expect(region.json()).toMatchObject({ msg: DASHBOARD_MSG.badFilter, field: 'filters.region' });
    const order = await data({ content: ticket, filters: { from: '2024-05', to: '2024-01' } });
    expect(order.statusCode).toBe(400);
    expect(order.json().msg).toBe(DASHBOARD_MSG.periodOrder);
    const sql = await data({ content: ticket, filters: { where: '1=1' } });
    expect(sql.statusCode).toBe(400);
  });

  it("accepts only the ticket's own user, a genuine ticket, and an analytics session", async () => {
    const ticket = await ticketOf('4107');
    const admin = await signInWithAnalytics(app, 'admin');
    const other = await data({ content: ticket }, admin.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe(DASHBOARD_CODES.badTicket);
    const [header, claims, signature] = ticket.split('.');
    const otherClaims = { ...JSON.parse(Buffer.from(String(claims), 'base64url').toString()), detail_id: '5203' };
    const forged = `${header}.${Buffer.from(JSON.stringify(otherClaims)).toString('base64url')}.${signature}`;
    expect((await data({ content: forged })).statusCode).toBe(403);
    const noAnalytics = await signIn(app, 'member');
    expect((await data({ content: ticket }, noAnalytics.headers)).statusCode).toBe(401);
  });

  it('refuses a ticket with an altered signature or signed with another key as not genuine', async () => {
    const ticket = await ticketOf('4107');
    const [header, claims, signature = ''] = ticket.split('.');
    const middle = Math.floor(signature.length / 2);
    const altered = `${signature.slice(0, middle)}${signature[middle] === 'A' ? 'B' : 'A'}${signature.slice(middle + 1)}`;
    const otherKey = await signTicket(
      ticketKey('another-secret-another-secret-another-0123'),
      { detailId: '4107', siteId: member.siteId },
      Date.now() + 60_000,
    );
    for (const content of [`${header}.${claims}.${altered}`, otherKey, 'v1.e30.AAAA']) {
      const res = await data({ content });
      expect(res.statusCode, content).toBe(403);
      expect(res.json(), content).toEqual({ code: DASHBOARD_CODES.badTicket, msg: DASHBOARD_MSG.badTicket });
    }
  });

  it("answers an expired ticket of the user's own as expired, and another user's as not theirs", async () => {
    const key = ticketKey(config.SESSION_SECRET as string);
    const expired = await signTicket(key, { detailId: '4107', siteId: member.siteId }, Date.now() - 1000);
    const own = await data({ content: expired });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ code: DASHBOARD_CODES.ticketExpired, msg: DASHBOARD_MSG.ticketExpired });
    const admin = await signInWithAnalytics(app, 'admin');
    const others = await data({ content: expired }, admin.headers);
    expect(others.statusCode).toBe(403);
    expect(others.json().code).toBe(DASHBOARD_CODES.badTicket);
  });
});

describe('the dashboards plugin', () => {
  it('refuses to start without the analytics plugin it draws its figures from, naming it', async () => {
    const bare = Fastify();
    bare.register(dashboardsRoutes, { secret: 'a-secret-of-at-least-thirty-two-characters' });
    await expect(bare.ready()).rejects.toThrow(
      "The decorator 'analyticsEngine' required by 'dashboards' is not present in Fastify",
    );
    await bare.close();
  });
});
