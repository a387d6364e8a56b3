// Database calls of the account module.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { orders, paymentMethods } from './schema.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentMethodWrite = Omit<PaymentMethodRow, 'createdAt' | 'updatedAt'>;
export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = Omit<typeof orders.$inferInsert, 'id'> & { id?: number };

export async function findPaymentMethod(db: Db, siteId: string): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.siteId, siteId));
  return row ?? null;
}

/** The user's card row, locked until the transaction ends (two saves at once replace in turn). */
export async function lockPaymentMethod(db: Db, siteId: string): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.siteId, siteId)).for('update');
  return row ?? null;
}

export async function upsertPaymentMethod(db: Db, row: PaymentMethodWrite): Promise<PaymentMethodRow> {
  const [saved] = await db
    .insert(paymentMethods)
    .values(row)
    .onConflictDoUpdate({ target: paymentMethods.siteId, set: { ...row, updatedAt: sql`now()` } })
    .returning();
  if (!saved) throw new Error('payment method not saved');
  return saved;
}

export async function insertOrder(db: Db, order: OrderInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('order not saved');
  return row;
}

/** The demo seed's orders keep their ids (below the identity's start), so seeding twice rewrites them. */
export async function upsertOrderWithId(db: Db, order: OrderInsert & { id: number }): Promise<void> {
  const { id, ...rest } = order;
  await db.insert(orders).values(order).onConflictDoUpdate({ target: orders.id, set: rest });
}

export async function listOrdersSince(db: Db, siteId: string, since: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), gte(orders.createdAt, since)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function deletePaymentMethod(db: Db, siteId: string): Promise<PaymentMethodRow | null> {
  const [row] = await db.delete(paymentMethods).where(eq(paymentMethods.siteId, siteId)).returning();
  return row ?? null;
}

export async function deleteOrderOfProspectTransaction(db: Db, tuid: string): Promise<void> {
  await db.delete(orders).where(eq(orders.prospectTransactionTuid, tuid));
}
