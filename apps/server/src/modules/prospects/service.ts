// Prospect purchases (spec §2 prospects/{tuid}, §4 Prospect transaction, §7 mtprospects/...): a
// prospect sees the priced download offered to them and pays for it once, with the stored card or
// a new one. The amount is always the transaction's own.
import { toCents } from '@mti/contracts/account/card-form';
import { DOWNLOAD_NOT_PURCHASED, type PurchasedDownload } from '@mti/contracts/prospects/downloads-api';
import {
  AMOUNT_CHANGED,
  NO_SAVED_CARD,
  type ProspectTransaction,
  type PurchaseResponse,
  UNKNOWN_TRANSACTION,
} from '@mti/contracts/prospects/prospects-api';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { PaymentGateway } from '../../platform/payment-gateway.ts';
import { assertMayPay, findCardOnFile, type NewCard, vaultCard } from '../account/service.ts';
import { getAppSummary } from '../catalog/service.ts';
import { getEntitlements } from '../identity/service.ts';
import { alreadyProcessed, chargeTransactionOnce, transactionCancelled } from './charge-once.ts';
import { contactListCsv } from './contact-list-csv.ts';

/** For the administrator console (decision 070): prospect transactions, created with their payment link. */
export {
  cancelConsoleProspectTransaction,
  createConsoleProspectTransaction,
  exportConsoleProspectTransactions,
  listConsoleProspectTransactions,
  listProspectDownloads,
  resendProspectPaymentLink,
} from './console-transactions.ts';
export { RECONCILIATION_AUDIT_PREFIX } from './reconcile-charges.ts';
/** For the administrator console (decision 063): charges without an order, and settling one. */
export { listUnbookedCharges, NO_APPROVED_CHARGE, settleUnbookedCharge } from './settle-charge.ts';

import { findDownloadProduct } from './download-products.ts';
import {
  type EntitlementRow,
  findEntitlementOfUser,
  findTransaction,
  listEntitlementsOfUser,
  type TransactionRow,
} from './queries.ts';

/** Spec §2: prospects/{tuid} is the page of the prospect role. */
export const PROSPECT_ROLE = 'mtprospect';

/** Only holders of the prospect role reach a transaction; routes check it before reading input. */
export async function requireProspectRole({ db, siteId }: { db: Db; siteId: string }): Promise<void> {
  const { roles } = await getEntitlements({ db, siteId });
  if (!roles.includes(PROSPECT_ROLE)) throw forbidden();
}

/**
 * The transaction, if it is the user's and the user holds the prospect role: anyone without the
 * role gets 403 whatever the tuid (nothing learnt about it), another user's tuid 403, an unknown 404.
 */
export async function findOwnTransaction({
  db,
  siteId,
  tuid,
}: {
  db: Db;
  siteId: string;
  tuid: string;
}): Promise<TransactionRow> {
  await requireProspectRole({ db, siteId });
  const row = await findTransaction(db, tuid);
  if (!row) throw notFound(UNKNOWN_TRANSACTION);
  if (row.siteId !== siteId) throw forbidden();
  return row;
}

async function productOf(db: Db, row: TransactionRow) {
  const app = await getAppSummary({ db, appKey: row.appKey });
  if (!app) throw new Error(`prospect transaction ${row.tuid} names unknown app ${row.appKey}`);
  return app;
}

/** GET mtprospects/transaction/{tuid}. */
export async function getProspectTransaction({
  db,
  siteId,
  tuid,
}: {
  db: Db;
  siteId: string;
  tuid: string;
}): Promise<ProspectTransaction> {
  const row = await findOwnTransaction({ db, siteId, tuid });
  const app = await productOf(db, row);
  return {
    amount: row.amountCents / 100,
    comment: row.comment,
    is_processed: row.isProcessed ? 1 : 0,
    is_cancelled: row.cancelledAt ? 1 : 0,
    app_title: app.appTitle,
    item: row.downloadTitle,
    appurl: app.appurl,
  };
}

/** Checks before any card is touched: the user's own, still pending, at the amount the page showed. */
async function payableTransaction({
  db,
  siteId,
  tuid,
  amt,
}: {
  db: Db;
  siteId: string;
  tuid: string;
  amt: number | string | undefined;
}): Promise<TransactionRow> {
  const row = await findOwnTransaction({ db, siteId, tuid });
  if (row.isProcessed) throw alreadyProcessed();
  if (row.cancelledAt) throw transactionCancelled();
  if (amt !== undefined && toCents(amt) !== row.amountCents) throw new AppError(409, 'amount_changed', AMOUNT_CHANGED);
  return row;
}

type PayOptions = { db: Db; gateway: PaymentGateway; user: AuthenticatedUser; tuid: string; ip: string | null };

/** POST mtprospects/transaction/{tuid}/processpnref: pays with the stored card. */
export async function payWithStoredCard({
  amt,
  ...options
}: PayOptions & { amt: number | string | undefined }): Promise<PurchaseResponse> {
  const { db, gateway, user, tuid } = options;
  assertMayPay(user);
  const row = await payableTransaction({ db, siteId: user.siteId, tuid, amt });
  const card = await findCardOnFile({ db, siteId: user.siteId });
  if (!card || card.gateway !== gateway.name) throw new AppError(409, 'no_saved_card', NO_SAVED_CARD);
  return chargeTransactionOnce({ ...options, app: await productOf(db, row), cardReference: card.token });
}

/** POST mtprospects/transaction/{tuid}/processcc: pays with a new card, which is not kept. */
export async function payWithNewCard({
  amt,
  card,
  ...options
}: PayOptions & { amt: number | string | undefined; card: NewCard }): Promise<PurchaseResponse> {
  const { db, gateway, user, tuid, ip } = options;
  assertMayPay(user);
  const row = await payableTransaction({ db, siteId: user.siteId, tuid, amt });
  const app = await productOf(db, row);
  let cardReference: string;
  try {
    cardReference = (await vaultCard({ gateway, card })).reference;
  } catch (error) {
    if (error instanceof AppError) {
      await writeAudit(db, {
        actor: user.siteId,
        action: 'prospect.declined',
        subject: tuid,
        ip,
        detail: { code: error.code },
      });
    }
    throw error;
  }
  try {
    return await chargeTransactionOnce({ ...options, app, cardReference });
  } finally {
    // A card given for one purchase is not kept: once charged (or refused) nobody may charge it again.
    await gateway.removeCard(cardReference).catch(() => {});
  }
}

/** For the analyzer's download history: the downloads the user has bought, newest first. */
export async function listPurchasedDownloads({
  db,
  siteId,
}: {
  db: Db;
  siteId: string;
}): Promise<
  Array<{ downloadKey: string; title: string; orderId: number; transactionTuid: string; purchasedAt: Date }>
> {
  return (await listEntitlementsOfUser(db, siteId)).map((row: EntitlementRow) => ({
    downloadKey: row.downloadKey,
    title: row.title,
    orderId: row.orderId,
    transactionTuid: row.transactionTuid,
    purchasedAt: row.grantedAt,
  }));
}

/** GET mtprospects/downloads: the history, one line per download (bought twice, it is listed once). */
export async function getDownloadHistory({ db, siteId }: { db: Db; siteId: string }): Promise<PurchasedDownload[]> {
  const seen = new Set<string>();
  const history: PurchasedDownload[] = [];
  for (const download of await listPurchasedDownloads({ db, siteId })) {
    if (seen.has(download.downloadKey)) continue;
    seen.add(download.downloadKey);
    history.push({
      download_key: download.downloadKey,
      title: download.title,
      order_id: download.orderId,
      purchased_date: download.purchasedAt.toISOString(),
      file_name: fileNameOf(download.downloadKey),
    });
  }
  return history;
}

const fileNameOf = (downloadKey: string) => `${downloadKey}-sample.csv`;

/** GET mtprospects/downloads/{downloadKey}/file: only a buyer of the download gets its file. */
export async function getDownloadFile({
  db,
  siteId,
  downloadKey,
}: {
  db: Db;
  siteId: string;
  downloadKey: string;
}): Promise<{ fileName: string; csv: string }> {
  const entitlement = await findEntitlementOfUser(db, siteId, downloadKey);
  if (!entitlement) throw forbidden(DOWNLOAD_NOT_PURCHASED);
  const product = findDownloadProduct(downloadKey);
  // Bought but not described: a fault of the catalogue, not of the buyer.
  if (!product) throw new Error(`download ${downloadKey} of order ${entitlement.orderId} has no product`);
  return { fileName: fileNameOf(downloadKey), csv: contactListCsv(product) };
}
