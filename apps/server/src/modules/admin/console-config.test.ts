// The console's maintenance windows, redirects, survey thresholds and site settings through the real app. The
// launcher's and the redirect hook's caches are on (CACHE_SECONDS), so these tests also prove that a
// console change reaches members at once rather than when a cached copy expires.

import { DATA_THROUGH_INVALID, NEXT_RELEASE_TOO_EARLY } from '@mti/contracts/admin/console-data-releases';
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { MAINTENANCE_END_BEFORE_START, MAINTENANCE_TEXT_REQUIRED } from '@mti/contracts/admin/console-maintenance';
import {
  REDIRECT_EXISTS,
  REDIRECT_TO_ITSELF,
  redirectChainAfter,
  redirectChainBefore,
  redirectLoop,
} from '@mti/contracts/admin/console-redirects';
import {
  DEFAULT_SUPPORT_HOURS,
  SUPPORT_HOURS_REQUIRED,
  SUPPORT_PHONE_INVALID,
  SUPPORT_PHONE_REQUIRED,
} from '@mti/contracts/admin/console-site-settings';
import { INVALID_EMAIL } from '@mti/contracts/common/email';
import {
  DEFAULT_LAYOUT_ROUTES,
  ROUTE_PREFIX_INVALID,
  routePrefixDuplicate,
} from '@mti/contracts/content/layout-routes';
import { LIMITS_OUT_OF_ORDER } from '@mti/contracts/survey/survey-admin-api';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type ConsoleMethod,
  consoleTestApp,
  expectConsoleRoutesRefused,
  withAuditBroken,
} from '../../../test/console-fixtures.ts';
import type { SignedIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const { app, db, callers, admin, call } = await consoleTestApp(['member', 'surveyor'], { CACHE_SECONDS: '5' });
const [member, surveyor] = callers.others as [SignedIn, SignedIn];

type Call = { method?: ConsoleMethod; url: string; payload?: object };
const as = (user: SignedIn, { method = 'GET', url, payload }: Call) =>
  call(user, method, `/api/admin/console/${url}`, payload);

type Maintenance = { app_key: string; short_name: string; version: number; is_under_maintenance: boolean };
async function maintenanceOf(shortName: string): Promise<Maintenance> {
  const list = (await as(admin, { url: `maintenance?page_size=200&q=${encodeURIComponent(shortName)}` })).json()
    .rows as Maintenance[];
  const found = list.find((a) => a.short_name === shortName);
  if (!found) throw new Error(`no app ${shortName}`);
  return found;
}

async function launcherEntry(user: SignedIn, shortName: string) {
  const apps = (await app.inject({ url: '/api/mti/products', headers: user.headers })).json() as Array<{
    short_name: string;
    is_under_maintenance: boolean;
    maintenance_text: string | null;
  }>;
  return apps.find((a) => a.short_name === shortName);
}

async function auditRows(action: string) {
  return rowsOf<{ actor: string; subject: string; detail: { before: unknown; after: unknown } }>(
    db,
    sql`select actor, subject, detail from audit_log where action = ${action} order by id`,
  );
}

const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('who may use these screens', () => {
  it('refuses every list to nobody signed in, every other role and an administrator acting as a user', async () => {
    const lists = [
      'maintenance',
      'maintenance/export',
      'redirects',
      'redirects/export',
      'redirects/neighbours',
      'survey-thresholds',
    ];
    const routes = lists.map((url): [ConsoleMethod, string] => ['GET', `/api/admin/console/${url}`]);
    await expectConsoleRoutesRefused(app, callers, routes);
  });

  it('refuses a member who tries to write, and writes nothing', async () => {
    const before = await maintenanceOf('USMTO Orders');
    const res = await as(member, {
      method: 'PUT',
      url: `maintenance/${before.app_key}`,
      payload: {
        version: before.version,
        is_under_maintenance: false,
        maintenance_text: null,
        maintenance_start: null,
        maintenance_end: null,
      },
    });
    expect(res.statusCode).toBe(403);
    expect((await maintenanceOf('USMTO Orders')).version).toBe(before.version);
  });
});

describe('maintenance windows', () => {
  it("shows the text in a member's launcher at once, and takes it away when cleared", async () => {
    // The member's launcher is cached before the change: the change must drop that copy.
    expect((await launcherEntry(member, 'USMTO Orders'))?.is_under_maintenance).toBe(false);
    const target = await maintenanceOf('USMTO Orders');
    const text = 'USMTO Orders is being reloaded with the new quarter; back at 6 pm.';
    const res = await as(admin, {
      method: 'PUT',
      url: `maintenance/${target.app_key}`,
      payload: {
        version: target.version,
        is_under_maintenance: true,
        maintenance_text: text,
        maintenance_start: hourFromNow(-1),
        maintenance_end: hourFromNow(2),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      is_under_maintenance: true,
      maintenance_text: text,
      version: target.version + 1,
    });
    expect(await launcherEntry(member, 'USMTO Orders')).toMatchObject({
      is_under_maintenance: true,
      maintenance_text: text,
    });

    const cleared = await as(admin, {
      method: 'PUT',
      url: `maintenance/${target.app_key}`,
      payload: {
        version: target.version + 1,
        is_under_maintenance: false,
        maintenance_text: null,
        maintenance_start: null,
        maintenance_end: null,
      },
    });
    expect(cleared.statusCode).toBe(200);
    expect((await launcherEntry(member, 'USMTO Orders'))?.is_under_maintenance).toBe(false);

    const audit = await auditRows('admin.catalog.maintenance');
    expect(audit.at(-2)).toMatchObject({
      actor: admin.siteId,
      subject: target.app_key,
      detail: {
        before: { is_under_maintenance: false },
        after: { is_under_maintenance: true, maintenance_text: text },
      },
    });
  });

  it.each([
    [{ maintenance_text: '  ' }, 'maintenance_text', MAINTENANCE_TEXT_REQUIRED],
    [{ maintenance_end: hourFromNow(-2) }, 'maintenance_end', MAINTENANCE_END_BEFORE_START],
  ])('refuses %o with its message and writes nothing', async (change, field, msg) => {
    const target = await maintenanceOf('Territory Wizard');
    const res = await as(admin, {
      method: 'PUT',
      url: `maintenance/${target.app_key}`,
      payload: {
        version: target.version,
        is_under_maintenance: true,
        maintenance_text: 'Back soon.',
        maintenance_start: hourFromNow(-1),
        maintenance_end: hourFromNow(1),
        ...change,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg });
    expect(res.body).toContain(field);
    expect((await maintenanceOf('Territory Wizard')).version).toBe(target.version);
  });

  it('refuses an edit started from an older version with 409 and keeps the newer one', async () => {
    const target = await maintenanceOf('Map U.S. Markets');
    const window = { is_under_maintenance: true, maintenance_start: hourFromNow(1), maintenance_end: hourFromNow(3) };
    const first = await as(admin, {
      method: 'PUT',
      url: `maintenance/${target.app_key}`,
      payload: { version: target.version, ...window, maintenance_text: 'First administrator' },
    });
    expect(first.statusCode).toBe(200);
    const second = await as(admin, {
      method: 'PUT',
      url: `maintenance/${target.app_key}`,
      payload: { version: target.version, ...window, maintenance_text: 'Second administrator' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'stale', msg: STALE_EDIT_MSG });
    const [row] = await rowsOf<{ maintenance_text: string }>(
      db,
      sql`select maintenance_text from catalog_apps where app_key = ${target.app_key}`,
    );
    expect(row?.maintenance_text).toBe('First administrator');
  });

  it('answers 404 for an app that does not exist', async () => {
    const res = await as(admin, {
      method: 'PUT',
      url: 'maintenance/no-such-app',
      payload: {
        version: 1,
        is_under_maintenance: false,
        maintenance_text: null,
        maintenance_start: null,
        maintenance_end: null,
      },
    });
    expect(res.statusCode).toBe(404);
  });
});

type RedirectEntry = { oldUrl: string; newUrl: string };
type RedirectList = { version: number; rows: RedirectEntry[]; total: number; page: number; page_size: number };
const redirects = async (query = 'page_size=200') =>
  (await as(admin, { url: `redirects?${query}` })).json() as RedirectList;
const addRedirect = async (oldUrl: string, newUrl: string, version?: number) =>
  as(admin, {
    method: 'POST',
    url: 'redirects',
    payload: { version: version ?? (await redirects()).version, oldUrl, newUrl },
  });

describe('the maintenance list, paged like every console list', () => {
  it('pages in launcher order, sorts and searches on the server, and exports the same query as CSV', async () => {
    const apps = await rowsOf<{ short_name: string }>(
      db,
      sql`select a.short_name from catalog_apps a join catalog_groups g on g.group_name = a.group_name
          order by g.group_sort_order, a.app_sort_order, a.app_key`,
    );
    expect(apps.length).toBeGreaterThan(3);
    const launcher = apps.map((a) => a.short_name);
    const first = (await as(admin, { url: 'maintenance?page_size=2' })).json();
    expect(first).toMatchObject({ total: apps.length, page: 1, page_size: 2 });
    expect(first.rows.map((r: Maintenance) => r.short_name)).toEqual(launcher.slice(0, 2));
    const second = (await as(admin, { url: 'maintenance?page_size=2&page=2' })).json();
    expect(second.rows.map((r: Maintenance) => r.short_name)).toEqual(launcher.slice(2, 4));

    const byName = [...launcher].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    const descending = (await as(admin, { url: 'maintenance?sort=short_name&dir=desc&page_size=200' })).json();
    expect(descending.rows.map((r: Maintenance) => r.short_name)).toEqual([...byName].reverse());

    // A window that started long before any seeded one: it comes first by start.
    const target = await maintenanceOf('Territory Wizard');
    const put = await as(admin, {
      method: 'PUT',
      url: `maintenance/${target.app_key}`,
      payload: {
        version: target.version,
        is_under_maintenance: true,
        maintenance_text: 'Paged list check: reindexing.',
        maintenance_start: hourFromNow(-24 * 365 * 20),
        maintenance_end: hourFromNow(1),
      },
    });
    expect(put.statusCode).toBe(200);
    const byStart = (await as(admin, { url: 'maintenance?sort=maintenance_start&page_size=1' })).json();
    expect(byStart.rows[0]).toMatchObject({ short_name: 'Territory Wizard', is_under_maintenance: true });

    const searched = (await as(admin, { url: 'maintenance?q=REINDEXING' })).json();
    expect(searched).toMatchObject({ total: 1, rows: [expect.objectContaining({ short_name: 'Territory Wizard' })] });
    const bad = await as(admin, { url: 'maintenance?sort=maintenance_text' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('msg');

    const csv = await as(admin, { url: 'maintenance/export?sort=maintenance_start&page_size=1' });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('App,Title,Group,Under maintenance,Start (UTC),End (UTC),Text,Version');
    expect(lines).toHaveLength(apps.length + 1);
    expect(lines[1]).toMatch(/^Territory Wizard,.*,yes,.*Paged list check: reindexing\./);
    const exported = (await as(admin, { url: 'maintenance/export?q=reindexing' })).body;
    expect(exported).toContain('Territory Wizard');
    expect(exported).not.toContain('USMTO Orders');

    // Put it back for the other tests.
    const now = await maintenanceOf('Territory Wizard');
    await as(admin, {
      method: 'PUT',
      url: `maintenance/${now.app_key}`,
      payload: {
        version: now.version,
        is_under_maintenance: false,
        maintenance_text: null,
        maintenance_start: null,
        maintenance_end: null,
      },
    });
  });
});

describe('redirects', () => {
  it('adds a redirect that the site follows at once, and deletes it again', async () => {
    expect((await app.inject('/old-news')).statusCode).not.toBe(301); // the hook's cached copy is taken now
    const res = await addRedirect('/old-news', '/newsletter');
    expect(res.statusCode).toBe(200);
    expect((await redirects()).rows).toContainEqual({ oldUrl: '/old-news', newUrl: '/newsletter' });
    const followed = await app.inject('/Old-News/');
    expect(followed.statusCode).toBe(301);
    expect(followed.headers.location).toBe('/newsletter');
    const config = (await app.inject('/assets/config/config.json')).json() as { redirectUrls: unknown[] };
    expect(config.redirectUrls).toContainEqual({ oldUrl: '/old-news', newUrl: '/newsletter' });

    const { version } = await redirects();
    const deleted = await as(admin, { method: 'DELETE', url: `redirects?old_url=%2Fold-news&version=${version}` });
    expect(deleted.statusCode).toBe(200);
    expect((await app.inject('/old-news')).statusCode).not.toBe(301);
    const audit = await auditRows('admin.redirect.add');
    const lastAdd = audit.at(-1)?.detail as { before: { redirectUrls: unknown[] }; after: { redirectUrls: unknown[] } };
    expect((lastAdd.after as { redirectUrls: unknown[] }).redirectUrls).toContainEqual({
      oldUrl: '/old-news',
      newUrl: '/newsletter',
    });
    expect((lastAdd.before as { redirectUrls: unknown[] }).redirectUrls).not.toContainEqual({
      oldUrl: '/old-news',
      newUrl: '/newsletter',
    });
  });

  // Seeded: /products/usmto → /usmto and /contact → /support.
  it.each([
    ['/support', '/contact', redirectLoop('/support', '/contact')],
    ['/Support/', '/CONTACT', redirectLoop('/Support/', '/CONTACT')],
    ['/help', '/contact', redirectChainAfter('/contact', '/support')],
    ['/usmto', '/usmto-orders', redirectChainBefore('/usmto', '/products/usmto')],
    ['/contact/', '/help', REDIRECT_EXISTS],
    ['/same', '/SAME/', REDIRECT_TO_ITSELF],
  ])('refuses %s → %s: %s', async (oldUrl, newUrl, msg) => {
    const before = await redirects();
    const res = await addRedirect(oldUrl, newUrl, before.version);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_redirect', msg });
    expect(await redirects()).toEqual(before);
  });

  it('refuses an edit that would turn an entry into a loop, and allows renaming it', async () => {
    const loop = await as(admin, {
      method: 'PUT',
      url: 'redirects?old_url=%2Fproducts%2Fusmto',
      payload: { version: (await redirects()).version, oldUrl: '/support', newUrl: '/contact' },
    });
    expect(loop.json()).toMatchObject({ msg: redirectLoop('/support', '/contact') });
    const renamed = await as(admin, {
      method: 'PUT',
      url: 'redirects?old_url=%2Fproducts%2Fusmto',
      payload: { version: (await redirects()).version, oldUrl: '/products/usmto', newUrl: '/usmto/' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await redirects()).rows).toContainEqual({ oldUrl: '/products/usmto', newUrl: '/usmto/' });
  });

  it('refuses a change made from an older list with 409', async () => {
    const { version } = await redirects();
    expect((await addRedirect('/a-first', '/usmto', version)).statusCode).toBe(200);
    const stale = await addRedirect('/a-second', '/usmto', version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale' });
    expect((await redirects()).rows.map((r) => r.oldUrl)).not.toContain('/a-second');
  });
});

describe('the redirect list, paged like every console list', () => {
  const added = ['/list-c', '/list-a', '/List-B', '/list-e', '/list-d'];
  const cleanUp = async () => {
    for (const oldUrl of added) {
      const { version } = await redirects();
      await as(admin, { method: 'DELETE', url: `redirects?old_url=${encodeURIComponent(oldUrl)}&version=${version}` });
    }
  };

  it('pages, sorts and searches on the server, and exports the same query as CSV', async () => {
    for (const [i, oldUrl] of added.entries())
      expect((await addRedirect(oldUrl, `/list-target-${i}`)).statusCode).toBe(200);
    try {
      const first = await redirects('q=LIST-&sort=old_url&dir=asc&page_size=2');
      expect(first).toMatchObject({ total: 5, page: 1, page_size: 2 });
      expect(first.rows.map((r) => r.oldUrl)).toEqual(['/list-a', '/List-B']);
      const last = await redirects('q=list-&sort=old_url&dir=asc&page_size=2&page=3');
      expect(last.rows.map((r) => r.oldUrl)).toEqual(['/list-e']);
      const byTarget = await redirects('q=list-&sort=new_url&dir=desc&page_size=2');
      expect(byTarget.rows).toEqual([
        { oldUrl: '/list-d', newUrl: '/list-target-4' },
        { oldUrl: '/list-e', newUrl: '/list-target-3' },
      ]);
      // The version a page carries is the one a change must send.
      expect(byTarget.version).toBe((await redirects()).version);
      expect((await redirects('q=target-2')).rows).toEqual([{ oldUrl: '/List-B', newUrl: '/list-target-2' }]);

      const csv = await as(admin, { url: 'redirects/export?q=list-&sort=old_url&dir=desc' });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines).toEqual([
        'Old address,New address',
        '/list-e,/list-target-3',
        '/list-d,/list-target-4',
        '/list-c,/list-target-0',
        '/List-B,/list-target-2',
        '/list-a,/list-target-1',
      ]);
    } finally {
      await cleanUp();
    }
  });

  it('refuses a bad page or sort with 400', async () => {
    expect((await as(admin, { url: 'redirects?sort=position' })).statusCode).toBe(400);
    expect((await as(admin, { url: 'redirects?page=0' })).statusCode).toBe(400);
  });

  it("gives the form only the redirects a candidate's addresses touch", async () => {
    // Seeded: /contact → /support and /products/usmto → /usmto.
    const res = await as(admin, { url: 'redirects/neighbours?old_url=%2FSupport%2F&new_url=%2Fhelp' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirects: [{ oldUrl: '/contact', newUrl: '/support' }] });
  });
});

type Threshold = { page: string; version: number; shipping_usd_llimit: number; shipping_usd_ulimit: number };
describe('survey thresholds', () => {
  const shipments = async () =>
    ((await as(admin, { url: 'survey-thresholds?q=shipments' })).json().rows as Threshold[]).find(
      (t) => t.page === 'shipments',
    ) as Threshold & Record<string, number>;

  it("changes the limits a participant's survey warns against", async () => {
    const { page: _page, version, ...limits } = await shipments();
    const res = await as(admin, {
      method: 'PUT',
      url: 'survey-thresholds/shipments',
      payload: { ...limits, version, shipping_usd_ulimit: 5_000_000 },
    });
    expect(res.statusCode).toBe(200);
    const seen = await app.inject({ url: '/api/survey/threshold/shipments', headers: surveyor.headers });
    expect(seen.json()[0]).toMatchObject({ shipping_usd_ulimit: 5_000_000 });
    const [row] = await rowsOf<{ u: string }>(
      db,
      sql`select shipping_usd_ulimit::text as u from survey_thresholds where page = 'shipments'`,
    );
    expect(Number(row?.u)).toBe(5_000_000);
    const audit = await auditRows('admin.survey.threshold');
    expect(audit.at(-1)?.detail).toMatchObject({
      before: { shipping_usd_ulimit: limits.shipping_usd_ulimit },
      after: { shipping_usd_ulimit: 5_000_000 },
    });
  });

  it('refuses a lower limit above its upper limit, and a stale edit', async () => {
    const { page: _page, version, ...limits } = await shipments();
    const wrong = await as(admin, {
      method: 'PUT',
      url: 'survey-thresholds/shipments',
      payload: { ...limits, version, shipping_tons_llimit: (limits.shipping_tons_ulimit ?? 0) + 1 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ msg: LIMITS_OUT_OF_ORDER });
    const stale = await as(admin, {
      method: 'PUT',
      url: 'survey-thresholds/shipments',
      payload: { ...limits, version: version - 1 || 99 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await shipments()).version).toBe(version);
  });
});

describe('the survey thresholds list', () => {
  const csvLines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);

  it('refuses the list and its CSV to a member and to nobody signed in', async () => {
    for (const url of ['survey-thresholds', 'survey-thresholds/export']) {
      expect((await as(member, { url })).statusCode).toBe(403);
      expect((await app.inject({ url: `/api/admin/console/${url}` })).statusCode).toBe(401);
    }
  });

  it('pages, sorts and searches them on the server, and exports the same query as CSV', async () => {
    // The seed sets the shipments page only; the two other survey pages get limits here so there is a list.
    await db.execute(sql`insert into survey_thresholds (page, shipping_usd_llimit, shipping_usd_ulimit,
        shipping_tons_llimit, shipping_tons_ulimit, booking_usd_llimit, booking_usd_ulimit)
      values ('metals', 1, 900, 1, 90, 1, 7), ('markets', 2, 800, 2, 80, 2, 999999999999)
      on conflict (page) do nothing`);
    const stored = await rowsOf<{ page: string; u: number }>(
      db,
      sql`select page, booking_usd_ulimit::float8 as u from survey_thresholds order by page`,
    );
    expect(stored.length).toBeGreaterThan(2);
    const pages = stored.map((t) => t.page);
    const first = (await as(admin, { url: 'survey-thresholds?page_size=2' })).json();
    expect(first).toMatchObject({ total: stored.length, page: 1, page_size: 2 });
    expect(first.rows.map((t: Threshold) => t.page)).toEqual(pages.slice(0, 2));
    expect(typeof first.rows[0].shipping_usd_ulimit).toBe('number');
    const second = (await as(admin, { url: 'survey-thresholds?page_size=2&page=2' })).json();
    expect(second.rows.map((t: Threshold) => t.page)).toEqual(pages.slice(2, 4));
    const descending = (await as(admin, { url: 'survey-thresholds?sort=page&dir=desc&page_size=1' })).json();
    expect(descending.rows[0].page).toBe(pages.at(-1));

    const byLimit = [...stored].sort((a, b) => b.u - a.u || (a.page < b.page ? 1 : -1)).map((t) => t.page);
    const sorted = (await as(admin, { url: 'survey-thresholds?sort=booking_usd_ulimit&dir=desc' })).json();
    expect(sorted.rows.map((t: Threshold) => t.page)).toEqual(byLimit);

    const searched = (await as(admin, { url: 'survey-thresholds?q=METAL' })).json();
    expect(searched).toMatchObject({ total: 1, rows: [expect.objectContaining({ page: 'metals' })] });
    const badSort = await as(admin, { url: 'survey-thresholds?sort=updated_at' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toHaveProperty('msg');

    const csv = await as(admin, { url: 'survey-thresholds/export?sort=page&dir=desc&page_size=1' });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe(
      'Survey page,"Shipments, USD: lowest typical","Shipments, USD: highest typical",' +
        '"Shipments, tons: lowest typical","Shipments, tons: highest typical",' +
        '"Bookings, USD: lowest typical","Bookings, USD: highest typical",Version',
    );
    expect(lines).toHaveLength(stored.length + 1);
    expect(lines[1]).toMatch(new RegExp(`^"?${pages.at(-1)}"?,`));
    const exported = csvLines((await as(admin, { url: 'survey-thresholds/export?q=metal' })).body);
    expect(exported).toHaveLength(2);
    expect(exported[1]).toMatch(/^"?metals"?,/);
  });
});

describe('site settings: support contact and header and footer routes', () => {
  type Settings = {
    version: number;
    supportPhone: string;
    supportEmail: string;
    supportHours: string;
    layoutRoutes: { hideMarketingLinksOn: string[]; hideFooterOn: string[]; appDropdownOn: string[] };
  };
  const settings = async () => (await as(admin, { url: 'site-settings' })).json() as Settings;
  const publicConfig = async () => (await app.inject({ url: '/assets/config/config.json' })).json();
  const storedVersion = async () =>
    Number(
      (await rowsOf<{ version: number }>(db, sql`select version from app_config where key = 'config'`))[0]?.version,
    );
  const contact = (s: Settings, change: Partial<Settings> = {}) => ({
    version: s.version,
    supportPhone: s.supportPhone,
    supportEmail: s.supportEmail,
    supportHours: s.supportHours,
    ...change,
  });
  it('refuses the settings to a member and to nobody signed in, and a member writes nothing', async () => {
    expect((await as(member, { url: 'site-settings' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/console/site-settings' })).statusCode).toBe(401);
    const before = await settings();
    const url = 'site-settings/support-contact';
    const res = await as(member, { method: 'PUT', url, payload: contact(before, { supportPhone: '202 555 0100' }) });
    expect(res.statusCode).toBe(403);
    expect((await publicConfig()).supportPhone).toBe(before.supportPhone);
  });

  it('shows a saved support contact in the public configuration at once, audited before and after', async () => {
    const before = await settings();
    expect(before.supportHours).toBe(DEFAULT_SUPPORT_HOURS);
    const change = {
      supportPhone: '(202) 555-0177',
      supportEmail: 'help@mti.example',
      supportHours: 'Mon-Thu 9am-4pm EST',
    };
    const res = await as(admin, {
      method: 'PUT',
      url: 'site-settings/support-contact',
      payload: contact(before, change),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...change, version: before.version + 1 });
    expect(await publicConfig()).toMatchObject(change);
    expect(await storedVersion()).toBe(before.version + 1);
    const audits = await auditRows('admin.site.support_contact');
    expect(audits.at(-1)).toMatchObject({
      actor: admin.siteId,
      detail: {
        before: {
          supportPhone: before.supportPhone,
          supportEmail: before.supportEmail,
          supportHours: DEFAULT_SUPPORT_HOURS,
        },
        after: change,
      },
    });
  });

  it.each([
    ['supportPhone', 'call us', SUPPORT_PHONE_INVALID],
    ['supportPhone', '555-01', SUPPORT_PHONE_INVALID],
    ['supportPhone', '  ', SUPPORT_PHONE_REQUIRED],
    ['supportEmail', 'help@', INVALID_EMAIL],
    ['supportHours', '', SUPPORT_HOURS_REQUIRED],
  ])('refuses %s %j with the form’s message and writes nothing', async (field, value, msg) => {
    const before = await settings();
    const url = 'site-settings/support-contact';
    const res = await as(admin, { method: 'PUT', url, payload: contact(before, { [field]: value }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg });
    expect(await storedVersion()).toBe(before.version);
  });

  it('refuses an edit started from an older version with 409 and keeps the newer one', async () => {
    const before = await settings();
    const url = 'site-settings/support-contact';
    const first = await as(admin, { method: 'PUT', url, payload: contact(before, { supportPhone: '202 555 0111' }) });
    expect(first.statusCode).toBe(200);
    const second = await as(admin, { method: 'PUT', url, payload: contact(before, { supportPhone: '202 555 0222' }) });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'stale', msg: STALE_EDIT_MSG });
    expect((await publicConfig()).supportPhone).toBe('202 555 0111');
  });

  it('keeps the old contact when the audit write fails inside the transaction', async () => {
    const before = await settings();
    await withAuditBroken(db, 'admin.site.support_contact', async () => {
      const url = 'site-settings/support-contact';
      const res = await as(admin, { method: 'PUT', url, payload: contact(before, { supportPhone: '202 555 0333' }) });
      expect(res.statusCode).toBe(500);
    });
    expect((await publicConfig()).supportPhone).toBe(before.supportPhone);
    expect(await storedVersion()).toBe(before.version);
  });

  it('saves the route lists the layout reads, refusing a duplicate and a route without its slash', async () => {
    const before = await settings();
    expect(before.layoutRoutes).toEqual(DEFAULT_LAYOUT_ROUTES);
    const url = 'site-settings/layout-routes';
    const lists = { ...before.layoutRoutes, hideFooterOn: [...before.layoutRoutes.hideFooterOn, '/support'] };
    const twice = { ...lists, hideFooterOn: [...lists.hideFooterOn, '/Support/'] };
    const duplicate = await as(admin, { method: 'PUT', url, payload: { version: before.version, ...twice } });
    expect(duplicate.json()).toMatchObject({ msg: routePrefixDuplicate('/Support/') });
    const noSlash = { ...lists, appDropdownOn: ['passport'] };
    const bad = await as(admin, { method: 'PUT', url, payload: { version: before.version, ...noSlash } });
    expect(bad.json()).toMatchObject({ msg: ROUTE_PREFIX_INVALID });
    const res = await as(admin, { method: 'PUT', url, payload: { version: before.version, ...lists } });
    expect(res.statusCode).toBe(200);
    expect((await publicConfig()).layoutRoutes).toEqual(lists);
    const audits = await auditRows('admin.site.layout_routes');
    expect(audits.at(-1)?.detail).toEqual({ before: DEFAULT_LAYOUT_ROUTES, after: lists });
  });
});

describe("fiaConfig's release calendar", () => {
  it('refuses a member, checks the calendar with its own schema and shows the saved one in fiaConfig.json', async () => {
    expect((await as(member, { url: 'fia-release-calendar' })).statusCode).toBe(403);
    const before = (await as(admin, { url: 'fia-release-calendar' })).json();
    expect(before.releaseCalendar).toEqual({ submissionDueDay: 15, publicationDay: 25, timeZone: 'America/New_York' });
    const put = (releaseCalendar: object, version = before.version) =>
      as(admin, { method: 'PUT', url: 'fia-release-calendar', payload: { version, releaseCalendar } });
    const inverted = await put({ submissionDueDay: 20, publicationDay: 10, timeZone: 'America/New_York' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({ msg: 'The benchmark is published after the submission deadline.' });
    const calendar = { submissionDueDay: 12, publicationDay: 22, timeZone: 'America/New_York' };
    expect((await put(calendar)).json()).toEqual({ version: before.version + 1, releaseCalendar: calendar });
    expect((await app.inject({ url: '/assets/config/fiaConfig.json' })).json().releaseCalendar).toEqual(calendar);
    expect((await put(calendar)).statusCode).toBe(409);
    const audits = await auditRows('admin.site.fia_release_calendar');
    expect(audits.at(-1)?.detail).toEqual({
      before: { releaseCalendar: before.releaseCalendar },
      after: { releaseCalendar: calendar },
    });
  });
});

describe('dataset release dates', () => {
  type Release = {
    dataset_id: string;
    title: string;
    app_keys: string[];
    scheduled: { data_through: string; next_release: string };
    saved: { data_through: string; next_release: string } | null;
  };
  type Releases = { version: number; total: number; rows: Release[] };
  const releases = async (query = 'page_size=200') =>
    (await as(admin, { url: `data-releases?${query}` })).json() as Releases;
  const usmtoCard = async () => {
    const apps = (await app.inject({ url: '/api/mti/products', headers: member.headers })).json() as Array<{
      short_name: string;
      data_release: object | null;
    }>;
    return apps.find((a) => a.short_name === 'USMTO Orders');
  };

  it("shows saved dates on a member's launcher card at once, and the schedule again once cleared", async () => {
    expect((await as(member, { url: 'data-releases' })).statusCode).toBe(403);
    const before = await releases();
    const usmto = before.rows.find((d) => d.app_keys.includes('usmto-orders'));
    if (!usmto) throw new Error('no dataset behind usmto-orders');
    expect(usmto.saved).toBeNull();
    expect((await usmtoCard())?.data_release).toEqual(usmto.scheduled);
    const put = (dates: object | null, version: number, id = usmto.dataset_id) =>
      as(admin, { method: 'PUT', url: `data-releases/${id}`, payload: { version, dates } });

    const early = await put({ data_through: '2026-09', next_release: '2026-09-30' }, before.version);
    expect(early.json()).toMatchObject({ msg: NEXT_RELEASE_TOO_EARLY });
    const badMonth = await put({ data_through: '2026-13', next_release: '2026-12-01' }, before.version);
    expect(badMonth.json()).toMatchObject({ msg: DATA_THROUGH_INVALID });
    expect((await put(null, before.version, 'no-such-dataset')).statusCode).toBe(404);

    const dates = { data_through: '2026-08', next_release: '2026-12-04' };
    const saved = await put(dates, before.version);
    expect(saved.statusCode).toBe(200);
    expect((await usmtoCard())?.data_release).toEqual(dates);
    expect((await put(null, before.version)).statusCode).toBe(409);
    const cleared = await put(null, before.version + 1);
    expect(cleared.statusCode).toBe(200);
    expect((await usmtoCard())?.data_release).toEqual(usmto.scheduled);
    const audits = await auditRows('admin.site.data_release');
    expect(audits.map((a) => a.detail)).toEqual([
      { before: { dates: null }, after: { dates } },
      { before: { dates }, after: { dates: null } },
    ]);
  });

  it('pages, sorts and searches them on the server, and exports the same query as CSV', async () => {
    const all = await releases();
    expect(all.total).toBeGreaterThan(2);
    expect(all.rows).toHaveLength(all.total);
    const titles = all.rows.map((d) => d.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    const first = await releases('page_size=2');
    expect(first).toMatchObject({ total: all.total, page: 1, page_size: 2, version: all.version });
    expect(first.rows.map((d) => d.title)).toEqual(titles.slice(0, 2));
    const second = await releases('page_size=2&page=2');
    expect(second.rows.map((d) => d.title)).toEqual(titles.slice(2, 4));
    const descending = await releases('sort=title&dir=desc&page_size=1');
    expect(descending.rows[0]?.title).toBe(titles.at(-1));

    // Saved dates far in the future: that dataset comes last by next release, first descending.
    const target = all.rows[0] as Release;
    const dates = { data_through: '2098-01', next_release: '2099-12-31' };
    const put = await as(admin, {
      method: 'PUT',
      url: `data-releases/${target.dataset_id}`,
      payload: { version: all.version, dates },
    });
    expect(put.statusCode).toBe(200);
    const latest = await releases('sort=next_release&dir=desc&page_size=1');
    expect(latest.rows[0]).toMatchObject({ dataset_id: target.dataset_id, saved: dates });
    expect((await releases('sort=next_release&page_size=200')).rows.at(-1)?.dataset_id).toBe(target.dataset_id);
    const byMonth = (await releases('sort=data_through&dir=desc&page_size=200')).rows;
    expect(byMonth[0]?.dataset_id).toBe(target.dataset_id);

    const searched = await releases(`q=${encodeURIComponent(target.title.toUpperCase())}`);
    expect(searched.rows.map((d) => d.dataset_id)).toContain(target.dataset_id);
    expect(searched.total).toBeLessThan(all.total);
    const byApp = await releases('q=usmto-orders');
    expect(byApp.rows.every((d) => d.app_keys.includes('usmto-orders') || /usmto-orders/i.test(d.title))).toBe(true);
    expect(byApp.total).toBeGreaterThan(0);
    const bad = await as(admin, { url: 'data-releases?sort=app_keys' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('msg');
    expect((await as(member, { url: 'data-releases/export' })).statusCode).toBe(403);

    const csv = await as(admin, { url: 'data-releases/export?sort=next_release&dir=desc&page_size=1' });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Dataset,Id,Launcher cards,Data through,Next release,Dates from,Scheduled data through,Scheduled next release',
    );
    expect(lines).toHaveLength(all.total + 1);
    expect(lines[1]).toContain(`,${target.dataset_id},`);
    expect(lines[1]).toContain(',2098-01,2099-12-31,administrator,');
    const exported = (await as(admin, { url: `data-releases/export?q=${encodeURIComponent(target.dataset_id)}` })).body;
    expect(exported).toContain(target.dataset_id);
    expect(exported.trim().split(/\r?\n/).length).toBeLessThan(all.total + 1);

    // Back to the schedule for the other tests.
    const now = await releases('page_size=1');
    await as(admin, {
      method: 'PUT',
      url: `data-releases/${target.dataset_id}`,
      payload: { version: now.version, dates: null },
    });
  });
});
