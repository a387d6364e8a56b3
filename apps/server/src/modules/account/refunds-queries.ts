// Database calls of order refunds (decision 063).
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { orderRefunds, orders } from './schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect;

export async function findOrder(db: Db, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** The order row, locked until the transaction ends: refunds of one order are weighed one at a time. */
export async function lockOrder(db: Db, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

export async function listRefundsOfOrder(db: Db, orderId: number): Promise<RefundRow[]> {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
}

export async function findRefund(db: Db, id: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id));
  return row ?? null;
}

export async function findRefundByKey(db: Db, idempotencyKey: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, idempotencyKey));
  return row ?? null;
}

/** Pending and done refunds of the order together: what a new refund must leave room for. */
export async function sumRefunds(db: Db, orderId: number, statuses: RefundRow['status'][]): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), inArray(orderRefunds.status, statuses)));
  return Number(row?.cents ?? 0);
}

export async function insertPendingRefund(
  db: Db,
  refund: Pick<RefundRow, 'orderId' | 'amountCents' | 'idempotencyKey' | 'actor' | 'reason'>,
): Promise<RefundRow> {
  const [row] = await db.insert(orderRefunds).values(refund).returning();
  if (!row) throw new Error('refund not saved');
  return row;
}

/** Marks the pending refund done; null when another request booked it first. */
export async function markRefundDone(db: Db, id: number, gatewayReference: string): Promise<RefundRow | null> {
  const [row] = await db
    .update(orderRefunds)
    .set({ status: 'done', gatewayReference, bookedAt: sql`now()` })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'pending')))
    .returning();
  return row ?? null;
}

/** A refund the gateway refused is forgotten, so that its amount is free again. */
export async function deletePendingRefund(db: Db, id: number): Promise<void> {
  await db.delete(orderRefunds).where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'pending')));
}

/** Done refunds of the orders, summed per order (My Account's order list). */
export async function refundedCentsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderRefunds.orderId, cents: sql<number>`sum(${orderRefunds.amountCents})::int` })
    .from(orderRefunds)
    .where(and(inArray(orderRefunds.orderId, orderIds), eq(orderRefunds.status, 'done')))
    .groupBy(orderRefunds.orderId);
  return new Map(rows.map((r) => [Number(r.orderId), Number(r.cents)]));
}

/**
 * Pending refunds claimed before `before` with fewer than `maxAttempts` tries: their request died or
 * its gateway call failed (decision 070). One left with `maxAttempts` tries is a booking that kept
 * failing after the gateway refunded: the task leaves it to an administrator (decision 096).
 */
export async function listPendingRefunds(db: Db, before: Date, maxAttempts: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.status, 'pending'),
        lt(orderRefunds.createdAt, before),
        lt(orderRefunds.retryAttempts, maxAttempts),
      ),
    )
    .orderBy(asc(orderRefunds.id));
}

/** One more try of the task that did not book the refund, and why; with the gateway's reference once it refunded. */
export async function recordRetryError(db: Db, id: number, reason: string, gatewayReference?: string): Promise<void> {
  await db
    .update(orderRefunds)
    .set({
      retryAttempts: sql`${orderRefunds.retryAttempts} + 1`,
      lastError: reason,
      ...(gatewayReference ? { gatewayReference } : {}),
    })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'pending')));
}

/** The gateway refused the pending refund: failed, its amount free again; null when no longer pending. */
export async function markRefundFailed(db: Db, id: number, reason: string): Promise<RefundRow | null> {
  const [row] = await db
    .update(orderRefunds)
    .set({ status: 'failed', lastError: reason, retryAttempts: sql`${orderRefunds.retryAttempts} + 1` })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * Refunds requested since `since` that need an administrator, newest first: failed (refused by the
 * gateway, or given up by the task), or still pending after `maxAttempts` tries (not booked).
 */
export async function listFailedRefunds(db: Db, since: Date, maxAttempts: number) {
  return db
    .select({
      kind: sql<
        'failed' | 'not_booked'
      >`case when ${orderRefunds.status} = 'failed' then 'failed' else 'not_booked' end`,
      refund_id: orderRefunds.id,
      order_id: orderRefunds.orderId,
      amount_cents: orderRefunds.amountCents,
      reason: orderRefunds.lastError,
      attempts: orderRefunds.retryAttempts,
      requested_at: orderRefunds.createdAt,
    })
    .from(orderRefunds)
    .where(
      and(
        sql`(${orderRefunds.status} = 'failed'
          or (${orderRefunds.status} = 'pending' and ${orderRefunds.retryAttempts} >= ${maxAttempts}))`,
        sql`${orderRefunds.createdAt} >= ${since.toISOString()}`,
      ),
    )
    .orderBy(sql`${orderRefunds.createdAt} desc`)
    .limit(50);
}
