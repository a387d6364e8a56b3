// "Book it now" on a refund the gateway made but the portal never booked (decision 098), through the
// real app (PGlite, seeded sample, the built-in test gateway): booked once with the refund's own key
// and audited with the administrator; a second call, two at once and the task afterwards write nothing
// twice; a gateway still failing (its refunds table refusing writes) keeps it pending and counted; a
// refusal fails it; every other caller is refused before anything is asked of the gateway.
import { randomUUID } from 'node:crypto';
import {
  REFUND_ALREADY_BOOKED,
  REFUND_GATEWAY_UNREACHABLE,
  REFUND_NOT_FOUND,
  REFUND_NOT_PENDING,
} from '@mti/contracts/admin/console-payments';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleTestApp, expectConsoleRoutesRefused } from '../../../test/console-fixtures.ts';
import { paidOrder as paidOrderOf } from '../../../test/payment-fixtures.ts';
import { breakWrites, refundFigures, refundTaskRunner } from '../../../test/refund-fixtures.ts';
import { rowsOf } from '../../platform/db.ts';
import { BOOKED_IN_CONSOLE } from './order-detail-service.ts';

// Three tries before the task stops (the default is 12).
const { app, db, callers, admin } = await consoleTestApp(['member', 'exhibitor'], { REFUND_RETRY_MAX_ATTEMPTS: '3' });
const MEMBER_SITE_ID = '100101';

const paidOrder = (totalCents: number, description: string) =>
  paidOrderOf(db, app.paymentGateway, { siteId: MEMBER_SITE_ID, totalCents, description });
const refund = (orderId: number, amount: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/console/payments/orders/${orderId}/refunds`,
    headers: admin.headers,
    payload: { amount, idempotency_key: randomUUID(), reason: 'Sample refund' },
  });
const bookNow = (refundId: number | string, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'POST', url: `/api/admin/console/payments/refunds/${refundId}/book`, headers });
const detail = async (orderId: number) =>
  (
    await app.inject({ method: 'GET', url: `/api/admin/console/payments/orders/${orderId}`, headers: admin.headers })
  ).json();
const alerted = async () =>
  (await app.inject({ url: '/api/admin/console/payments/failed-refunds', headers: admin.headers })).json().refunds as {
    kind: string;
    refund_id: number;
  }[];

const runTask = refundTaskRunner(app);

const figures = (orderId: number) => refundFigures(db, orderId);

async function auditOf(orderId: number, action: string) {
  return rowsOf<{ actor: string | null; ip: string | null; detail: Record<string, unknown> }>(
    db,
    sql`select actor, ip, detail from audit_log where subject = ${`order:${orderId}`} and action = ${action}`,
  );
}

/** A refund the gateway made whose booking failed on every try of the task: alerted as not booked. */
async function notBookedRefund(totalCents: number, amount: string, description: string) {
  const orderId = await paidOrder(totalCents, description);
  const mend = await breakWrites(db, 'audit_log');
  try {
    expect((await refund(orderId, amount)).statusCode).toBe(500);
    for (let run = 0; run < 3; run++) await runTask();
  } finally {
    await mend();
  }
  const refundId = Number((await detail(orderId)).refunds[0].id);
  expect(await alerted()).toContainEqual(expect.objectContaining({ kind: 'not_booked', refund_id: refundId }));
  return { orderId, refundId };
}

/** A refund claimed while the gateway was down: pending, nothing refunded at the gateway yet. */
async function neverRefundedRefund(totalCents: number, amount: string, description: string) {
  const orderId = await paidOrder(totalCents, description);
  const mend = await breakWrites(db, 'test_payment_gateway.refunds');
  try {
    expect((await refund(orderId, amount)).statusCode).toBe(500);
  } finally {
    await mend();
  }
  return { orderId, refundId: Number((await detail(orderId)).refunds[0].id) };
}

describe('Book it now', () => {
  it('books a refund the task gave up on, once, audited with the administrator via the console; a second call is 409', async () => {
    const { orderId, refundId } = await notBookedRefund(7000, '20.00', 'Book it now order');
    expect(await figures(orderId)).toMatchObject({ done: 0, pending: 2000, gateway_count: 1, booked_audits: 0 });

    const booked = await bookNow(refundId);
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({
      order_id: orderId,
      refund: { id: refundId, status: 'done', amount_cents: 2000, actor_userid: 'admin' },
      refunded_cents: 2000,
    });
    // The gateway was asked with the refund's own key: it answered with its one refund.
    expect(await figures(orderId)).toMatchObject({ done: 2000, pending: 0, gateway_count: 1, booked_audits: 1 });
    const [audit, ...more] = await auditOf(orderId, 'admin.order.refund');
    expect(more).toHaveLength(0);
    expect(audit?.actor).toBe(admin.siteId);
    expect(audit?.detail).toMatchObject({
      refund_id: refundId,
      amount_cents: 2000,
      via: BOOKED_IN_CONSOLE,
      requested_by: admin.siteId,
      gateway_reference: booked.json().refund.gateway_reference,
      before: { refunded_cents: 0 },
      after: { refunded_cents: 2000 },
    });
    expect((await alerted()).map((r) => r.refund_id)).not.toContain(refundId);
    expect((await detail(orderId)).refundable_cents).toBe(5000);

    const again = await bookNow(refundId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'refund_already_booked', msg: REFUND_ALREADY_BOOKED });
    await runTask();
    expect(await figures(orderId)).toMatchObject({ done: 2000, gateway_count: 1, booked_audits: 1 });
  });

  it('books once when two administrators click at once: one 200, one 409', async () => {
    const { orderId, refundId } = await notBookedRefund(5000, '12.50', 'Book it twice order');
    const answers = await Promise.all([bookNow(refundId), bookNow(refundId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await figures(orderId)).toMatchObject({ done: 1250, pending: 0, gateway_count: 1, booked_audits: 1 });
  });

  it('keeps it pending, reserved and counted while the gateway still fails (502 with the message); books it once back', async () => {
    const { orderId, refundId } = await neverRefundedRefund(6000, '30.00', 'Gateway still down order');
    const mend = await breakWrites(db, 'test_payment_gateway.refunds');
    try {
      for (const tries of [1, 2]) {
        const refused = await bookNow(refundId);
        expect(refused.statusCode).toBe(502);
        expect(refused.json()).toEqual({ code: 'gateway_unreachable', msg: REFUND_GATEWAY_UNREACHABLE });
        const shown = await detail(orderId);
        expect(shown.refunds[0]).toMatchObject({ status: 'pending', retry_attempts: tries });
        expect(shown.refunds[0].last_error).toContain('The payment gateway could not be reached');
        expect(shown.refundable_cents).toBe(3000);
      }
    } finally {
      await mend();
    }
    expect(await figures(orderId)).toMatchObject({ pending: 3000, failed: 0, gateway_count: 0, failed_audits: 0 });

    expect((await bookNow(refundId)).statusCode).toBe(200);
    expect(await figures(orderId)).toMatchObject({ done: 3000, pending: 0, gateway_count: 1, booked_audits: 1 });
  });

  it('fails a refund the gateway refuses (402 with its message), audited with the administrator; then 409', async () => {
    const { orderId, refundId } = await neverRefundedRefund(4000, '15.00', 'Voided before booking order');
    const [order] = await rowsOf<{ payment_reference: string }>(
      db,
      sql`select payment_reference from orders where id = ${orderId}`,
    );
    await app.paymentGateway.voidCharge(order?.payment_reference ?? '');

    const refused = await bookNow(refundId);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('charge_not_refundable');
    expect(await figures(orderId)).toMatchObject({ pending: 0, failed: 1500, gateway_count: 0, failed_audits: 1 });
    const [audit] = await auditOf(orderId, 'admin.order.refund_failed');
    expect(audit).toMatchObject({ actor: admin.siteId, detail: { via: BOOKED_IN_CONSOLE, refund_id: refundId } });
    expect((await detail(orderId)).refunds[0]).toMatchObject({ status: 'failed', last_error: refused.json().msg });

    const again = await bookNow(refundId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'refund_not_pending', msg: REFUND_NOT_PENDING });
    expect((await figures(orderId)).failed_audits).toBe(1);
  });

  it('answers 404 for an unknown refund and 400 for an id that is not one', async () => {
    const unknown = await bookNow(987_654_321);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', msg: REFUND_NOT_FOUND });
    const bad = await bookNow('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_input');
  });

  it('refuses anonymous callers, every other role, an administrator acting as a user and a missing anti-forgery token', async () => {
    const { orderId, refundId } = await notBookedRefund(3000, '10.00', 'Refused book it now order');
    await expectConsoleRoutesRefused(app, callers, [['POST', `/api/admin/console/payments/refunds/${refundId}/book`]]);
    const { 'x-xsrf-token': _xsrf, ...withoutXsrf } = admin.headers;
    expect((await bookNow(refundId, withoutXsrf)).statusCode).toBe(403);
    expect(await figures(orderId)).toMatchObject({ done: 0, pending: 1000, booked_audits: 0 });
    expect((await detail(orderId)).refunds[0]).toMatchObject({ status: 'pending', retry_attempts: 3 });
  });
});
