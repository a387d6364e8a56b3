// Refunds of an order through the payment gateway, for the administrator console (decision 063).
// Like a charge (prospects/charge-once.ts), a refund happens in three steps, so that the gateway is
// never asked from inside a database transaction (PGlite has one connection):
// 1. Claim (order row lock): the amount is checked against the captured total less every refund,
//    pending ones included, and the refund is recorded as pending under its idempotency key. Two
//    administrators refunding at once are weighed one after the other: together they cannot
//    exceed the captured amount.
// 2. Refund at the gateway, once per key: a double click or a retry gets the first answer.
// 3. Book (one transaction): the refund becomes done with the gateway's reference, and the audit
//    entry (refunded total before and after) is written with it, or neither is.
// A refund whose booking failed stays pending and keeps its amount reserved; sending the same
// request again (the same key) books it without refunding twice, and so does the pending-refund
// task (retry-pending-refunds.ts, decision 070) when nobody sends it again, and an administrator's
// "Book it now" (book-refund-now.ts, decision 098) when the task has stopped trying.
import { ORDER_NOT_REFUNDABLE, parseAmountToCents, refundAmountProblem } from '@mti/contracts/admin/console-payments';
import { writeAudit, writeAuditChange } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { withTransaction } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PaymentGateway } from '../../platform/payment-gateway.ts';
import {
  deletePendingRefund,
  findOrder,
  findRefundByKey,
  insertPendingRefund,
  listRefundsOfOrder,
  lockOrder,
  markRefundDone,
  markRefundFailed,
  type OrderRow,
  type RefundRow,
  sumRefunds,
} from './refunds-queries.ts';

export type { RefundRow } from './refunds-queries.ts';
export const ORDER_REFUND_AUDIT = 'admin.order.refund';
export const orderAuditSubject = (orderId: number) => `order:${orderId}`;
/** The key the gateway refunds once under: the request, the task and "Book it now" all send it. */
export const gatewayRefundKey = (refund: Pick<RefundRow, 'idempotencyKey'>) => `order-refund:${refund.idempotencyKey}`;
export type GatewayRefundAnswer = Awaited<ReturnType<PaymentGateway['refundCharge']>>;

/** Asks the gateway again for a pending refund under its own key: the refund it made (or makes now), or its refusal. */
export function refundAgainAtGateway(
  gateway: PaymentGateway,
  chargeReference: string,
  refund: RefundRow,
): Promise<GatewayRefundAnswer> {
  return gateway.refundCharge({
    chargeReference,
    amountCents: refund.amountCents,
    idempotencyKey: gatewayRefundKey(refund),
  });
}
/** Why a try did not book the refund when the gateway call threw (kept in `last_error`, at most 500 characters). */
export const gatewayUnreachableReason = (error: unknown) =>
  `The payment gateway could not be reached: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
/** Why a try did not book the refund when the gateway refunded it and our booking failed (decision 096). */
export const notBookedReason = (gatewayReference: string) =>
  `The gateway refunded it (reference ${gatewayReference}) but it could not be booked here.`;

export type OrderWithRefunds = {
  order: OrderRow;
  refunds: RefundRow[];
  refundedCents: number;
  refundableCents: number;
};

/** The order with its refunds: refunded (done) and refundable (captured less done and pending). */
export async function getOrderWithRefunds({ db, orderId }: { db: Db; orderId: number }): Promise<OrderWithRefunds> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound('No such order.');
  const refunds = await listRefundsOfOrder(db, orderId);
  const sum = (rows: RefundRow[]) => rows.reduce((total, r) => total + r.amountCents, 0);
  return {
    order,
    refunds,
    refundedCents: sum(refunds.filter((r) => r.status === 'done')),
    refundableCents: order.paymentReference ? order.totalCents - sum(refunds.filter((r) => r.status !== 'failed')) : 0,
  };
}

type RefundOptions = {
  db: Db;
  gateway: PaymentGateway;
  actor: string;
  ip: string | null;
  orderId: number;
  /** As typed by the administrator ("12,50" reads as 12.50). */
  amount: string;
  idempotencyKey: string;
  reason: string;
};

const invalidAmount = (msg: string) => new AppError(400, 'invalid_amount', msg, 'amount');

async function claim(options: RefundOptions, amountCents: number | null) {
  const { db, orderId, idempotencyKey } = options;
  return withTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('No such order.');
    if (!order.paymentReference) throw new AppError(400, 'not_refundable', ORDER_NOT_REFUNDABLE);
    const earlier = await findRefundByKey(tx, idempotencyKey);
    if (earlier) {
      if (earlier.orderId !== orderId || earlier.amountCents !== amountCents) {
        throw new AppError(409, 'idempotency_conflict', 'This refund was already sent with another amount or order.');
      }
      if (earlier.status === 'failed') {
        throw new AppError(402, 'refund_failed', earlier.lastError ?? 'The payment gateway refused this refund.');
      }
      return { order, refund: earlier };
    }
    const reserved = await sumRefunds(tx, orderId, ['pending', 'done']);
    const problem = refundAmountProblem(amountCents, order.totalCents - reserved);
    if (problem || amountCents === null) throw invalidAmount(problem ?? '');
    const refund = await insertPendingRefund(tx, {
      orderId,
      amountCents,
      idempotencyKey,
      actor: options.actor,
      reason: options.reason,
    });
    return { order, refund };
  });
}

type Booking = Pick<RefundOptions, 'db' | 'ip' | 'orderId'> & {
  actor: string | null;
  /** Who booked it when it is not the request itself: the pending-refund task, or "Book it now" in the console. */
  via?: string;
};

/** Marks the pending refund done and audits it, in one transaction; exactly once however often called. */
export async function book(options: Booking, refund: RefundRow, gatewayReference: string): Promise<RefundRow> {
  return (await bookOnce(options, refund, gatewayReference)).refund;
}

/** book(), telling whether this call booked it (false: booked meanwhile by another request or the task). */
export async function bookOnce(
  options: Booking,
  refund: RefundRow,
  gatewayReference: string,
): Promise<{ refund: RefundRow; booked: boolean }> {
  return withTransaction(options.db, async (tx) => {
    await lockOrder(tx, options.orderId);
    const before = await sumRefunds(tx, options.orderId, ['done']);
    const done = await markRefundDone(tx, refund.id, gatewayReference);
    // Booked meanwhile by a repeat of this very request: the same answer, audited once.
    if (!done) return { refund: (await findRefundByKey(tx, refund.idempotencyKey)) ?? refund, booked: false };
    await writeAuditChange(tx, {
      actor: options.actor,
      action: ORDER_REFUND_AUDIT,
      subject: orderAuditSubject(options.orderId),
      ip: options.ip,
      before: { refunded_cents: before },
      after: { refunded_cents: before + done.amountCents },
      detail: {
        refund_id: done.id,
        amount_cents: done.amountCents,
        gateway_reference: gatewayReference,
        reason: done.reason,
        ...(options.via ? { via: options.via, requested_by: done.actor } : {}),
      },
    });
    return { refund: done, booked: true };
  });
}

/** Who saw the gateway refuse: the pending-refund task (actor null) or an administrator in the console. */
type Failing = { db: Db; actor: string | null; ip?: string | null; via: string };

/**
 * The gateway refused the pending refund when asked again: failed, its amount free again, audited
 * `admin.order.refund_failed`, in one transaction. False when it was no longer pending.
 */
export async function failRefund(
  options: Failing,
  refund: RefundRow,
  failure: { reason: string; code: string; gaveUp?: { attempts: number } },
): Promise<boolean> {
  return withTransaction(options.db, async (tx) => {
    const failed = await markRefundFailed(tx, refund.id, failure.reason);
    if (!failed) return false;
    await writeAudit(tx, {
      actor: options.actor,
      action: `${ORDER_REFUND_AUDIT}_failed`,
      subject: orderAuditSubject(refund.orderId),
      ip: options.ip ?? null,
      detail: {
        refund_id: refund.id,
        amount_cents: refund.amountCents,
        decline: failure.code,
        via: options.via,
        ...(failure.gaveUp ? { gave_up: true, attempts: failure.gaveUp.attempts, reason: failure.reason } : {}),
      },
    });
    return true;
  });
}

/** POST …/orders/:id/refunds: refunds part or all of the order's charge, once per idempotency key. */
export async function refundOrder(options: RefundOptions): Promise<RefundRow> {
  const amountCents = parseAmountToCents(options.amount);
  const { order, refund } = await claim(options, amountCents);
  if (refund.status === 'done') return refund;
  const result = await options.gateway.refundCharge({
    chargeReference: order.paymentReference ?? '',
    amountCents: refund.amountCents,
    idempotencyKey: gatewayRefundKey(refund),
  });
  if (!result.ok) {
    await deletePendingRefund(options.db, refund.id);
    await writeAudit(options.db, {
      actor: options.actor,
      action: `${ORDER_REFUND_AUDIT}_declined`,
      subject: orderAuditSubject(options.orderId),
      ip: options.ip,
      detail: { amount_cents: refund.amountCents, decline: result.code },
    });
    throw new AppError(402, result.code, result.message);
  }
  return book(options, refund, result.reference);
}
