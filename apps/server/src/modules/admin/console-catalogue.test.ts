// The console's Catalogue → Apps through the real app (PGlite, seeded sample): every other role
// refused, validation messages, stale edits refused, one transaction, audit rows with before and
// after, figures checked against SQL, and the change in a member's launcher at once (the launcher
// cache is on, CACHE_SECONDS, so a change that did not drop it would not show).
import {
  APP_TITLE_TOO_LONG,
  APPURL_INVALID,
  GROUP_UNKNOWN,
  TERMS_URL_REQUIRED,
  URL_KEY_TAKEN,
} from '@mti/contracts/admin/console-catalogue';
import { GROUP_EXISTS, groupInUse } from '@mti/contracts/admin/console-catalogue-groups';
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { ROLE_UNKNOWN } from '@mti/contracts/identity/roles';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleTestApp, expectConsoleRoutesRefused } from '../../../test/console-fixtures.ts';
import type { SignedIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const {
  app,
  db,
  callers,
  admin,
  call: inject,
} = await consoleTestApp(['member', 'territory', 'exhibitor', 'surveyor'], { CACHE_SECONDS: '5' });

const member = callers.others[0] as SignedIn;
const others = callers.others.slice(1);
const CONSOLE = '/api/admin/console';

type App = Record<string, unknown> & { app_key: string; short_name: string; version: number };
const call = (user: SignedIn | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  inject(user, method, `${CONSOLE}/${url}`, payload);

async function appNamed(shortName: string): Promise<App> {
  const res = await call(admin, 'GET', `apps?q=${encodeURIComponent(shortName)}&page_size=200`);
  const found = (res.json().rows as App[]).find((a) => a.short_name === shortName);
  if (!found) throw new Error(`no app ${shortName}`);
  return found;
}

/** The editable fields of an app as read, with changes. */
function edit(a: App, changes: object = {}) {
  const { app_key: _k, group_sort_order: _g, is_under_maintenance: _m, ...fields } = a;
  return { ...fields, ...changes };
}

async function launcher(user: SignedIn) {
  return (await app.inject({ url: '/api/mti/products', headers: user.headers })).json() as Array<
    Record<string, unknown>
  >;
}

const auditRows = (subject: string) =>
  rowsOf<{ actor: string; detail: { before: Record<string, unknown>; after: Record<string, unknown> } }>(
    db,
    sql`select actor, detail from audit_log where action = 'admin.catalog.app' and subject = ${subject} order by id`,
  );

describe('who may use Catalogue → Apps', () => {
  it('refuses every other role, nobody signed in and an administrator acting as a user, and writes nothing', async () => {
    const target = await appNamed('USMTO Orders');
    await expectConsoleRoutesRefused(app, callers, [
      ['GET', `${CONSOLE}/apps`],
      ['GET', `${CONSOLE}/apps/export`],
      ['GET', `${CONSOLE}/apps/${target.app_key}`],
      ['PUT', `${CONSOLE}/apps/${target.app_key}`, edit(target, { short_name: 'Hijacked' })],
    ]);
    expect((await appNamed('USMTO Orders')).version).toBe(target.version);
  });
});

describe('the app list', () => {
  it('pages, sorts and searches on the server, as SQL counts them, and exports the same rows as CSV', async () => {
    const [counted] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from catalog_apps`);
    const first = (await call(admin, 'GET', 'apps?page_size=3&sort=short_name')).json();
    expect(first.total).toBe(counted?.n);
    expect(first.rows).toHaveLength(3);
    const byName = await rowsOf<{ short_name: string }>(
      db,
      sql`select short_name from catalog_apps order by lower(short_name), app_key limit 4`,
    );
    expect(first.rows.map((r: App) => r.short_name)).toEqual(byName.slice(0, 3).map((r) => r.short_name));
    const second = (await call(admin, 'GET', 'apps?page_size=3&page=2&sort=short_name')).json();
    expect(second.rows[0].short_name).toBe(byName[3]?.short_name);

    const [usmto] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from catalog_apps where short_name ilike '%usmto%' or app_title ilike '%usmto%'
            or url_key ilike '%usmto%' or group_name ilike '%usmto%' or menu_group_name ilike '%usmto%'
            or mti_role_name ilike '%usmto%'`,
    );
    expect((await call(admin, 'GET', 'apps?q=usmto')).json().total).toBe(usmto?.n);

    const csv = await call(admin, 'GET', 'apps/export?q=usmto&sort=short_name&dir=desc');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Short name');
    expect(lines).toHaveLength((usmto?.n ?? 0) + 1);
  });
});

describe('editing an app', () => {
  it("shows the new title and order in a member's launcher at once, and audits before and after", async () => {
    const before = await launcher(member); // cached now: the save must drop this copy
    const target = await appNamed('USMTO Orders');
    expect(before.some((a) => a.short_name === 'USMTO Orders')).toBe(true);
    const title = 'USMTO <b>Orders</b> (monthly)';
    const res = await call(
      admin,
      'PUT',
      `apps/${target.app_key}`,
      edit(target, { app_title: title, app_sort_order: 0 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().app).toMatchObject({ app_title: title, app_sort_order: 0, version: target.version + 1 });

    const after = (await launcher(member)).find((a) => a.short_name === 'USMTO Orders');
    expect(after).toMatchObject({ app_title: title, app_sort_order: 0 });
    const [stored] = await rowsOf<{ app_title: string }>(
      db,
      sql`select app_title from catalog_apps where app_key = ${target.app_key}`,
    );
    expect(stored?.app_title).toBe(title);

    const audit = (await auditRows(target.app_key)).at(-1);
    expect(audit).toMatchObject({
      actor: admin.siteId,
      detail: { before: { app_title: target.app_title }, after: { app_title: title, app_sort_order: 0 } },
    });
  });

  it('takes an app out of the launcher when made inactive, and puts it back', async () => {
    const target = await appNamed('USMTO Orders');
    await launcher(member);
    const off = await call(admin, 'PUT', `apps/${target.app_key}`, edit(target, { status: 0 }));
    expect(off.statusCode).toBe(200);
    expect((await launcher(member)).some((a) => a.short_name === 'USMTO Orders')).toBe(false);
    const on = await call(admin, 'PUT', `apps/${target.app_key}`, edit(off.json().app, { status: 1 }));
    expect(on.statusCode).toBe(200);
    expect((await launcher(member)).some((a) => a.short_name === 'USMTO Orders')).toBe(true);
  });

  it('refuses an edit started from an older version with the message, and keeps the other edit', async () => {
    const target = await appNamed('USMTO Orders');
    const first = await call(admin, 'PUT', `apps/${target.app_key}`, edit(target, { short_name: 'USMTO Orders' }));
    expect(first.statusCode).toBe(200);
    const stale = await call(admin, 'PUT', `apps/${target.app_key}`, edit(target, { short_name: 'Second editor' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale', msg: STALE_EDIT_MSG });
    expect((await appNamed('USMTO Orders')).version).toBe(target.version + 1);
  });

  it.each([
    [{ app_title: 'x'.repeat(301) }, APP_TITLE_TOO_LONG],
    [{ appurl: 'javascript:alert(1)' }, APPURL_INVALID],
    [{ terms_required: true, terms_url: '' }, TERMS_URL_REQUIRED],
    [{ group_name: 'No such group' }, GROUP_UNKNOWN],
    [{ mti_role_name: 'ecno' }, ROLE_UNKNOWN], // a typo would hide the app from everyone (decision 061)
  ])('refuses %o with its message and writes nothing', async (change, msg) => {
    const target = await appNamed('USMTO Orders');
    const audits = (await auditRows(target.app_key)).length;
    const res = await call(admin, 'PUT', `apps/${target.app_key}`, edit(target, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
    expect((await appNamed('USMTO Orders')).version).toBe(target.version);
    expect(await auditRows(target.app_key)).toHaveLength(audits);
  });

  it("refuses another app's URL key", async () => {
    const target = await appNamed('USMTO Orders');
    const [other] = await rowsOf<{ url_key: string; mti_role_name: string }>(
      db,
      sql`select url_key, mti_role_name from catalog_apps where app_key <> ${target.app_key} limit 1`,
    );
    const res = await call(admin, 'PUT', `apps/${target.app_key}`, edit(target, { ...other }));
    expect(res.json()).toMatchObject({ code: 'url_key_taken', msg: URL_KEY_TAKEN });
  });

  it('writes nothing when the audit row cannot be written (one transaction)', async () => {
    const target = await appNamed('USMTO Orders');
    await db.execute(
      sql`alter table audit_log add constraint no_app_edit check (action <> 'admin.catalog.app') not valid`,
    );
    try {
      const res = await call(admin, 'PUT', `apps/${target.app_key}`, edit(target, { short_name: 'Half written' }));
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`alter table audit_log drop constraint no_app_edit`);
    }
    const [row] = await rowsOf<{ short_name: string; version: number }>(
      db,
      sql`select short_name, version from catalog_apps where app_key = ${target.app_key}`,
    );
    expect(row).toEqual({ short_name: 'USMTO Orders', version: target.version });
  });
});

describe('groups', () => {
  type Group = { group_name: string; group_sort_order: number; app_count: number; version: number };
  const groups = async () => (await call(admin, 'GET', 'groups?page_size=200')).json().rows as Group[];
  const groupAudit = (subject: string) =>
    rowsOf<{ detail: { before: unknown; after: unknown } }>(
      db,
      sql`select detail from audit_log where action = 'admin.catalog.group' and subject = ${subject} order by id`,
    );

  it('lists each group with its apps as SQL counts them, and refuses every other role', async () => {
    const counted = await rowsOf<{ group_name: string; n: number }>(
      db,
      sql`select group_name, (select count(*)::int from catalog_apps a where a.group_name = g.group_name) as n
            from catalog_groups g order by group_sort_order, group_name`,
    );
    const listed = await groups();
    expect(listed.map((g) => [g.group_name, g.app_count])).toEqual(counted.map((g) => [g.group_name, g.n]));
    for (const user of [member, ...others]) {
      expect((await call(user, 'GET', 'groups')).statusCode).toBe(403);
      expect((await call(user, 'POST', 'groups', { group_name: 'Sneaky', group_sort_order: 1 })).statusCode).toBe(403);
    }
    expect((await groups()).some((g) => g.group_name === 'Sneaky')).toBe(false);
  });

  it('adds a group, refuses its name twice, renames it and deletes it, audited', async () => {
    const added = await call(admin, 'POST', 'groups', { group_name: 'Sample Tools', group_sort_order: 90 });
    expect(added.json()).toMatchObject({ group_name: 'Sample Tools', app_count: 0, version: 1 });
    const again = await call(admin, 'POST', 'groups', { group_name: 'Sample Tools', group_sort_order: 91 });
    expect(again.json()).toMatchObject({ code: 'group_exists', msg: GROUP_EXISTS });
    const renamed = await call(admin, 'PUT', 'groups/Sample%20Tools', {
      group_name: 'Sample Utilities',
      group_sort_order: 95,
      version: 1,
    });
    expect(renamed.json()).toMatchObject({ group_name: 'Sample Utilities', version: 2 });
    const stale = await call(admin, 'DELETE', 'groups/Sample%20Utilities?version=1');
    expect(stale.json().msg).toBe(STALE_EDIT_MSG);
    expect((await call(admin, 'DELETE', 'groups/Sample%20Utilities?version=2')).statusCode).toBe(204);
    expect((await groups()).some((g) => g.group_name.startsWith('Sample '))).toBe(false);
    expect(await groupAudit('Sample Tools')).toHaveLength(2);
    expect((await groupAudit('Sample Utilities')).at(-1)?.detail).toMatchObject({
      before: { group_name: 'Sample Utilities' },
      after: null,
    });
  });

  it('refuses to delete a group that holds apps, saying how many', async () => {
    const used = (await groups()).find((g) => g.app_count > 1) as Group;
    const res = await call(admin, 'DELETE', `groups/${encodeURIComponent(used.group_name)}?version=${used.version}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(groupInUse(used.app_count));
    expect((await groups()).some((g) => g.group_name === used.group_name)).toBe(true);
  });

  it("renames a group with its apps, and a member's launcher shows the new name at once", async () => {
    await launcher(member);
    const target = await appNamed('USMTO Orders');
    const group = (await groups()).find((g) => g.group_name === target.group_name) as Group;
    const renamed = await call(admin, 'PUT', `groups/${encodeURIComponent(group.group_name)}`, {
      group_name: `${group.group_name} (renamed)`,
      group_sort_order: group.group_sort_order,
      version: group.version,
    });
    expect(renamed.statusCode).toBe(200);
    const entry = (await launcher(member)).find((a) => a.short_name === 'USMTO Orders');
    expect(entry?.group_name).toBe(`${group.group_name} (renamed)`);
  });
});

describe('app terms acceptances', () => {
  it('lists who accepted which terms, as SQL has them, with the app and login name, and exports them', async () => {
    const accepted = await app.inject({ method: 'PUT', url: '/api/mti/acceptEula/econ', headers: member.headers });
    expect(accepted.statusCode).toBeLessThan(300);
    const expected = await rowsOf<{ site_id: string; terms_key: string }>(
      db,
      sql`select site_id, terms_key from catalog_terms_acceptances order by site_id, terms_key`,
    );
    const res = await call(admin, 'GET', 'terms-acceptances?sort=site_id&page_size=200');
    const listed = res.json();
    expect(listed.total).toBe(expected.length);
    expect(listed.rows.map((r: { site_id: string; terms_key: string }) => [r.site_id, r.terms_key])).toEqual(
      expected.map((r) => [r.site_id, r.terms_key]),
    );
    expect(listed.rows).toContainEqual(
      expect.objectContaining({
        site_id: member.siteId,
        userid: 'member',
        terms_key: 'econ',
        apps: ['Economic Trends'],
      }),
    );
    const csv = await call(admin, 'GET', 'terms-acceptances/export?q=econ');
    expect(csv.body).toContain('Economic Trends');
    expect((await call(member, 'GET', 'terms-acceptances')).statusCode).toBe(403);
  });
});
