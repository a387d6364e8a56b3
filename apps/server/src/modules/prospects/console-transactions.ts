// Prospect transactions in the administrator console (issue 19, decision 070): the list (paged,
// sorted, searched on the server; the CSV runs the same query), creating one for a user holding the
// prospect role, and sending its payment link again. Creating checks every rule on the server with
// the browser's words, then writes the transaction, its audit entry and its mail job in one
// transaction: all three exist, or none. Cancelling an unpaid one (decision 074) is versioned and
// audited in one transaction under the row lock the payment's claim takes.

import { randomUUID } from 'node:crypto';
import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import { parseAmountToCents } from '@mti/contracts/admin/console-payments';
import {
  type ConsoleProspectTransactionRow,
  type CreateProspectTransactionBody,
  PROSPECT_ALREADY_CANCELLED,
  PROSPECT_ALREADY_PAID,
  PROSPECT_DOWNLOAD_REQUIRED,
  PROSPECT_LINK_CANCELLED,
  PROSPECT_PAID_NOT_CANCELLED,
  PROSPECT_PAYMENT_IN_PROGRESS,
  PROSPECT_USER_NOT_PROSPECT,
  PROSPECT_USER_REQUIRED,
  PROSPECT_USER_UNKNOWN,
  type ProspectTransactionListQuery,
  prospectAmountProblem,
} from '@mti/contracts/admin/console-prospect-transactions';
import { sql } from 'drizzle-orm';
import { writeAudit, writeAuditChange } from '../../platform/audit.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { staleEdit } from '../../platform/optimistic-lock.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';
import { getEntitlements, siteIdOfUser } from '../identity/service.ts';
import { DOWNLOAD_PRODUCTS, findDownloadProduct } from './download-products.ts';
import { PAYMENT_LINK_MAIL_JOB } from './payment-link-mail.ts';
import { findTransaction, insertTransaction, lockTransaction, markCancelled } from './queries.ts';

export const PROSPECT_TRANSACTION_AUDIT = 'admin.prospect_transaction.create';
export const PAYMENT_LINK_AUDIT = 'admin.prospect_transaction.send_link';
export const CANCEL_AUDIT = 'admin.prospect_transaction.cancel';
/** The catalogue app whose page sells the downloads (spec §3 mtprospect). */
const PROSPECT_APP_KEY = 'mtprospect-downloads';
const PROSPECT_ROLE = 'mtprospect';

type Sort = ProspectTransactionListQuery['sort'];
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

const status = sql`case when t.is_processed then 'paid' when t.cancelled_at is not null then 'cancelled' else 'open' end`;
const listSpec: PagedListSpec<Sort> = {
  select: sql`select t.tuid, u.userid, t.download_title, t.amount_cents, t.comment, ${status} as status, t.order_id,
        ${iso('t.created_at')} as created_at, c.userid as created_by, ${iso('t.link_sent_at')} as link_sent_at,
        ${iso('t.cancelled_at')} as cancelled_at, t.version
      from prospect_transactions t join users u on u.site_id = t.site_id
      left join users c on c.site_id = t.created_by`,
  sortColumns: {
    created_at: sql`t.created_at`,
    userid: sql`lower(u.userid)`,
    amount_cents: sql`t.amount_cents`,
    status,
  },
  tieBreaker: sql`t.tuid`,
  searchColumns: [sql`u.userid`, sql`t.download_title`, sql`t.comment`, sql`t.tuid`],
};

const rowOf = (r: ConsoleProspectTransactionRow): ConsoleProspectTransactionRow => ({
  ...r,
  amount_cents: Number(r.amount_cents),
  order_id: r.order_id === null ? null : Number(r.order_id),
  version: Number(r.version),
});

export async function listConsoleProspectTransactions({ db, query }: { db: Db; query: ProspectTransactionListQuery }) {
  const { rows, total } = await pagedList<Sort, ConsoleProspectTransactionRow>(db, listSpec, query);
  return { rows: rows.map(rowOf), total, page: query.page, page_size: query.page_size };
}

export async function exportConsoleProspectTransactions({
  db,
  query,
}: {
  db: Db;
  query: ProspectTransactionListQuery;
}) {
  return (await allListRows<Sort, ConsoleProspectTransactionRow>(db, listSpec, query, CONSOLE_EXPORT_MAX_ROWS)).map(
    rowOf,
  );
}

async function consoleRowOf(db: Db, tuid: string): Promise<ConsoleProspectTransactionRow> {
  const [row] = await pagedList<Sort, ConsoleProspectTransactionRow>(
    db,
    { ...listSpec, where: [sql`t.tuid = ${tuid}`] },
    { page: 1, page_size: 1, sort: 'created_at', dir: 'asc', q: '' },
  ).then((r) => r.rows);
  if (!row) throw notFound('No such transaction.');
  return rowOf(row);
}

export function listProspectDownloads() {
  return { downloads: DOWNLOAD_PRODUCTS.map((p) => ({ download_key: p.downloadKey, title: p.title })) };
}

const invalid = (code: string, msg: string, field: string) => new AppError(400, code, msg, field);

/** The prospect's site id, after the same checks the form makes. */
async function prospectOf(db: Db, userid: string): Promise<string> {
  if (userid === '') throw invalid('invalid_user', PROSPECT_USER_REQUIRED, 'userid');
  const siteId = await siteIdOfUser({ db, userid });
  if (!siteId) throw invalid('unknown_user', PROSPECT_USER_UNKNOWN, 'userid');
  const { roles } = await getEntitlements({ db, siteId });
  if (!roles.includes(PROSPECT_ROLE)) throw invalid('not_prospect', PROSPECT_USER_NOT_PROSPECT, 'userid');
  return siteId;
}

type Actor = { db: Db; actor: string; ip: string | null };

export async function createConsoleProspectTransaction({
  db,
  actor,
  ip,
  body,
}: Actor & { body: CreateProspectTransactionBody }): Promise<ConsoleProspectTransactionRow> {
  const siteId = await prospectOf(db, body.userid.trim());
  const product = findDownloadProduct(body.download_key);
  if (!product) throw invalid('invalid_download', PROSPECT_DOWNLOAD_REQUIRED, 'download_key');
  const problem = prospectAmountProblem(body.amount);
  const amountCents = parseAmountToCents(body.amount);
  if (problem || amountCents === null) throw invalid('invalid_amount', problem ?? '', 'amount');
  const tuid = randomUUID();
  await withTransaction(db, async (tx) => {
    const row = await insertTransaction(tx, {
      tuid,
      siteId,
      appKey: PROSPECT_APP_KEY,
      downloadKey: product.downloadKey,
      downloadTitle: product.title,
      amountCents,
      comment: (body.comment ?? '').trim(),
      createdBy: actor,
    });
    await writeAuditChange(tx, {
      actor,
      action: PROSPECT_TRANSACTION_AUDIT,
      subject: tuid,
      ip,
      before: null,
      after: { site_id: siteId, download_key: row.downloadKey, amount_cents: row.amountCents, comment: row.comment },
    });
    await enqueueJob(tx, { kind: PAYMENT_LINK_MAIL_JOB, payload: { tuid } });
  });
  return consoleRowOf(db, tuid);
}

/** Mails the payment link again (a prospect who lost it); refused once the transaction is paid. */
export async function resendProspectPaymentLink({
  db,
  actor,
  ip,
  tuid,
}: Actor & { tuid: string }): Promise<ConsoleProspectTransactionRow> {
  const row = await findTransaction(db, tuid);
  if (!row) throw notFound('No such transaction.');
  if (row.isProcessed) throw new AppError(409, 'already_paid', PROSPECT_ALREADY_PAID);
  if (row.cancelledAt) throw new AppError(409, 'cancelled', PROSPECT_LINK_CANCELLED);
  await withTransaction(db, async (tx) => {
    await writeAudit(tx, { actor, action: PAYMENT_LINK_AUDIT, subject: tuid, ip, detail: { site_id: row.siteId } });
    await enqueueJob(tx, { kind: PAYMENT_LINK_MAIL_JOB, payload: { tuid } });
  });
  return consoleRowOf(db, tuid);
}

/**
 * Cancels an unpaid transaction: its link no longer takes a payment and its queued mail is not sent.
 * Under the row lock a payment's claim takes, so it is refused while a charge is in flight (the
 * charge may still be approved) and a payment arriving after it is refused; a paid one is refunded
 * instead. 409 stale when another administrator changed it after it was loaded.
 */
export async function cancelConsoleProspectTransaction({
  db,
  actor,
  ip,
  tuid,
  version,
}: Actor & { tuid: string; version: number }): Promise<ConsoleProspectTransactionRow> {
  await withTransaction(db, async (tx) => {
    const row = await lockTransaction(tx, tuid);
    if (!row) throw notFound('No such transaction.');
    if (row.isProcessed) throw new AppError(409, 'already_paid', PROSPECT_PAID_NOT_CANCELLED);
    if (row.cancelledAt) throw new AppError(409, 'already_cancelled', PROSPECT_ALREADY_CANCELLED);
    if (row.version !== version) throw staleEdit();
    if (row.chargeKey) throw new AppError(409, 'payment_in_progress', PROSPECT_PAYMENT_IN_PROGRESS);
    await markCancelled(tx, tuid, { by: actor, version });
    await writeAuditChange(tx, {
      actor,
      action: CANCEL_AUDIT,
      subject: tuid,
      ip,
      before: { status: 'open', version },
      after: { status: 'cancelled', version: version + 1 },
    });
  });
  return consoleRowOf(db, tuid);
}
