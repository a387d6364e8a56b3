// The administrator console's order list through the real app (PGlite, seeded sample): every
// other role refused, paging and sorting against an independent SQL query, the search, and the
// CSV with only a card's brand and last four digits.
import { ACTING_AS_USER_MSG, NOT_ADMINISTRATOR_MSG } from '@mti/contracts/admin/console-errors';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../../test/build-test-app.ts';
import { DEMO_PASSWORD, type SignedIn, signedInFrom, signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const { app, database } = await buildTestApp();
const db = database.db;

let admin: SignedIn;
let actingAdmin: SignedIn;
const others: SignedIn[] = [];

beforeAll(async () => {
  admin = await signIn(app, 'admin');
  for (const userid of ['member', 'exhibitor']) others.push(await signIn(app, userid));
  actingAdmin = signedInFrom(
    await app.inject({
      method: 'POST',
      url: '/api/mti/admin/login',
      headers: await xsrfHeaders(app),
      payload: { adminid: 'admin', password: DEMO_PASSWORD, userid: 'member' },
    }),
  );
  // Two orders of the member beside the seed's, one paid by card.
  await db.execute(sql`insert into orders (site_id, total_cents, description, card_brand, card_last4)
    values ('100101', 4500, 'Console test order A', 'visa', '1111'), ('100101', 120000, 'Console test order B', null, null)`);
});

const get = (user: SignedIn | null, url: string) => app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
const ORDERS = '/api/admin/console/payments/orders';

describe('the order list', () => {
  it('refuses anonymous callers, every other role and an administrator acting as a user', async () => {
    for (const url of [ORDERS, `${ORDERS}/export`]) {
      expect((await get(null, url)).statusCode).toBe(401);
      for (const user of others)
        expect((await get(user, url)).json()).toEqual({ code: 'forbidden', msg: NOT_ADMINISTRATOR_MSG });
      expect((await get(actingAdmin, url)).json()).toEqual({ code: 'acting_as_user', msg: ACTING_AS_USER_MSG });
    }
  });

  it('pages and sorts on the server, with the figures of an independent query', async () => {
    const res = await get(admin, `${ORDERS}?sort=total_cents&dir=desc&page=1&page_size=3`);
    expect(res.statusCode).toBe(200);
    const [counted] = await rowsOf<{ n: number; cents: number }>(db, sql`select count(*)::int as n from orders`);
    const expected = await rowsOf<{ id: number; total_cents: number }>(
      db,
      sql`select id, total_cents from orders order by total_cents desc, id desc limit 3`,
    );
    expect(res.json().total).toBe(counted?.n);
    expect(res.json().rows.map((r: { id: number; total_cents: number }) => [r.id, r.total_cents])).toEqual(
      expected.map((e) => [Number(e.id), Number(e.total_cents)]),
    );
    expect((await get(admin, `${ORDERS}?sort=card_number`)).statusCode).toBe(400);
  });

  it('searches, and exports the same search as CSV with the card shown as brand and last four only', async () => {
    const found = (await get(admin, `${ORDERS}?q=console%20test%20order&sort=id`)).json();
    expect(found.rows.map((r: { description: string; userid: string }) => [r.description, r.userid])).toEqual([
      ['Console test order A', 'member'],
      ['Console test order B', 'member'],
    ]);
    const csv = await get(admin, `${ORDERS}/export?q=console%20test%20order&sort=id`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order,Username,Site id,At (UTC),Total (USD),Refunded (USD),Net (USD),Description,Card,Prospect',
    );
    expect(lines[1]).toContain(',45.00,0.00,45.00,Console test order A,visa ending 1111,no');
    expect(lines[2]).toContain(',1200.00,0.00,1200.00,Console test order B,,no');
  });
});
