// The console's Catalogue → Menu groups (spec §3 "menu group", issue 19, decision 084) through the
// real app (PGlite, seeded sample, the launcher cache on, so a change that did not drop it would not
// show): every other role and an acting administrator refused; the list and CSV against SQL; add,
// rename (the apps follow), move (the member's role menu changes order at once), delete refused
// while apps name it; stale edits 409; one transaction with its audit row; an app's edit refuses a
// menu group that does not exist.
import {
  MENU_GROUP_EXISTS,
  MENU_GROUP_SORT_INVALID,
  MENU_GROUP_UNKNOWN,
  menuGroupInUse,
} from '@mti/contracts/admin/console-catalogue-menu-groups';
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditRowsOf,
  consoleTestApp,
  expectConsoleRoutesRefused,
  withAuditBroken,
} from '../../../test/console-fixtures.ts';
import type { SignedIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const { app, db, callers, admin, call } = await consoleTestApp(['member', 'territory', 'exhibitor'], {
  CACHE_SECONDS: '5',
});
const member = callers.others[0] as SignedIn;
const MENU_GROUPS = '/api/admin/console/menu-groups';

type MenuGroup = { menu_group_name: string; menu_group_sort_order: number; app_count: number; version: number };
type MenuOfRole = Array<{ menu_group_name: string; entries: Array<{ short_name: string }> }>;

const menuOf = async (role: string) => (await call(member, 'GET', `/api/mti/products/${role}`)).json() as MenuOfRole;
async function menuGroupNamed(name: string): Promise<MenuGroup> {
  const rows = (await call(admin, 'GET', `${MENU_GROUPS}?page_size=200`)).json().rows as MenuGroup[];
  const found = rows.find((g) => g.menu_group_name === name);
  if (!found) throw new Error(`no menu group ${name}`);
  return found;
}
const audit = (name: string) => auditRowsOf(db, 'admin.catalog.menu_group', name);

describe('who may use Catalogue → Menu groups', () => {
  it('refuses nobody signed in, every other role and an administrator acting as a user, and writes nothing', async () => {
    const before = await rowsOf(db, sql`select * from catalog_menu_groups order by menu_group_name`);
    await expectConsoleRoutesRefused(app, callers, [
      ['GET', MENU_GROUPS],
      ['GET', `${MENU_GROUPS}/export`],
      ['POST', MENU_GROUPS, { menu_group_name: 'Taken over', menu_group_sort_order: 1 }],
      ['PUT', `${MENU_GROUPS}/Tools`, { menu_group_name: 'Taken over', menu_group_sort_order: 1, version: 1 }],
      ['DELETE', `${MENU_GROUPS}/Tools?version=1`],
    ]);
    expect(await rowsOf(db, sql`select * from catalog_menu_groups order by menu_group_name`)).toEqual(before);
  });
});

describe('the menu group list', () => {
  it('holds every menu group the seeded apps name, counted as SQL counts them, sorted, searched and exported', async () => {
    const counted = await rowsOf<{ menu_group_name: string; app_count: number }>(
      db,
      sql`select menu_group_name, count(*)::int as app_count from catalog_apps group by menu_group_name
          order by menu_group_name`,
    );
    const byName = (await call(admin, 'GET', `${MENU_GROUPS}?sort=menu_group_name&page_size=200`)).json();
    expect(byName.total).toBe(counted.length);
    expect(
      (byName.rows as MenuGroup[]).map((g) => ({ menu_group_name: g.menu_group_name, app_count: g.app_count })),
    ).toEqual(
      [...counted].sort((a, b) => a.menu_group_name.toLowerCase().localeCompare(b.menu_group_name.toLowerCase())),
    );

    const paged = (await call(admin, 'GET', `${MENU_GROUPS}?sort=app_count&dir=desc&page=2&page_size=2`)).json();
    expect(paged.rows).toHaveLength(2);
    expect(paged.rows[0].app_count).toBeLessThanOrEqual(
      (await call(admin, 'GET', `${MENU_GROUPS}?sort=app_count&dir=desc&page_size=2`)).json().rows[1].app_count,
    );

    const searched = (await call(admin, 'GET', `${MENU_GROUPS}?q=usmto`)).json().rows as MenuGroup[];
    expect(searched.map((g) => g.menu_group_name).sort()).toEqual(['Reports', 'Tools']);

    const csv = await call(admin, 'GET', `${MENU_GROUPS}/export?q=usmto&sort=menu_group_name`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Menu group,Place,Apps,Roles');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Reports', 'Tools']);
  });
});

describe('changing menu groups', () => {
  it("moves a menu group and a member's role menu shows the new order at once, audited before and after", async () => {
    expect((await menuOf('usmto')).map((g) => g.menu_group_name)).toEqual(['Reports', 'Tools']);
    const tools = await menuGroupNamed('Tools');
    const moved = await call(admin, 'PUT', `${MENU_GROUPS}/Tools`, {
      menu_group_name: 'Tools',
      menu_group_sort_order: 0,
      version: tools.version,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ menu_group_sort_order: 0, version: tools.version + 1 });
    expect((await menuOf('usmto')).map((g) => g.menu_group_name)).toEqual(['Tools', 'Reports']);
    expect((await audit('Tools')).at(-1)?.detail).toMatchObject({
      before: { menu_group_sort_order: tools.menu_group_sort_order },
      after: { menu_group_sort_order: 0 },
    });
  });

  it("renames a menu group with its apps, and the member's menu shows the new name at once", async () => {
    const reports = await menuGroupNamed('Reports');
    const renamed = await call(admin, 'PUT', `${MENU_GROUPS}/Reports`, {
      menu_group_name: 'Sample Reports',
      menu_group_sort_order: reports.menu_group_sort_order,
      version: reports.version,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().app_count).toBe(reports.app_count);
    const menu = await menuOf('usmto');
    expect(menu.map((g) => g.menu_group_name)).toContain('Sample Reports');
    const [counts] = await rowsOf<{ shown: number; left: number }>(
      db,
      sql`select count(*) filter (where menu_group_name = 'Sample Reports' and mti_role_name = 'usmto'
                                   and status = 1)::int as shown,
                 count(*) filter (where menu_group_name = 'Reports')::int as left
          from catalog_apps`,
    );
    expect(menu.find((g) => g.menu_group_name === 'Sample Reports')?.entries).toHaveLength(counts?.shown ?? -1);
    expect(counts?.shown).toBeGreaterThan(0);
    expect(counts?.left).toBe(0);
  });

  it('adds a menu group, refuses its name twice and a bad place, and deletes it once unused, audited', async () => {
    const added = await call(admin, 'POST', MENU_GROUPS, {
      menu_group_name: 'Sample Extras',
      menu_group_sort_order: 90,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ menu_group_name: 'Sample Extras', app_count: 0, version: 1 });
    const twice = await call(admin, 'POST', MENU_GROUPS, {
      menu_group_name: 'Sample Extras',
      menu_group_sort_order: 1,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'menu_group_exists', msg: MENU_GROUP_EXISTS });
    const badPlace = await call(admin, 'POST', MENU_GROUPS, {
      menu_group_name: 'Sample Other',
      menu_group_sort_order: -1,
    });
    expect(badPlace.statusCode).toBe(400);
    expect(badPlace.json().msg).toBe(MENU_GROUP_SORT_INVALID);

    const staleDelete = await call(admin, 'DELETE', `${MENU_GROUPS}/Sample%20Extras?version=7`);
    expect(staleDelete.statusCode).toBe(409);
    expect(staleDelete.json().msg).toBe(STALE_EDIT_MSG);
    const deleted = await call(admin, 'DELETE', `${MENU_GROUPS}/Sample%20Extras?version=1`);
    expect(deleted.statusCode).toBe(204);
    expect((await audit('Sample Extras')).map((r) => [r.detail.before === null, r.detail.after === null])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('refuses to delete a menu group apps still name, saying how many', async () => {
    const tools = await menuGroupNamed('Tools');
    const res = await call(admin, 'DELETE', `${MENU_GROUPS}/Tools?version=${tools.version}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'menu_group_in_use',
      msg: menuGroupInUse(tools.app_count),
      field: 'menu_group_name',
    });
    expect((await menuOf('usmto')).map((g) => g.menu_group_name)).toContain('Tools');
  });

  it('refuses an edit started from an older version, keeping the other edit', async () => {
    const tools = await menuGroupNamed('Tools');
    const first = await call(admin, 'PUT', `${MENU_GROUPS}/Tools`, {
      menu_group_name: 'Tools',
      menu_group_sort_order: 5,
      version: tools.version,
    });
    expect(first.statusCode).toBe(200);
    const second = await call(admin, 'PUT', `${MENU_GROUPS}/Tools`, {
      menu_group_name: 'Tools',
      menu_group_sort_order: 6,
      version: tools.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toBe(STALE_EDIT_MSG);
    expect((await menuGroupNamed('Tools')).menu_group_sort_order).toBe(5);
  });

  it('writes nothing when the audit row cannot be written (one transaction)', async () => {
    const tools = await menuGroupNamed('Tools');
    await withAuditBroken(db, 'admin.catalog.menu_group', async () => {
      const res = await call(admin, 'PUT', `${MENU_GROUPS}/Tools`, {
        menu_group_name: 'Half Tools',
        menu_group_sort_order: 1,
        version: tools.version,
      });
      expect(res.statusCode).toBe(500);
    });
    expect(await menuGroupNamed('Tools')).toEqual(tools);
    expect((await menuOf('usmto')).map((g) => g.menu_group_name)).toContain('Tools');
  });
});

describe("an app's menu group", () => {
  it('is offered from the records, and a name that is not one is refused with the message', async () => {
    const list = (await call(admin, 'GET', '/api/admin/console/apps?q=usmto&page_size=200')).json();
    const target = list.rows[0] as Record<string, unknown> & { app_key: string; version: number };
    const detail = (await call(admin, 'GET', `/api/admin/console/apps/${target.app_key}`)).json();
    const [records] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from catalog_menu_groups`);
    expect(detail.menu_groups).toHaveLength(records?.n ?? -1);
    const { app_key, group_sort_order, is_under_maintenance, version, ...fields } = detail.app;
    const res = await call(admin, 'PUT', `/api/admin/console/apps/${app_key}`, {
      ...fields,
      menu_group_name: 'No Such Menu',
      version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'menu_group_unknown', msg: MENU_GROUP_UNKNOWN });
  });
});
