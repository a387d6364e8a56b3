// The passport administrator's seats list through its real route (PGlite, seeded sample): paged,
// sorted and searched on the server like the console's lists (decision 102); only an administrator
// signed in as themselves reads it. Expected figures come from SQL written here, not the module's.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../../test/build-test-app.ts';
import { DEMO_PASSWORD, type SignedIn, signedInFrom, signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const { app, database } = await buildTestApp();
const db = database.db;
const LIST = '/api/passport/admin/subscriptions';

let admin: SignedIn;
let exhibitor: SignedIn;
let actingAdmin: SignedIn;

beforeAll(async () => {
  admin = await signIn(app, 'admin');
  exhibitor = await signIn(app, 'exhibitor');
  actingAdmin = signedInFrom(
    await app.inject({
      method: 'POST',
      url: '/api/mti/admin/login',
      headers: await xsrfHeaders(app),
      payload: { adminid: 'admin', password: DEMO_PASSWORD, userid: 'exhibitor2' },
    }),
  );
});

type Row = {
  subscription_id: number;
  company_name: string;
  show_year: string;
  included_seats: number;
  extra_seats: number;
  holders: Array<{ site_id: string; name_first: string; name_last: string }>;
};
const list = async (query: string, user: SignedIn = admin) => {
  const res = await app.inject({ url: `${LIST}?${query}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { rows: Row[]; total: number; page: number; page_size: number };
};

/** Every subscription as "company show_year", in the order asked, from SQL written here. */
async function expectedOrder(orderBy: ReturnType<typeof sql>) {
  const rows = await rowsOf<{ key: string }>(
    db,
    sql`select c.name || ' ' || p.show_year as key from passport_subscriptions p
        join passport_companies c on c.id = p.company_id order by ${orderBy}`,
  );
  return rows.map((r) => r.key);
}
const keyOf = (r: Row) => `${r.company_name} ${r.show_year}`;

describe('passport seats list', () => {
  it('answers pages that together hold every subscription once, by company name by default', async () => {
    const all = await expectedOrder(sql`lower(c.name), p.show_year, p.id`);
    expect(all.length).toBeGreaterThan(3);
    const first = await list('page_size=3');
    expect(first).toMatchObject({ total: all.length, page: 1, page_size: 3 });
    expect(first.rows.map(keyOf)).toEqual(all.slice(0, 3));
    const second = await list('page_size=3&page=2');
    expect(second.rows.map(keyOf)).toEqual(all.slice(3, 6));
    const pages = Math.ceil(all.length / 3);
    const collected: string[] = [];
    for (let page = 1; page <= pages; page++)
      collected.push(...(await list(`page_size=3&page=${page}`)).rows.map(keyOf));
    expect(collected).toEqual(all);
  });

  it('carries the included and extra seats and the holders of each subscription', async () => {
    const { rows } = await list('q=Keystone Machine Tools&sort=show_year');
    const keystone = rows.find((r) => r.show_year === 'imts-2026');
    const [held] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from passport_seats s where s.subscription_id = ${keystone?.subscription_id}`,
    );
    expect(keystone?.holders).toHaveLength(Number(held?.n));
    expect(keystone?.holders[0]).toEqual(
      expect.objectContaining({ site_id: expect.any(String), name_first: expect.any(String) }),
    );
  });

  it('sorts by seats used, descending, and by show year', async () => {
    const bySeats = (await list('sort=seats_used&dir=desc&page_size=200')).rows;
    const used = bySeats.map((r) => r.holders.length);
    expect(used).toEqual([...used].sort((a, b) => b - a));
    expect(used[0]).toBeGreaterThan(used.at(-1) ?? 0);
    const byYear = (await list('sort=show_year&page_size=200')).rows.map((r) => r.show_year);
    expect(byYear).toEqual([...byYear].sort());
    const byExtra = (await list('sort=extra_seats&dir=desc&page_size=1')).rows[0];
    const [most] = await rowsOf<{ n: number }>(db, sql`select max(extra_seats)::int as n from passport_subscriptions`);
    expect(byExtra?.extra_seats).toBe(Number(most?.n));
  });

  it('searches the company, the show year and the holders by name or site id, case-insensitively', async () => {
    const byCompany = await list('q=bAYOU');
    expect(byCompany.total).toBeGreaterThan(0);
    expect(byCompany.rows.every((r) => r.company_name.includes('Bayou'))).toBe(true);

    const [holder] = await rowsOf<{ site_id: string; name_last: string; subscriptions: number }>(
      db,
      sql`select u.site_id, u.name_last, count(*)::int as subscriptions from passport_seats s
          join users u on u.site_id = s.site_id group by u.site_id, u.name_last order by u.site_id limit 1`,
    );
    const bySiteId = await list(`q=${holder?.site_id}`);
    expect(bySiteId.total).toBe(Number(holder?.subscriptions));
    expect(bySiteId.rows.every((r) => r.holders.some((h) => h.site_id === holder?.site_id))).toBe(true);
    const byName = await list(`q=${holder?.name_last.toUpperCase()}`);
    expect(byName.rows.some((r) => r.holders.some((h) => h.site_id === holder?.site_id))).toBe(true);

    expect((await list('q=south-2026')).rows.every((r) => r.show_year === 'south-2026')).toBe(true);
    // A % is a character to find, not a wildcard.
    expect((await list('q=%25')).total).toBe(0);
  });

  it('refuses a sort it does not know and a page size over the limit with 400 {code, msg}', async () => {
    const cases = { 'sort=holders': 'sort', 'sort=id;drop': 'sort', 'page_size=201': 'page_size', 'page=0': 'page' };
    for (const [query, field] of Object.entries(cases)) {
      const res = await app.inject({ url: `${LIST}?${query}`, headers: admin.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ code: 'invalid_input', msg: expect.any(String), field });
    }
  });

  it('is refused to an exhibitor, to an administrator acting as a user and to anyone not signed in', async () => {
    for (const user of [exhibitor, actingAdmin]) {
      const res = await app.inject({ url: LIST, headers: user.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: expect.any(String), msg: expect.any(String) });
      expect(res.body).not.toContain('company_name');
    }
    const anonymous = await app.inject({ url: LIST });
    expect(anonymous.statusCode).toBe(401);
  });
});
