import { appTermsKey, productRecord } from '@mti/contracts/catalog/catalog-api';
import { ADMIN_CANNOT_ACCEPT_TERMS } from '@mti/contracts/identity/identity-api';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../../test/build-test-app.ts';
import { DEMO_PASSWORD, type SignedIn, signedInFrom, signIn, signInPastGates } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const { app, database } = await buildTestApp();
const db = database.db;

const products = (user: SignedIn) => app.inject({ url: '/api/mti/products', headers: user.headers });
const menu = (user: SignedIn, role: string) => app.inject({ url: `/api/mti/products/${role}`, headers: user.headers });
const acceptAppTerms = (user: SignedIn, prefix: string) =>
  app.inject({ method: 'PUT', url: `/api/mti/acceptEula/${prefix}`, headers: user.headers });

describe('GET mti/products', () => {
  it("lists the member's active apps with every field of spec §3, in group then app order", async () => {
    const member = await signIn(app, 'member');
    const res = await products(member);
    expect(res.statusCode).toBe(200);
    const apps = res.json() as Array<Record<string, unknown>>;
    for (const record of apps) expect(productRecord.strict().safeParse(record).success).toBe(true);
    expect(apps.map((a) => [a.group_name, a.short_name])).toEqual([
      ['Market Intelligence', 'USMTO Orders'],
      ['Market Intelligence', 'USMTO in Advance'],
      ['Market Intelligence', 'Territory Wizard'],
      ['Market Intelligence', 'Map U.S. Markets'],
      ['Industry Trends', 'AWT Monthly'],
      ['Industry Trends', 'Economic Trends'],
      ['Industry Trends', 'Technology Roadmaps'],
      ['Exhibitor Tools', 'IMTS Passport'],
      ['Exhibitor Tools', 'E-mail Campaigns'],
      ['Exhibitor Tools', 'IMTS.com'],
      ['Member Programs', 'Benchmark Survey'],
      ['Member Programs', 'Survey Archive'],
    ]);
    const groupOrders = apps.map((a) => a.group_sort_order as number);
    expect(groupOrders).toEqual([...groupOrders].sort((x, y) => x - y));
    expect(apps.every((a) => a.status === 1)).toBe(true);
  });

  it("gives each data app its dataset's release, and none to an app without data", async () => {
    const member = await signIn(app, 'member');
    const apps = (await products(member)).json() as Array<{ short_name: string; data_release?: unknown }>;
    // The sample runs through the month before today (UTC) and grows on the first of next month.
    const now = new Date();
    const y = now.getUTCFullYear();
    const m = now.getUTCMonth();
    const key = (year: number, month0: number) => {
      const d = new Date(Date.UTC(year, month0, 1));
      return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    };
    const usmto = { data_through: key(y, m - 1), next_release: `${key(y, m + 1)}-01` };
    const byName = Object.fromEntries(apps.map((a) => [a.short_name, a.data_release]));
    expect(byName['USMTO Orders']).toEqual(usmto);
    expect(byName['Territory Wizard']).toEqual(usmto);
    // USMTO in Advance's release is checked in contributions/usmto-advance-release.test.ts.
    // The county dataset: last year (complete once December is in), the next one on January 1 after it.
    const lastYear = y - 1;
    expect(byName['Map U.S. Markets']).toEqual({
      data_through: `${lastYear}-12`,
      next_release: `${lastYear + 2}-01-01`,
    });
  });

  it('leaves out retired apps (status not 1) and apps of roles the user does not hold', async () => {
    const member = await signIn(app, 'member');
    const titles = (await products(member)).json().map((a: { app_title: string }) => a.app_title);
    expect(titles).not.toContain('USMTO Classic Reports');
    expect(titles).not.toContain('Prospect Download History');
  });

  it("lists only the apps of the user's own roles", async () => {
    const changeme = await signInPastGates(app, 'changeme');
    const names = (await products(changeme)).json().map((a: { short_name: string }) => a.short_name);
    expect(names).toEqual(['USMTO Orders', 'USMTO in Advance', 'Territory Wizard']);
  });

  it('gives the maintenance flag, text and window of an app under maintenance now', async () => {
    const member = await signIn(app, 'member');
    const archive = (await products(member)).json().find((a: { url_key: string }) => a.url_key === 'archive');
    expect(archive).toMatchObject({
      is_under_maintenance: true,
      maintenance_text: expect.stringContaining('Survey Archive'),
    });
    expect(new Date(archive.maintenance_start).getTime()).toBeLessThan(Date.now());
    expect(new Date(archive.maintenance_end).getTime()).toBeGreaterThan(Date.now());
    // Map U.S. Markets is out of its former 2020–2045 window: it opens.
    for (const key of ['orders', 'markets']) {
      const open = (await products(member)).json().find((a: { url_key: string }) => a.url_key === key);
      expect(open, key).toMatchObject({ is_under_maintenance: false, maintenance_text: null, maintenance_start: null });
    }
  });

  it('keeps HTML in app titles (the page sanitises it) and the external target', async () => {
    const member = await signIn(app, 'member');
    const apps = (await products(member)).json();
    expect(apps[0].app_title).toBe('USMTO<br><small>U.S. Manufacturing Technology Orders</small>');
    expect(apps.find((a: { url_key: string }) => a.url_key === 'resources')).toMatchObject({
      appurl: 'https://www.imts.com/',
      target: '_blank',
    });
    expect(apps.map((a: { appurl: string }) => a.appurl)).toEqual(
      expect.arrayContaining([
        'analytics/viewer/usmto-orders',
        'contributions/usmto-advance',
        'apps/territory-wizard',
        'passport/campaigns',
      ]),
    );
  });

  it('is empty without an active subscription, member or not', async () => {
    for (const userid of ['lapsed', 'guest']) {
      const res = await products(await signIn(app, userid));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject('/api/mti/products')).json().code).toBe('c0001');
    expect((await app.inject('/api/mti/products/usmto')).json().code).toBe('c0001');
  });
});

describe('app terms', () => {
  it('records the acceptance per user and shows it as terms_accepted', async () => {
    const member = await signIn(app, 'member');
    const newcomer = await signInPastGates(app, 'newcomer');
    const trends = async (user: SignedIn) =>
      (await products(user)).json().find((a: { url_key: string }) => a.url_key === 'trends');
    expect(await trends(member)).toMatchObject({
      terms_required: true,
      terms_accepted: false,
      terms_url: '/legal/economic-trends-terms',
    });

    const prefix = appTermsKey((await trends(member)).appurl);
    expect(prefix).toBe('econ');
    const res = await acceptAppTerms(member, prefix);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await trends(member)).terms_accepted).toBe(true);
    // Another user's acceptance is their own.
    expect((await trends(newcomer)).terms_accepted).toBe(false);
    // Accepting twice is harmless.
    expect((await acceptAppTerms(member, prefix)).statusCode).toBe(200);
  });

  it('refuses terms of an app the user cannot see, or that has none, and writes nothing', async () => {
    const changeme = await signInPastGates(app, 'changeme');
    const member = await signIn(app, 'member');
    const before = await rowsOf(db, sql`select * from catalog_terms_acceptances`);
    for (const [user, prefix] of [
      [changeme, 'econ'],
      [member, 'usmto'],
      [member, 'nosuchapp'],
    ] as const) {
      const res = await acceptAppTerms(user, prefix);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', msg: 'There are no terms to accept for that app.' });
    }
    expect(await rowsOf(db, sql`select * from catalog_terms_acceptances`)).toEqual(before);
  });

  it.each([['bad%2Fslash'], ['with space'], ['x'.repeat(65)]])('refuses the prefix %s with 400', async (prefix) => {
    const member = await signIn(app, 'member');
    const res = await acceptAppTerms(member, encodeURIComponent(decodeURIComponent(prefix)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', field: 'prefix' });
  });

  it('is refused to an administrator acting as the user', async () => {
    const acting = signedInFrom(
      await app.inject({
        method: 'POST',
        url: '/api/mti/admin/login',
        headers: await xsrfHeaders(app),
        payload: { adminid: 'admin', password: DEMO_PASSWORD, userid: 'member' },
      }),
    );
    // Refused before the prefix is even validated.
    for (const prefix of ['econ', 'with%20space']) {
      const res = await acceptAppTerms(acting, prefix);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', msg: ADMIN_CANNOT_ACCEPT_TERMS });
    }
  });
});

describe('GET mti/products/{role}', () => {
  it("groups the role's active entries by menu group, in menu order", async () => {
    const member = await signIn(app, 'member');
    const res = await menu(member, 'usmto');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        menu_group_name: 'Reports',
        entries: [
          { short_name: 'USMTO Orders', url_key: 'orders', appurl: 'analytics/viewer/usmto-orders', target: '_self' },
          {
            short_name: 'USMTO in Advance',
            url_key: 'advance',
            appurl: 'contributions/usmto-advance',
            target: '_self',
          },
        ],
      },
      {
        menu_group_name: 'Tools',
        entries: [
          {
            short_name: 'Territory Wizard',
            url_key: 'territory',
            appurl: 'apps/territory-wizard',
            target: '_self',
          },
        ],
      },
    ]);
  });

  it('is empty for a role the user does not hold, or without a subscription', async () => {
    const member = await signIn(app, 'member');
    expect((await menu(member, 'mtprospect')).json()).toEqual([]);
    expect((await menu(member, 'unknown-role')).json()).toEqual([]);
    expect((await menu(await signIn(app, 'lapsed'), 'usmto')).json()).toEqual([]);
  });

  it('refuses a malformed role with 400', async () => {
    const member = await signIn(app, 'member');
    const res = await menu(member, 'bad.role!');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', field: 'role' });
  });
});
