// Saved analyses shared read-only within the organisation (decision 075): the owner shares, a
// colleague opens and runs it (figures against SQL on the system of record) but cannot write it,
// another organisation and a signed-out caller reach nothing.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pg } from '../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { rowsOf } from '../../platform/db.ts';

const { app } = await buildTestApp();
await app.analyticsEngine.whenReady();
const owner = await signInWithAnalytics(app, 'territory');
const colleague = await signInWithAnalytics(app, 'territory2');
const outsider = await signInWithAnalytics(app, 'member');
type Who = typeof owner;

const OWNER_HOME = ':home:000101501';
const analysis = {
  version: 1,
  dataset: 'usmto-orders',
  title: 'Midwest by year',
  rows: ['year'],
  measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
  filters: { period: { from: '2023-01', to: '2024-12' }, members: [{ dimension: 'region', values: ['Midwest'] }] },
};

const call = (who: Who | null, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  app.inject({ method, url: `/analytics/api${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const saved = await call(
  owner,
  'PUT',
  `/repo/files/${OWNER_HOME}:Midwest%20by%20year.xanalyzer?overwrite=false`,
  analysis,
);
expect(saved.statusCode).toBe(201);
const id = saved.json().id as string;

const contentOf = async () =>
  (
    await rowsOf<{ t: string }>(
      app.db,
      sql`select convert_from(content, 'UTF8') as t from repository_file_contents where file_id = ${id}`,
    )
  )[0]?.t;

describe('a saved analysis shared with the organisation', () => {
  it('is the owner’s alone until shared; then a colleague opens it read-only', async () => {
    expect((await call(colleague, 'GET', `/saved-analyses/${id}`)).statusCode).toBe(404);
    const own = await call(owner, 'GET', `/saved-analyses/${id}`);
    expect(own.json().file).toMatchObject({
      access: 'owner',
      shared: 'none',
      path: '/home/000101501/Midwest by year.xanalyzer',
    });

    const share = await call(owner, 'PUT', `/saved-analyses/${id}/share`, { access: 'read' });
    expect(share.statusCode).toBe(200);
    expect(share.json()).toMatchObject({ id, name: 'Midwest by year', shared: 'read', owner_name: 'Avery Lindqvist' });

    const opened = await call(colleague, 'GET', `/saved-analyses/${id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().file).toMatchObject({ access: 'read', path: null, owner_name: 'Avery Lindqvist' });
    expect(opened.json().content).toMatchObject({ title: 'Midwest by year', rows: ['year'] });
  });

  it('gives the colleague the figures the owner sees, as SQL on the system of record sums them', async () => {
    const { content } = (await call(colleague, 'GET', `/saved-analyses/${id}`)).json();
    const res = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/query',
      headers: colleague.headers,
      payload: { definition: content },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    const expected = await pg(
      app.db,
      `select to_char(o.period, 'YYYY') as y, sum(o.value_usd) as v from usmto_orders o join usmto_states s using (state_code)
       where s.region = 'Midwest' and o.period between '2023-01-01' and '2024-12-01' group by 1 order by 1`,
    );
    const shown = result.row_headers
      .map((h: { members: (string | null)[] }, r: number) => ({ y: h.members[0], v: result.cells[r][0][0] }))
      .filter((row: { y: string | null }) => row.y !== null);
    expect(shown).toEqual(expected.map((r) => ({ y: String(r.y), v: r.v })));
  });

  it('refuses every write of the colleague and writes nothing', async () => {
    const before = await contentOf();
    const overwrite = await call(
      colleague,
      'PUT',
      `/repo/files/${OWNER_HOME}:Midwest%20by%20year.xanalyzer?overwrite=true`,
      { ...analysis, rows: ['state'] },
    );
    expect(overwrite.statusCode).toBeGreaterThanOrEqual(403);
    expect(overwrite.statusCode).toBeLessThanOrEqual(404);
    const reshare = await call(colleague, 'PUT', `/saved-analyses/${id}/share`, { access: 'none' });
    expect(reshare.statusCode).toBe(403);
    expect(reshare.json().code).toBe('not_owner');
    const trash = await app.inject({
      method: 'PUT',
      url: '/analytics/api/repo/files/delete',
      headers: colleague.headers,
      payload: id,
    });
    expect((await call(colleague, 'GET', `/saved-analyses/${id}`)).statusCode).toBe(200);
    expect(trash.statusCode).not.toBe(500);
    expect(await contentOf()).toBe(before);
  });

  it('names the owner’s analysis opened by its colon path (My Files’ link) by id, with its share; nobody else’s', async () => {
    const at = `/saved-analyses/by-path/${encodeURIComponent(`${OWNER_HOME}:Midwest by year.xanalyzer`)}`;
    const own = await call(owner, 'GET', at);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id, name: 'Midwest by year', access: 'owner', shared: 'read' });
    // A colleague's path form is their own home: the owner's home is refused, the same name in theirs is not there.
    expect((await call(colleague, 'GET', at)).statusCode).toBe(403);
    const theirs = `/saved-analyses/by-path/${encodeURIComponent(':home:000101502:Midwest by year.xanalyzer')}`;
    expect((await call(colleague, 'GET', theirs)).statusCode).toBe(404);
    // A folder, another type and a missing name are the same 404.
    for (const path of [OWNER_HOME, `${OWNER_HOME}:Nothing.xanalyzer`]) {
      const res = await call(owner, 'GET', `/saved-analyses/by-path/${encodeURIComponent(path)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await call(null, 'GET', at)).statusCode).toBe(401);
  });

  it('is a 404 for another organisation, a 401 signed out, and no longer shared once unshared', async () => {
    for (const res of [
      await call(outsider, 'GET', `/saved-analyses/${id}`),
      await call(outsider, 'PUT', `/saved-analyses/${id}/share`, { access: 'read' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'not_found',
        msg: 'There is no such file, or it is not shared with you.',
      });
    }
    expect((await call(null, 'GET', `/saved-analyses/${id}`)).statusCode).toBe(401);
    const edit = await call(owner, 'PUT', `/saved-analyses/${id}/share`, { access: 'edit' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().msg).toBe('Choose how to share: not shared, or read-only with your organisation.');

    expect((await call(owner, 'PUT', `/saved-analyses/${id}/share`, { access: 'none' })).json().shared).toBe('none');
    expect((await call(colleague, 'GET', `/saved-analyses/${id}`)).statusCode).toBe(404);
  });
});
