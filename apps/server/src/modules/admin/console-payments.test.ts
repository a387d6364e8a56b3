// The administrator console's order list through the real app (PGlite, seeded sample): every
// other role refused, paging and sorting against an independent SQL query, the search, and the
// CSV with only a card's brand and last four digits.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleTestApp, expectConsoleRoutesRefused } from '../../../test/console-fixtures.ts';
import type { SignedIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const { app, db, callers, admin, call } = await consoleTestApp(['member', 'exhibitor']);

beforeAll(async () => {
  // Two orders of the member beside the seed's, one paid by card.
  await db.execute(sql`insert into orders (site_id, total_cents, description, card_brand, card_last4)
    values ('100101', 4500, 'Console test order A', 'visa', '1111'), ('100101', 120000, 'Console test order B', null, null)`);
});

const get = (user: SignedIn | null, url: string) => call(user, 'GET', url);
const ORDERS = '/api/admin/console/payments/orders';

describe('the order list', () => {
  it('refuses anonymous callers, every other role and an administrator acting as a user', async () => {
    await expectConsoleRoutesRefused(app, callers, [
      ['GET', ORDERS],
      ['GET', `${ORDERS}/export`],
    ]);
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
