// The Territory Wizard's API on the seeded demo: a plan's figures against an independent SQL
// computation on the system of record, sharing within the organisation (read-only, editable,
// another organisation), trash and restore of a plan file, and bad input with nothing written.
import { unknownCountyMsg } from '@mti/contracts/territory-wizard/territory-file';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { rowsOf } from '../../platform/db.ts';

const { app } = await buildTestApp();
const owner = await signInWithAnalytics(app, 'territory');
const colleague = await signInWithAnalytics(app, 'territory2');
const outsider = await signInWithAnalytics(app, 'member');

type Who = typeof owner;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/analytics/api/territories${url}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });

const plan = (territories: unknown[], name = 'Test plan') => ({ name, year: null, territories });

async function planIds(who: Who): Promise<Record<string, { id: string; access: string }>> {
  const res = await call(who, 'GET', '/files');
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(res.json().files.map((f: { name: string; id: string; access: string }) => [f.name, f]));
}

const contentOf = async (id: string) =>
  (
    await rowsOf<{ t: string }>(
      app.db,
      sql`select convert_from(content, 'UTF8') as t from repository_file_contents where file_id = ${id}`,
    )
  )[0]?.t;

describe('POST /analytics/api/territories/figures', () => {
  it('sums potential, establishments, employment and apportioned orders as SQL on the system of record does', async () => {
    const res = await call(
      owner,
      'POST',
      '/figures',
      plan([
        { name: 'Ohio', reps: [{ name: 'A' }], members: [{ kind: 'state', code: 'OH' }] },
        {
          name: 'Chicago',
          reps: [{ name: 'B' }, { name: 'C' }],
          members: [
            { kind: 'county', fips: '17031' },
            { kind: 'county', fips: '17043' },
          ],
        },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const year = body.year as number;
    const [oh] = await rowsOf<{ p: string; e: string; m: string; o: string }>(
      app.db,
      sql`select sum(consumption_usd)::text p, sum(establishments)::text e, sum(employment)::text m,
            (select sum(value_usd) from usmto_orders where state_code = 'OH'
               and period between make_date(${year}, 1, 1) and make_date(${year}, 12, 1))::text o
          from county_manufacturing where year = ${year} and county_fips like '39%'`,
    );
    // Each county's orders: its state's orders × its share of the state's consumption.
    const [chicago] = await rowsOf<{ p: string; e: string; m: string; o: string }>(
      app.db,
      sql`with c as (select county_fips, sum(consumption_usd) p, sum(establishments) e, sum(employment) m
                     from county_manufacturing where year = ${year} and county_fips like '17%' group by county_fips),
               s as (select sum(value_usd) v from usmto_orders where state_code = 'IL'
                     and period between make_date(${year}, 1, 1) and make_date(${year}, 12, 1))
          select sum(p)::text p, sum(e)::text e, sum(m)::text m,
                 (sum(p) / (select sum(p) from c) * (select v from s))::text o
          from c where county_fips in ('17031', '17043')`,
    );
    const [ohio, chi] = body.territories;
    expect(ohio).toMatchObject({
      potential: Number(oh?.p),
      establishments: Number(oh?.e),
      employment: Number(oh?.m),
      orders: Number(oh?.o),
    });
    expect(chi).toMatchObject({ potential: Number(chicago?.p), establishments: Number(chicago?.e) });
    expect(chi.orders).toBeCloseTo(Number(chicago?.o), -1);
    // Balance against the share of reps (1 of 3, 2 of 3).
    expect(body.target_basis).toBe('reps');
    expect(ohio.target_share).toBeCloseTo(1 / 3);
    expect(ohio.potential_share + chi.potential_share).toBeCloseTo(1);
    expect(body.sample).toBe(true);
  });

  it('refuses a county that does not exist, a ZIP area that does not, and a region in two territories', async () => {
    const bad = await call(
      owner,
      'POST',
      '/figures',
      plan([{ name: 'X', members: [{ kind: 'county', fips: '99999' }] }]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_input', msg: unknownCountyMsg('99999') });
    const zip = await call(owner, 'POST', '/figures', plan([{ name: 'X', members: [{ kind: 'zip3', zip3: '001' }] }]));
    expect(zip.statusCode).toBe(400);
    expect(zip.json().msg).toBe('There is no ZIP area 001.');
    const twice = await call(
      owner,
      'POST',
      '/figures',
      plan([
        { name: 'A', members: [{ kind: 'state', code: 'OH' }] },
        { name: 'B', members: [{ kind: 'county', fips: '39035' }] },
      ]),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe('Cuyahoga County, OH (39035) is already in territory A.');
  });
});

describe('territory plans in My Files, shared within the organisation', () => {
  it('shows the owner its two seeded plans and the colleague the same plans read-only', async () => {
    const own = await planIds(owner);
    expect(Object.values(own).map((f) => f.access)).toEqual(['owner', 'owner']);
    const shared = await planIds(colleague);
    expect(Object.keys(shared).sort()).toEqual(Object.keys(own).sort());
    expect(Object.values(shared).every((f) => f.access === 'read')).toBe(true);
    expect(Object.keys(await planIds(outsider))).toEqual([]);
  });

  it('lets a read-only colleague open but not save, and another organisation neither, nothing written', async () => {
    const { id } = (await planIds(owner))['Great Lakes plan'] as { id: string };
    const before = await contentOf(id);
    const opened = await call(colleague, 'GET', `/files/${id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().file).toMatchObject({ access: 'read', path: null, owner_name: 'Avery Lindqvist' });
    const content = { ...opened.json().content, name: 'Changed' };
    const save = await call(colleague, 'PUT', `/files/${id}`, { content });
    expect(save.statusCode).toBe(403);
    expect(save.json().code).toBe('read_only');
    for (const res of [
      await call(outsider, 'GET', `/files/${id}`),
      await call(outsider, 'PUT', `/files/${id}`, { content }),
      await call(outsider, 'PUT', `/files/${id}/share`, { access: 'edit' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    const share = await call(colleague, 'PUT', `/files/${id}/share`, { access: 'edit' });
    expect(share.statusCode).toBe(403);
    expect(await contentOf(id)).toBe(before);
  });

  it('lets a colleague save an editable plan, which the owner then opens', async () => {
    const { id } = (await planIds(owner))['Texas and Oklahoma'] as { id: string };
    expect((await call(owner, 'PUT', `/files/${id}/share`, { access: 'edit' })).json().shared).toBe('edit');
    const opened = (await call(colleague, 'GET', `/files/${id}`)).json();
    expect(opened.file.access).toBe('edit');
    const content = { ...opened.content, name: 'Edited by a colleague' };
    const save = await call(colleague, 'PUT', `/files/${id}`, { content });
    expect(save.statusCode).toBe(200);
    expect((await call(owner, 'GET', `/files/${id}`)).json().content.name).toBe('Edited by a colleague');
    expect((await call(owner, 'PUT', `/files/${id}/share`, { access: 'read' })).statusCode).toBe(200);
  });

  it('saves as a new file in the home folder, refuses a taken or bad name, and trash and restore take the share along', async () => {
    const content = plan([{ name: 'Only', reps: [], members: [{ kind: 'state', code: 'KS' }] }], 'Kansas');
    const created = await call(owner, 'POST', '/files', { file_name: 'Kansas plan', content });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({
      name: 'Kansas plan',
      access: 'owner',
      path: '/home/000101501/Kansas plan.xterritory',
    });
    expect((await call(owner, 'POST', '/files', { file_name: 'Kansas plan', content })).statusCode).toBe(409);
    const bad = await call(owner, 'POST', '/files', { file_name: 'a/b', content });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('Invalid filename.  Only alphanumeric, space, hyphen and underscore are allowed.');
    await call(owner, 'PUT', `/files/${id}/share`, { access: 'read' });
    expect((await call(colleague, 'GET', `/files/${id}`)).statusCode).toBe(200);

    const trash = await app.inject({
      method: 'PUT',
      url: '/analytics/api/repo/files/delete',
      headers: owner.headers,
      payload: id,
    });
    expect(trash.statusCode).toBe(200);
    expect((await call(colleague, 'GET', `/files/${id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/files/${id}`)).statusCode).toBe(404);
    expect(await planIds(colleague)).not.toHaveProperty('Kansas plan');

    const restore = await app.inject({
      method: 'PUT',
      url: '/analytics/api/repo/files/restore',
      headers: owner.headers,
      payload: id,
    });
    expect(restore.statusCode).toBe(200);
    expect((await call(colleague, 'GET', `/files/${id}`)).json().file.access).toBe('read');
  });

  it('refuses a plan with an unknown county on save, writing nothing', async () => {
    const before = Object.keys(await planIds(owner)).length;
    const content = plan([{ name: 'X', reps: [], members: [{ kind: 'county', fips: '99999' }] }]);
    const res = await call(owner, 'POST', '/files', { file_name: 'Nowhere', content });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(unknownCountyMsg('99999'));
    expect(Object.keys(await planIds(owner)).length).toBe(before);
  });

  it('lists the organisation as colleagues to assign', async () => {
    const res = await call(owner, 'GET', '/colleagues');
    expect(res.json().colleagues).toEqual([
      { name: 'Avery Lindqvist', email: 'territory@example.com' },
      { name: 'Jamie Okonkwo', email: 'territory2@example.com' },
    ]);
  });
});
