// Database calls of the prospects module.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { prospectEntitlements, prospectTransactions } from './schema.ts';

export type TransactionRow = typeof prospectTransactions.$inferSelect;
export type TransactionUpsert = Omit<
  typeof prospectTransactions.$inferInsert,
  'createdAt' | 'chargeKey' | 'chargeCardReference' | 'chargeStartedAt'
>;
export type EntitlementRow = typeof prospectEntitlements.$inferSelect;

export async function findTransaction(db: Db, tuid: string): Promise<TransactionRow | null> {
  const [row] = await db.select().from(prospectTransactions).where(eq(prospectTransactions.tuid, tuid));
  return row ?? null;
}

/** The transaction row, locked until the database transaction ends: purchases of it go one at a time. */
export async function lockTransaction(db: Db, tuid: string): Promise<TransactionRow | null> {
  const [row] = await db.select().from(prospectTransactions).where(eq(prospectTransactions.tuid, tuid)).for('update');
  return row ?? null;
}

export async function setChargeInFlight(
  db: Db,
  tuid: string,
  { chargeKey, cardReference }: { chargeKey: string; cardReference: string },
): Promise<void> {
  await db
    .update(prospectTransactions)
    .set({ chargeKey, chargeCardReference: cardReference, chargeStartedAt: sql`now()` })
    .where(eq(prospectTransactions.tuid, tuid));
}

/** Forgets a declined charge, unless a later attempt has already replaced it; true when it did. */
export async function clearChargeInFlight(db: Db, tuid: string, chargeKey: string): Promise<boolean> {
  const cleared = await db
    .update(prospectTransactions)
    .set({ chargeKey: null, chargeCardReference: null, chargeStartedAt: null })
    .where(
      and(
        eq(prospectTransactions.tuid, tuid),
        eq(prospectTransactions.chargeKey, chargeKey),
        eq(prospectTransactions.isProcessed, false),
      ),
    )
    .returning({ tuid: prospectTransactions.tuid });
  return cleared.length === 1;
}

/** Unbooked transactions whose charge in flight was claimed before `claimedBefore` (the reconciliation's work). */
export async function listChargesInFlight(db: Db, claimedBefore: Date): Promise<TransactionRow[]> {
  return db
    .select()
    .from(prospectTransactions)
    .where(
      and(
        eq(prospectTransactions.isProcessed, false),
        isNotNull(prospectTransactions.chargeKey),
        sql`coalesce(${prospectTransactions.chargeStartedAt}, ${prospectTransactions.createdAt}) < ${claimedBefore.toISOString()}`,
      ),
    )
    .orderBy(prospectTransactions.tuid)
    .limit(100);
}

export async function markProcessed(
  db: Db,
  tuid: string,
  { orderId, paymentReference }: { orderId: number; paymentReference: string },
): Promise<boolean> {
  const updated = await db
    .update(prospectTransactions)
    .set({ isProcessed: true, processedAt: sql`now()`, orderId, paymentReference })
    .where(and(eq(prospectTransactions.tuid, tuid), eq(prospectTransactions.isProcessed, false)))
    .returning({ tuid: prospectTransactions.tuid });
  return updated.length === 1;
}

export async function insertEntitlement(db: Db, row: Omit<EntitlementRow, 'grantedAt'>): Promise<void> {
  await db.insert(prospectEntitlements).values(row);
}

export async function listEntitlementsOfUser(db: Db, siteId: string): Promise<EntitlementRow[]> {
  return db
    .select()
    .from(prospectEntitlements)
    .where(eq(prospectEntitlements.siteId, siteId))
    .orderBy(desc(prospectEntitlements.grantedAt), desc(prospectEntitlements.orderId));
}

/** The user's entitlement to one download, if bought (the first purchase, should there be two). */
export async function findEntitlementOfUser(
  db: Db,
  siteId: string,
  downloadKey: string,
): Promise<EntitlementRow | null> {
  const [row] = await db
    .select()
    .from(prospectEntitlements)
    .where(and(eq(prospectEntitlements.siteId, siteId), eq(prospectEntitlements.downloadKey, downloadKey)))
    .orderBy(prospectEntitlements.grantedAt)
    .limit(1);
  return row ?? null;
}

/** Demo seed: writes a transaction as given (pending rows lose any charge in flight). */
export async function upsertTransaction(db: Db, row: TransactionUpsert): Promise<void> {
  await db
    .insert(prospectTransactions)
    .values(row)
    .onConflictDoUpdate({
      target: prospectTransactions.tuid,
      set: { ...row, chargeKey: null, chargeCardReference: null, chargeStartedAt: null },
    });
}

/** Demo seed: writes an entitlement, granted when its transaction was paid (now, if not given). */
export async function upsertEntitlement(
  db: Db,
  row: Omit<EntitlementRow, 'grantedAt'> & { grantedAt?: Date },
): Promise<void> {
  await db
    .insert(prospectEntitlements)
    .values(row)
    .onConflictDoUpdate({ target: prospectEntitlements.transactionTuid, set: row });
}

/** Demo seed: a pending transaction has no entitlement. */
export async function deleteEntitlement(db: Db, tuid: string): Promise<void> {
  await db.delete(prospectEntitlements).where(eq(prospectEntitlements.transactionTuid, tuid));
}

/** A transaction created in the console (decision 070). */
export async function insertTransaction(
  db: Db,
  row: Pick<
    TransactionRow,
    'tuid' | 'siteId' | 'appKey' | 'downloadKey' | 'downloadTitle' | 'amountCents' | 'comment' | 'createdBy'
  >,
): Promise<TransactionRow> {
  const [inserted] = await db.insert(prospectTransactions).values(row).returning();
  if (!inserted) throw new Error('prospect transaction not saved');
  return inserted;
}

/** The mail with the transaction's payment link has left. */
export async function markLinkSent(db: Db, tuid: string): Promise<void> {
  await db.update(prospectTransactions).set({ linkSentAt: sql`now()` }).where(eq(prospectTransactions.tuid, tuid));
}

/** Cancels an unpaid transaction at the version read (decision 074); the caller holds its row lock. */
export async function markCancelled(db: Db, tuid: string, { by, version }: { by: string; version: number }) {
  await db
    .update(prospectTransactions)
    .set({ cancelledAt: sql`now()`, cancelledBy: by, version: version + 1 })
    .where(and(eq(prospectTransactions.tuid, tuid), eq(prospectTransactions.version, version)));
}
