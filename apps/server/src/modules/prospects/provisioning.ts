// The bulk writes that set up prospects data (demo transactions and their entitlements): the seed
// and the payment tests use them today, the admin console later.
import type { Db } from '../../platform/db.ts';
import { deleteEntitlement, type TransactionUpsert, upsertEntitlement, upsertTransaction } from './queries.ts';

/**
 * Writes a demo transaction; a processed one with its order id and entitlement (the caller writes
 * the order first). Pending ones lose any entitlement, so seeding again offers them afresh.
 */
export async function saveSeedTransaction({
  db,
  transaction,
}: {
  db: Db;
  transaction: TransactionUpsert;
}): Promise<void> {
  await upsertTransaction(db, transaction);
  if (transaction.isProcessed && transaction.orderId) {
    await upsertEntitlement(db, {
      transactionTuid: transaction.tuid,
      siteId: transaction.siteId,
      downloadKey: transaction.downloadKey,
      title: transaction.downloadTitle,
      orderId: transaction.orderId,
      // The history dates a download by its purchase, not by the seeding.
      grantedAt: transaction.processedAt ?? undefined,
    });
  } else {
    await deleteEntitlement(db, transaction.tuid);
  }
}
