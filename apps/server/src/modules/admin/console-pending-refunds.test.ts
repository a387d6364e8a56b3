// Pending refunds retried by the recurring task, and refunded totals in the console's order list
// (decision 070), through the real app (PGlite, seeded sample, the built-in test gateway): the
// gateway failing once on purpose (its refunds table refuses writes), a booking broken on purpose
// (the audit write refused), a refusal at the gateway, and the figures against independent SQL.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { consoleCall } from '../../../test/console-fixtures.ts';
import { paidOrder as paidOrderOf } from '../../../test/payment-fixtures.ts';
import { breakWrites, refundFigures, refundTaskRunner } from '../../../test/refund-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

// Three tries before the task gives up (the default is 12): the give-up test below counts them.
const { app, database } = await buildTestApp({ REFUND_RETRY_MAX_ATTEMPTS: '3' });
const db = database.db;
const MEMBER_SITE_ID = '100101';
// Signed in at load rather than in beforeAll: on a loaded machine an argon2 sign-in can outlast a hook's timeout.
const admin = await signIn(app, 'admin');
const call = consoleCall(app);
const order = (orderId: number) => `/api/admin/console/payments/orders/${orderId}`;

const paidOrder = (totalCents: number, description: string) =>
  paidOrderOf(db, app.paymentGateway, { siteId: MEMBER_SITE_ID, totalCents, description });
const refund = (orderId: number, amount: string, key = randomUUID()) =>
  call(admin, 'POST', `${order(orderId)}/refunds`, { amount, idempotency_key: key, reason: 'Sample refund' });
const detail = async (orderId: number) => (await call(admin, 'GET', order(orderId))).json();

const runTask = refundTaskRunner(app);

const figures = (orderId: number) => refundFigures(db, orderId);

describe('the pending-refund task', () => {
  it('retries a refund whose gateway call failed with the same key: booked once, audited once, shown meanwhile', async () => {
    const orderId = await paidOrder(8000, 'Gateway down order');
    const key = randomUUID();
    const mend = await breakWrites(db, 'test_payment_gateway.refunds');
    expect((await refund(orderId, '25.00', key)).statusCode).toBe(500);
    // The gateway is still failing when the task first runs: pending, the try and its reason shown.
    await runTask();
    await mend();
    expect(await figures(orderId)).toMatchObject({ done: 0, pending: 2500, gateway_count: 0, booked_audits: 0 });
    const meanwhile = await detail(orderId);
    expect(meanwhile.refunds).toHaveLength(1);
    expect(meanwhile.refunds[0]).toMatchObject({ status: 'pending', retry_attempts: 1 });
    expect(meanwhile.refunds[0].last_error).toContain('could not be reached');
    expect(meanwhile.refundable_cents).toBe(5500);

    await runTask();
    expect(await figures(orderId)).toMatchObject({
      done: 2500,
      pending: 0,
      at_gateway: 2500,
      gateway_count: 1,
      booked_audits: 1,
    });
    const [audit] = await rowsOf<{ actor: string | null; detail: Record<string, unknown> }>(
      db,
      sql`select actor, detail from audit_log where subject = ${`order:${orderId}`} and action = 'admin.order.refund'`,
    );
    expect(audit?.actor).toBeNull();
    expect(audit?.detail).toMatchObject({ via: 'pending-refund task', before: { refunded_cents: 0 } });
    // Again, and the administrator's own retry: the same one refund.
    await runTask();
    expect((await refund(orderId, '25.00', key)).json()).toMatchObject({ refund: { status: 'done' } });
    expect(await figures(orderId)).toMatchObject({ done: 2500, gateway_count: 1, booked_audits: 1 });
    expect((await detail(orderId)).refunds[0]).toMatchObject({ status: 'done', amount_cents: 2500 });
  });

  it("stops after the configured tries: failed with the gateway's reason, audited, alerted in Payments, never tried again", async () => {
    const orderId = await paidOrder(6000, 'Gateway never back order');
    const mend = await breakWrites(db, 'test_payment_gateway.refunds');
    try {
      expect((await refund(orderId, '30.00')).statusCode).toBe(500);
      await runTask();
      await runTask();
      expect((await detail(orderId)).refunds[0]).toMatchObject({ status: 'pending', retry_attempts: 2 });
      expect(await figures(orderId)).toMatchObject({ pending: 3000, failed_audits: 0 });
      await runTask(); // the third failed try: given up
    } finally {
      await mend();
    }
    expect(await figures(orderId)).toMatchObject({ pending: 0, failed: 3000, gateway_count: 0, failed_audits: 1 });
    const shown = (await detail(orderId)).refunds[0];
    expect(shown).toMatchObject({ status: 'failed', retry_attempts: 3 });
    expect(shown.last_error).toContain('could not be reached');
    expect((await detail(orderId)).refundable_cents).toBe(6000);
    const [audit] = await rowsOf<{ detail: Record<string, unknown> }>(
      db,
      sql`select detail from audit_log where subject = ${`order:${orderId}`} and action = 'admin.order.refund_failed'`,
    );
    expect(audit?.detail).toMatchObject({ gave_up: true, attempts: 3, decline: 'retries_exhausted' });
    expect(audit?.detail.reason).toBe(shown.last_error);

    // The Payments alert lists it with the reason; the gateway is back, but the task does not try again.
    const alert = await app.inject({
      url: '/api/admin/console/payments/failed-refunds',
      headers: admin.headers,
    });
    expect(alert.json().refunds).toContainEqual(
      expect.objectContaining({
        kind: 'failed',
        order_id: orderId,
        amount_cents: 3000,
        attempts: 3,
        reason: shown.last_error,
      }),
    );
    await runTask();
    expect(await figures(orderId)).toMatchObject({ failed: 3000, gateway_count: 0, failed_audits: 1 });
    expect((await detail(orderId)).refunds[0]).toMatchObject({ status: 'failed', retry_attempts: 3 });
    const member = await signIn(app, 'member');
    const refused = await app.inject({ url: '/api/admin/console/payments/failed-refunds', headers: member.headers });
    expect(refused.statusCode).toBe(403);
  });

  it('books a refund the gateway made before the process died, without refunding twice; a broken booking rolls back', async () => {
    const orderId = await paidOrder(6000, 'Died after the gateway order');
    const mend = await breakWrites(db, 'audit_log');
    try {
      expect((await refund(orderId, '10,00')).statusCode).toBe(500);
      await runTask(); // the booking fails again: nothing half-written
    } finally {
      await mend();
    }
    expect(await figures(orderId)).toMatchObject({ done: 0, pending: 1000, gateway_count: 1, booked_audits: 0 });
    expect((await detail(orderId)).refunds[0]).toMatchObject({ status: 'pending', retry_attempts: 1 });
    await runTask();
    expect(await figures(orderId)).toMatchObject({ done: 1000, pending: 0, at_gateway: 1000, gateway_count: 1 });
    expect((await figures(orderId)).booked_audits).toBe(1);
  });

  it('counts failed bookings too: after the configured tries it stops, keeps the amount reserved and alerts it as not booked', async () => {
    const orderId = await paidOrder(7000, 'Never booked order');
    const mend = await breakWrites(db, 'audit_log');
    try {
      expect((await refund(orderId, '20.00')).statusCode).toBe(500); // the gateway refunded; the booking failed
      for (let run = 0; run < 4; run++) await runTask(); // three counted tries, then no fourth
    } finally {
      await mend();
    }
    const shown = (await detail(orderId)).refunds[0];
    expect(shown).toMatchObject({ status: 'pending', retry_attempts: 3 });
    expect(shown.gateway_reference).toBeTruthy();
    expect(shown.last_error).toBe(
      `The gateway refunded it (reference ${shown.gateway_reference}) but it could not be booked here.`,
    );
    // The money went back: never "failed", its amount stays reserved, and the gateway refunded once.
    expect(await figures(orderId)).toMatchObject({ pending: 2000, failed: 0, gateway_count: 1, failed_audits: 0 });
    expect((await detail(orderId)).refundable_cents).toBe(5000);
    const alert = await app.inject({ url: '/api/admin/console/payments/failed-refunds', headers: admin.headers });
    expect(alert.json().refunds).toContainEqual(
      expect.objectContaining({ kind: 'not_booked', order_id: orderId, amount_cents: 2000, attempts: 3 }),
    );
    // Left to an administrator: the task does not try it again.
    await runTask();
    expect((await detail(orderId)).refunds[0]).toMatchObject({ status: 'pending', retry_attempts: 3 });
  });

  it('fails a refund the gateway refuses on retry: its amount free again, audited, shown as failed', async () => {
    const orderId = await paidOrder(4000, 'Voided meanwhile order');
    const key = randomUUID();
    const mend = await breakWrites(db, 'test_payment_gateway.refunds');
    try {
      expect((await refund(orderId, '15.00', key)).statusCode).toBe(500);
    } finally {
      await mend();
    }
    const [order] = await rowsOf<{ payment_reference: string }>(
      db,
      sql`select payment_reference from orders where id = ${orderId}`,
    );
    await app.paymentGateway.voidCharge(order?.payment_reference ?? '');
    await runTask();
    expect(await figures(orderId)).toMatchObject({ done: 0, pending: 0, failed: 1500, gateway_count: 0 });
    expect((await figures(orderId)).failed_audits).toBe(1);
    const shown = await detail(orderId);
    expect(shown.refunds[0]).toMatchObject({ status: 'failed', last_error: expect.any(String) });
    expect(shown.refundable_cents).toBe(4000);
    // The same request again says it failed, and refunds nothing.
    const again = await refund(orderId, '15.00', key);
    expect(again.statusCode).toBe(402);
    expect(again.json().code).toBe('refund_failed');
  });
});

describe('refunded totals in the order list', () => {
  const ORDERS = '/api/admin/console/payments/orders';
  type Row = { id: number; total_cents: number; refunded_cents: number; net_cents: number };

  it('shows refunded and net per order, sorts by them on the server, and exports them, as SQL computes them', async () => {
    const a = await paidOrder(9000, 'Refund list order A');
    const b = await paidOrder(7000, 'Refund list order B');
    await paidOrder(5000, 'Refund list order C');
    expect((await refund(a, '12.34')).statusCode).toBe(200);
    expect((await refund(a, '0.66')).statusCode).toBe(200);
    expect((await refund(b, '70.00')).statusCode).toBe(200);

    const expected = await rowsOf<Row>(
      db,
      sql`select o.id::int as id, o.total_cents,
          coalesce((select sum(amount_cents) from order_refunds r where r.order_id = o.id and r.status = 'done'), 0)::int as refunded_cents
        from orders o order by refunded_cents desc, o.id desc limit 5`,
    );
    const listed = (
      await app.inject({
        method: 'GET',
        url: `${ORDERS}?sort=refunded_cents&dir=desc&page_size=5`,
        headers: admin.headers,
      })
    ).json();
    expect(listed.rows.map((r: Row) => [r.id, r.total_cents, r.refunded_cents, r.net_cents])).toEqual(
      expected.map((e) => [e.id, e.total_cents, e.refunded_cents, e.total_cents - e.refunded_cents]),
    );
    const byNet = (
      await app.inject({
        method: 'GET',
        url: `${ORDERS}?q=refund%20list&sort=net_cents&dir=asc`,
        headers: admin.headers,
      })
    ).json();
    expect(byNet.rows.map((r: Row) => [r.id, r.net_cents])).toEqual([
      [b, 0],
      [byNet.rows[1].id, 5000],
      [a, 7700],
    ]);

    const csv = await app.inject({
      method: 'GET',
      url: `${ORDERS}/export?q=refund%20list%20order%20a`,
      headers: admin.headers,
    });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order,Username,Site id,At (UTC),Total (USD),Refunded (USD),Net (USD),Description,Card,Prospect',
    );
    expect(lines[1]).toContain(',90.00,13.00,77.00,Refund list order A,visa ending 4242,no');
  });
});
