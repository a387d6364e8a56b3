// The console's order detail and refunds through the real app (PGlite, seeded sample, the built-in
// test gateway): every other role refused, the messages, an over-refund refused, a double click
// refunding once, parallel refunds never beyond the captured amount, a broken audit write undoing
// the booking, and the figures against independent SQL, in the console and in My Account.
import { randomUUID } from 'node:crypto';
import {
  ORDER_NOT_REFUNDABLE,
  REFUND_AMOUNT_POSITIVE,
  REFUND_AMOUNT_REQUIRED,
  refundTooLarge,
} from '@mti/contracts/admin/console-payments';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleTestApp, expectConsoleRoutesRefused } from '../../../test/console-fixtures.ts';
import { chargeWithoutBooking, paidOrder as paidOrderOf, pendingTransaction } from '../../../test/payment-fixtures.ts';
import type { SignedIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';
import { TEST_CARDS } from '../../platform/test-payment-gateway-cards.ts';

const { app, db, callers, admin } = await consoleTestApp(['member', 'exhibitor']);
const MEMBER_SITE_ID = '100101';
const PROSPECT_SITE_ID = '100700';

const member = callers.others[0] as SignedIn;

const paidOrder = (totalCents: number, description: string) =>
  paidOrderOf(db, app.paymentGateway, { siteId: MEMBER_SITE_ID, totalCents, description });

const url = (orderId: number) => `/api/admin/console/payments/orders/${orderId}`;
const refund = (user: SignedIn | null, orderId: number, amount: string, key = randomUUID()) =>
  app.inject({
    method: 'POST',
    url: `${url(orderId)}/refunds`,
    headers: user?.headers ?? {},
    payload: { amount, idempotency_key: key, reason: 'Sample refund' },
  });
const detail = async (orderId: number) =>
  (await app.inject({ method: 'GET', url: url(orderId), headers: admin.headers })).json();

/** Independent figures: refunds booked by the portal and refunds made at the gateway. */
async function sqlFigures(orderId: number) {
  const [figures] = await rowsOf<{ done: number; reserved: number; at_gateway: number; gateway_count: number }>(
    db,
    sql`select
      (select coalesce(sum(amount_cents), 0)::int from order_refunds where order_id = o.id and status = 'done') as done,
      (select coalesce(sum(amount_cents), 0)::int from order_refunds where order_id = o.id) as reserved,
      (select coalesce(sum(r.amount_cents), 0)::int from test_payment_gateway.refunds r where r.charge_reference = o.payment_reference) as at_gateway,
      (select count(*)::int from test_payment_gateway.refunds r where r.charge_reference = o.payment_reference) as gateway_count
      from orders o where o.id = ${orderId}`,
  );
  if (!figures) throw new Error('no order');
  return figures;
}

const auditCount = async (orderId: number) =>
  (
    await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log where action = 'admin.order.refund' and subject = ${`order:${orderId}`}`,
    )
  )[0]?.n;

describe('order detail and refunds in the console', () => {
  it('refuses anonymous callers, every other role and an administrator acting as a user, before reading input', async () => {
    const orderId = await paidOrder(5000, 'Refused order');
    await expectConsoleRoutesRefused(app, callers, [
      ['GET', url(orderId)],
      [
        'POST',
        `${url(orderId)}/refunds`,
        { amount: 'not an amount', idempotency_key: randomUUID(), reason: 'Sample refund' },
      ],
    ]);
    expect((await sqlFigures(orderId)).gateway_count).toBe(0);
  });

  it('shows the order: its line, card brand and last four, gateway charge id', async () => {
    const orderId = await paidOrder(4200, 'Detail order');
    const shown = await detail(orderId);
    const [row] = await rowsOf<{ payment_reference: string }>(
      db,
      sql`select payment_reference from orders where id = ${orderId}`,
    );
    expect(shown.order).toMatchObject({
      id: orderId,
      userid: 'member',
      card_brand: 'visa',
      card_last4: '4242',
      payment_reference: row?.payment_reference,
    });
    expect(shown.lines).toEqual([{ description: 'Detail order', amount_cents: 4200 }]);
    expect(shown.refundable_cents).toBe(4200);
    expect(JSON.stringify(shown)).not.toContain(TEST_CARDS.visa2.number);
    expect((await app.inject({ method: 'GET', url: url(99999999), headers: admin.headers })).statusCode).toBe(404);
  });

  it('refuses an unreadable, a zero, an over-refund and an order not paid through the gateway, with the browser\u2019s messages', async () => {
    const orderId = await paidOrder(3000, 'Message order');
    expect((await refund(admin, orderId, '')).json()).toMatchObject({
      code: 'invalid_amount',
      msg: REFUND_AMOUNT_REQUIRED,
    });
    expect((await refund(admin, orderId, 'twelve')).json()).toMatchObject({ msg: REFUND_AMOUNT_REQUIRED });
    expect((await refund(admin, orderId, '0,00')).json()).toMatchObject({ msg: REFUND_AMOUNT_POSITIVE });
    const over = await refund(admin, orderId, '30.01');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'invalid_amount', msg: refundTooLarge(3000) });
    const [seeded] = await rowsOf<{ id: number }>(
      db,
      sql`select id from orders where payment_reference is null limit 1`,
    );
    expect((await refund(admin, Number(seeded?.id), '1.00')).json()).toMatchObject({ msg: ORDER_NOT_REFUNDABLE });
    expect(await sqlFigures(orderId)).toMatchObject({ reserved: 0, gateway_count: 0 });
  });

  it('refunds part with a decimal comma, once for a double click, then the rest; My Account shows it', async () => {
    const orderId = await paidOrder(10000, 'Partly refunded order');
    const key = randomUUID();
    const [first, second] = await Promise.all([
      refund(admin, orderId, '12,50', key),
      refund(admin, orderId, '12,50', key),
    ]);
    expect(first?.statusCode).toBe(200);
    expect(second?.json().refund.id).toBe(first?.json().refund.id);
    expect(first?.json()).toMatchObject({ refund: { amount_cents: 1250, status: 'done', actor_userid: 'admin' } });
    expect(await sqlFigures(orderId)).toMatchObject({ done: 1250, at_gateway: 1250, gateway_count: 1 });
    // Over what is left: refused with the figure left.
    expect((await refund(admin, orderId, '87.51')).json()).toMatchObject({ msg: refundTooLarge(8750) });
    expect((await refund(admin, orderId, '87.50')).statusCode).toBe(200);
    const shown = await detail(orderId);
    const figures = await sqlFigures(orderId);
    expect(figures).toMatchObject({ done: 10000, at_gateway: 10000, gateway_count: 2 });
    expect(shown.refunded_cents).toBe(figures.done);
    expect(shown.refundable_cents).toBe(10000 - figures.reserved);
    expect(shown.refunds.map((r: { amount_cents: number }) => r.amount_cents)).toEqual([1250, 8750]);
    // Audit: one entry per refund, with the refunded total before and after, shown in the trail.
    expect(await auditCount(orderId)).toBe(2);
    const trail = shown.audit.filter((a: { action: string }) => a.action === 'admin.order.refund');
    expect(
      trail.map((a: { detail: { before: unknown; after: unknown } }) => [a.detail.before, a.detail.after]),
    ).toEqual([
      [{ refunded_cents: 0 }, { refunded_cents: 1250 }],
      [{ refunded_cents: 1250 }, { refunded_cents: 10000 }],
    ]);
    const orders = (await app.inject({ method: 'GET', url: '/api/mti/orders', headers: member.headers })).json();
    const mine = orders.find((o: { id: number }) => o.id === orderId);
    expect(mine.description).toContain('Refunded $100.00');
  });

  it('two administrators refunding at once never exceed the captured amount', async () => {
    const orderId = await paidOrder(10000, 'Concurrent order');
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(admin, orderId, '30.00')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json().msg).toBe(refundTooLarge(1000));
    }
    expect(await sqlFigures(orderId)).toMatchObject({ done: 9000, reserved: 9000, at_gateway: 9000, gateway_count: 3 });
  });

  it('a broken audit write undoes the booking; the same request again books the one gateway refund', async () => {
    const orderId = await paidOrder(5000, 'Rollback order');
    const key = randomUUID();
    await db.execute(sql`alter table audit_log add constraint broken check (action <> 'admin.order.refund') not valid`);
    try {
      expect((await refund(admin, orderId, '20.00', key)).statusCode).toBe(500);
    } finally {
      await db.execute(sql`alter table audit_log drop constraint broken`);
    }
    // Not booked, not audited, but the amount stays reserved until the same request is sent again.
    expect(await sqlFigures(orderId)).toMatchObject({ done: 0, reserved: 2000, gateway_count: 1 });
    expect(await auditCount(orderId)).toBe(0);
    expect((await detail(orderId)).refunds[0]).toMatchObject({ status: 'pending' });
    const again = await refund(admin, orderId, '20.00', key);
    expect(again.json()).toMatchObject({ refund: { status: 'done', amount_cents: 2000 }, refundable_cents: 3000 });
    expect(await sqlFigures(orderId)).toMatchObject({ done: 2000, at_gateway: 2000, gateway_count: 1 });
    expect(await auditCount(orderId)).toBe(1);
  });
});

describe('the reconciliation of charges without an order', () => {
  const RECONCILIATION = '/api/admin/console/payments/reconciliation';
  const settle = (user: SignedIn | null, tuid: string, action: string) =>
    app.inject({ method: 'POST', url: `${RECONCILIATION}/${tuid}`, headers: user?.headers ?? {}, payload: { action } });
  const ordersOf = async (tuid: string) =>
    (
      await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from orders where prospect_transaction_tuid = ${tuid}`,
      )
    )[0]?.n;

  it('lists approved charges without an order; completing books once, voiding cancels once', async () => {
    const toComplete = await pendingTransaction(db, PROSPECT_SITE_ID, 4100);
    const toVoid = await pendingTransaction(db, PROSPECT_SITE_ID, 2300);
    const completed = await chargeWithoutBooking(db, app.paymentGateway, {
      siteId: PROSPECT_SITE_ID,
      tuid: toComplete,
      amountCents: 4100,
    });
    await chargeWithoutBooking(db, app.paymentGateway, { siteId: PROSPECT_SITE_ID, tuid: toVoid, amountCents: 2300 });
    await expectConsoleRoutesRefused(app, callers, [
      ['GET', RECONCILIATION],
      ['POST', `${RECONCILIATION}/${toComplete}`, { action: 'complete' }],
    ]);
    const listed = (await app.inject({ method: 'GET', url: RECONCILIATION, headers: admin.headers })).json();
    const ours = listed.unbooked.filter((u: { tuid: string }) => [toComplete, toVoid].includes(u.tuid));
    expect(ours.map((u: { tuid: string; gateway_status: string }) => [u.tuid, u.gateway_status]).sort()).toEqual(
      [
        [toComplete, 'approved'],
        [toVoid, 'approved'],
      ].sort(),
    );
    const twice = await Promise.all([settle(admin, toComplete, 'complete'), settle(admin, toComplete, 'complete')]);
    // A double click: the second finds the order booked (the same answer) or processed (409).
    expect(twice.some((r) => r.statusCode === 200)).toBe(true);
    expect(twice.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await ordersOf(toComplete)).toBe(1);
    const voids = await Promise.all([settle(admin, toVoid, 'void'), settle(admin, toVoid, 'void')]);
    expect(voids.some((r) => r.statusCode === 200)).toBe(true);
    expect(voids.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await ordersOf(toVoid)).toBe(0);
    const [voided] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from test_payment_gateway.charges where description like ${`%(${toVoid})`} and voided_at is not null`,
    );
    expect(voided?.n).toBe(1);
    const after = (await app.inject({ method: 'GET', url: RECONCILIATION, headers: admin.headers })).json();
    expect(after.unbooked.map((u: { tuid: string }) => u.tuid)).not.toContain(toComplete);
    expect(after.unbooked.map((u: { tuid: string }) => u.tuid)).not.toContain(toVoid);
    const actions = (
      await app.inject({ method: 'GET', url: `${RECONCILIATION}/actions`, headers: admin.headers })
    ).json();
    const mine = actions.rows.filter((a: { tuid: string }) => [toComplete, toVoid].includes(a.tuid));
    expect(mine.map((a: { action: string; actor_userid: string }) => [a.action, a.actor_userid]).sort()).toEqual([
      ['booked', 'admin'],
      ['voided', 'admin'],
    ]);
    expect(completed.ok).toBe(true);
  });

  it('pages, sorts (newest first) and searches what it did, and exports the same query as CSV', async () => {
    const ACTIONS = `${RECONCILIATION}/actions`;
    const get = (user: SignedIn | null, url: string) =>
      app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
    await expectConsoleRoutesRefused(app, callers, [
      ['GET', ACTIONS],
      ['GET', `${ACTIONS}/export`],
    ]);
    const tuids: string[] = [];
    for (const cents of [1100, 1200, 1300]) {
      const tuid = await pendingTransaction(db, PROSPECT_SITE_ID, cents);
      await chargeWithoutBooking(db, app.paymentGateway, { siteId: PROSPECT_SITE_ID, tuid, amountCents: cents });
      expect((await settle(admin, tuid, 'void')).statusCode).toBe(200);
      tuids.push(tuid);
    }
    const all = (await get(admin, ACTIONS)).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    // Newest first by default.
    expect(all.rows.slice(0, 3).map((a: { tuid: string }) => a.tuid)).toEqual([...tuids].reverse());
    const first = (await get(admin, `${ACTIONS}?page_size=2`)).json();
    expect(first).toMatchObject({ total: all.total, page: 1, page_size: 2 });
    expect(first.rows.map((a: { tuid: string }) => a.tuid)).toEqual([tuids[2], tuids[1]]);
    const second = (await get(admin, `${ACTIONS}?page_size=2&page=2`)).json();
    expect(second.rows[0].tuid).toBe(tuids[0]);
    const oldestFirst = (await get(admin, `${ACTIONS}?dir=asc&page_size=${all.total}`)).json().rows;
    expect(oldestFirst.slice(-3).map((a: { tuid: string }) => a.tuid)).toEqual(tuids);
    const searched = (await get(admin, `${ACTIONS}?q=${encodeURIComponent(tuids[1] ?? '')}`)).json();
    expect(searched).toMatchObject({
      total: 1,
      rows: [{ tuid: tuids[1], action: 'voided', actor_userid: 'admin' }],
    });
    expect((await get(admin, `${ACTIONS}?sort=amount`)).statusCode).toBe(400);

    const csv = await get(admin, `${ACTIONS}/export?q=${encodeURIComponent(tuids[1] ?? '')}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('At (UTC),Action,Transaction,By,Detail');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,voided,${tuids[1]},admin,`);
  });
});
