// My dashboards through HTTP on the real app: a dashboard saved as a .xdashboard file opens again
// the same, only for its owner, its tiles' figures (the analyzer's own query under the dashboard's
// filters) match SQL on the system of record, and it goes to the trash and comes back like a file.
import {
  MAX_TILES,
  MY_DASHBOARD_MSG,
  type MyDashboardFileInput,
  myDashboardFile,
  tileQuery,
} from '@mti/contracts/dashboards/my-dashboard-file';
import { describe, expect, it } from 'vitest';
import { FACTS, pg } from '../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { filesApi } from '../../../test/files-fixtures.ts';

const { app } = await buildTestApp();
const member = await signInWithAnalytics(app, 'member');
const admin = await signInWithAnalytics(app, 'admin');
const URL_ = '/analytics/api/my-dashboards';

const analysis = (rows: string[], field: string) => ({
  version: 1 as const,
  dataset: 'usmto-orders',
  rows,
  measures: [{ id: `${field}_sum`, field, aggregate: 'sum' as const }],
  filters: { period: { from: '2020-01', to: '2020-12' }, members: [] },
});
const DASHBOARD: MyDashboardFileInput = {
  version: 1,
  title: 'West at a glance',
  filters: {
    period: { from: '2024-01', to: '2024-06' },
    members: [{ dimension: 'region', values: ['West'] }],
  },
  tiles: [
    { id: 'by-state', title: 'Orders by state', analysis: analysis(['state'], 'value_usd') },
    { id: 'units', title: 'Units by category', analysis: analysis(['category'], 'units') },
  ],
};

const create = (body: object, headers = member.headers) =>
  app.inject({ method: 'POST', url: URL_, headers, payload: body });

describe('/analytics/api/my-dashboards', () => {
  it('saves a dashboard in My Files and opens it again the same; another user gets a 404', async () => {
    expect((await app.inject({ url: URL_, headers: member.headers })).json()).toEqual({ files: [] });
    const res = await create({ file_name: 'West at a glance', content: DASHBOARD });
    expect(res.statusCode).toBe(201);
    const { id, name, path } = res.json();
    expect(name).toBe('West at a glance');
    expect(path).toMatch(/\/West at a glance\.xdashboard$/);
    expect((await app.inject({ url: URL_, headers: member.headers })).json().files).toMatchObject([{ id, name }]);

    const opened = await app.inject({ url: `${URL_}/${id}`, headers: member.headers });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().content).toEqual(myDashboardFile.parse(DASHBOARD));

    // Arranged anew (the tiles swapped) and saved: it opens in the new order.
    const moved = { ...DASHBOARD, tiles: [DASHBOARD.tiles[1], DASHBOARD.tiles[0]] };
    const saved = await app.inject({
      method: 'PUT',
      url: `${URL_}/${id}`,
      headers: member.headers,
      payload: { content: moved },
    });
    expect(saved.statusCode).toBe(200);
    const again = await app.inject({ url: `${URL_}/${id}`, headers: member.headers });
    expect(again.json().content.tiles.map((t: { id: string }) => t.id)).toEqual(['units', 'by-state']);

    for (const method of ['GET', 'PUT'] as const) {
      const other = await app.inject({
        method,
        url: `${URL_}/${id}`,
        headers: admin.headers,
        ...(method === 'PUT' ? { payload: { content: DASHBOARD } } : {}),
      });
      expect(other.statusCode, method).toBe(404);
      expect(other.json(), method).toEqual({ code: 'not_found', msg: MY_DASHBOARD_MSG.notFound });
    }
    expect((await app.inject({ url: URL_, headers: admin.headers })).json().files).toEqual([]);
    expect((await app.inject({ url: `${URL_}/${id}` })).statusCode).toBe(401);
  });

  it("runs each tile under the dashboard's filters with the figures SQL gives", async () => {
    const content = myDashboardFile.parse(DASHBOARD);
    const [byState] = content.tiles;
    if (!byState) throw new Error('the dashboard has tiles');
    const definition = tileQuery(byState, content.filters, ['month', 'region', 'state', 'category', 'industry']);
    // The analyzer answers 503 while the dataset's first load runs: wait for it, as a dashboard does.
    await app.analyticsEngine.whenReady('usmto-orders');
    const res = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/query',
      headers: member.headers,
      payload: { definition },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json() as { row_headers: Array<{ kind: string; labels: string[] }>; cells: number[][][] };
    const figures = new Map(
      result.row_headers.flatMap((h, r) => (h.kind === 'member' ? [[h.labels[0], result.cells[r]?.[0]?.[0]]] : [])),
    );
    const rows = await pg(
      app.db,
      `select st.state_name, sum(value_usd) as v from ${FACTS} join usmto_states st using (state_code)
       where f.region = 'West' and period between '2024-01-01' and '2024-06-01' group by 1`,
    );
    expect(figures.size).toBe(rows.length);
    for (const row of rows) expect(figures.get(String(row.state_name))).toBe(row.v);
  });

  it("lists the caller's own saved analyses to pin, with their definitions", async () => {
    const mine = await app.inject({ url: `${URL_}/analyses`, headers: member.headers });
    expect(mine.statusCode).toBe(200);
    // The seeded demo analysis of the member (seed/demo-files.ts).
    const byRegion = mine.json().analyses.find((a: { name: string }) => a.name === 'Orders by region');
    expect(byRegion?.analysis).toMatchObject({ dataset: 'usmto-orders', rows: ['region'] });
    const others = await app.inject({ url: `${URL_}/analyses`, headers: admin.headers });
    expect(others.json().analyses.map((a: { id: string }) => a.id)).not.toContain(byRegion?.id);
  });

  it('refuses a dashboard the rules refuse, with their messages', async () => {
    const blank = await create({ file_name: 'Blank', content: { ...DASHBOARD, title: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe(MY_DASHBOARD_MSG.titleBlank);
    const twice = await create({
      file_name: 'Twice',
      content: { ...DASHBOARD, tiles: [DASHBOARD.tiles[0], DASHBOARD.tiles[0]] },
    });
    expect(twice.json().msg).toBe(MY_DASHBOARD_MSG.tileTwice);
    const order = { ...DASHBOARD, filters: { period: { from: '2024-06', to: '2024-01' } } };
    expect((await create({ file_name: 'Order', content: order })).json().msg).toBe(MY_DASHBOARD_MSG.periodOrder);
    // A tile's analysis passes the analyzer's own check: a measure the dataset lacks is a 400.
    const bad = { ...DASHBOARD, tiles: [{ id: 'x', title: 'X', analysis: analysis(['state'], 'profit') }] };
    expect((await create({ file_name: 'Bad', content: bad })).statusCode).toBe(400);
    expect((await app.inject({ url: URL_, headers: member.headers })).json().files).toHaveLength(1);
  });

  it('goes to the trash and comes back like any file', async () => {
    const { id } = (await create({ file_name: 'Short-lived', content: DASHBOARD })).json();
    const files = filesApi(app, member);
    expect((await files.trash(id)).statusCode).toBe(200);
    expect((await app.inject({ url: `${URL_}/${id}`, headers: member.headers })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: URL_, headers: member.headers })).json().files.map((f: { id: string }) => f.id),
    ).not.toContain(id);
    expect((await files.restore(id)).statusCode).toBe(200);
    expect((await app.inject({ url: `${URL_}/${id}`, headers: member.headers })).json().content.title).toBe(
      'West at a glance',
    );
  });

  it('pins an analysis from the analyzer as the last tile, on its own dashboards only, up to the limit', async () => {
    const { id } = (await create({ file_name: 'Pinned from the analyzer', content: DASHBOARD })).json();
    const pin = (body: object, headers = member.headers) =>
      app.inject({ method: 'POST', url: `${URL_}/${id}/tiles`, headers, payload: body });
    const byYear = { ...analysis(['year'], 'orders'), chart: { type: 'line' } };
    const res = await pin({ title: 'Orders by year', analysis: byYear });
    expect(res.statusCode).toBe(200);
    const tiles = (await app.inject({ url: `${URL_}/${id}`, headers: member.headers })).json().content.tiles;
    expect(tiles.map((t: { id: string }) => t.id)).toEqual(['by-state', 'units', 'tile-1']);
    expect(tiles[2]).toMatchObject({ title: 'Orders by year', analysis: { rows: ['year'], chart: { type: 'line' } } });

    const other = await pin({ title: 'Not mine', analysis: byYear }, admin.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'not_found', msg: MY_DASHBOARD_MSG.notFound });
    // The analyzer's own check: a measure the dataset lacks is a 400, and nothing is pinned.
    expect((await pin({ title: 'Bad', analysis: analysis(['state'], 'profit') })).statusCode).toBe(400);
    for (let n = tiles.length; n < MAX_TILES; n++)
      expect((await pin({ title: `T${n}`, analysis: byYear })).statusCode).toBe(200);
    const full = await pin({ title: 'One too many', analysis: byYear });
    expect(full.statusCode).toBe(400);
    expect(full.json().msg).toBe(MY_DASHBOARD_MSG.tooManyTiles);
    const after = (await app.inject({ url: `${URL_}/${id}`, headers: member.headers })).json().content.tiles;
    expect(after).toHaveLength(MAX_TILES);
  });

  it('keeps both of two pins made at the same instant (each one transaction on the locked file)', async () => {
    const { id } = (await create({ file_name: 'Pinned twice at once', content: DASHBOARD })).json();
    const pin = (title: string) =>
      app.inject({
        method: 'POST',
        url: `${URL_}/${id}/tiles`,
        headers: member.headers,
        payload: { title, analysis: analysis(['year'], 'orders') },
      });
    const answers = await Promise.all([pin('First at once'), pin('Second at once')]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const tiles = (await app.inject({ url: `${URL_}/${id}`, headers: member.headers })).json().content.tiles;
    expect(tiles.map((t: { title: string }) => t.title).sort()).toEqual(
      ['First at once', 'Orders by state', 'Second at once', 'Units by category'].sort(),
    );
    expect(new Set(tiles.map((t: { id: string }) => t.id)).size).toBe(4);
  });
});
