// Charging a prospect transaction exactly once, whatever arrives: a double click, a retry after a
// lost answer, two tabs, twenty requests at once, or a server that stopped between charge and
// bookkeeping.
//
// 1. Claim (row lock): the first attempt records a charge in flight — an idempotency key and the
//    card it charges. Every attempt that finds one in flight replays that very charge instead.
// 2. Charge, outside any database transaction: the gateway charges once per key and answers a
//    repeat with the first answer.
// 3. Book (row lock, one database transaction): the order, the entitlement and the processed
//    transaction together. An attempt that finds the charge already booked answers the same success.
// A declined charge is forgotten, so that the next attempt may try another card.
import { randomUUID } from 'node:crypto';
import {
  type PurchaseResponse,
  TRANSACTION_ALREADY_PROCESSED,
  TRANSACTION_CANCELLED,
} from '@mti/contracts/prospects/prospects-api';
import { type AuditEntry, writeAudit } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { ApprovedCharge, PaymentGateway } from '../../platform/payment-gateway.ts';
import { declined, recordOrder } from '../account/service.ts';
import {
  clearChargeInFlight,
  insertEntitlement,
  lockTransaction,
  markProcessed,
  setChargeInFlight,
  type TransactionRow,
} from './queries.ts';

export const alreadyProcessed = () => new AppError(409, 'already_processed', TRANSACTION_ALREADY_PROCESSED);
export const transactionCancelled = () => new AppError(409, 'transaction_cancelled', TRANSACTION_CANCELLED);

type ChargeOnceOptions = {
  db: Db;
  gateway: PaymentGateway;
  user: AuthenticatedUser;
  tuid: string;
  ip: string | null;
  /** The purchasable product: its appurl is where the download is found. */
  app: { appurl: string };
  /** The gateway reference of the card this attempt would charge. */
  cardReference: string;
};

type Attempt = { row: TransactionRow; chargeKey: string; cardReference: string; ours: boolean };

// Another attempt's charge declined: try ours. More rounds than that means a stream of competing
// attempts, which the caller is told about instead of waiting.
const MAX_ROUNDS = 3;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

async function claim(db: Db, siteId: string, tuid: string, cardReference: string): Promise<Attempt> {
  return withTransaction(db, async (tx) => {
    const row = await lockTransaction(tx, tuid);
    if (!row) throw notFound();
    if (row.siteId !== siteId) throw forbidden();
    if (row.isProcessed) throw alreadyProcessed();
    // Checked under the row lock: a cancel (which refuses a charge in flight) and a claim never overlap.
    if (row.cancelledAt) throw transactionCancelled();
    if (row.chargeKey && row.chargeCardReference) {
      return { row, chargeKey: row.chargeKey, cardReference: row.chargeCardReference, ours: false };
    }
    const chargeKey = `prospect-transaction:${tuid}:${randomUUID()}`;
    await setChargeInFlight(tx, tuid, { chargeKey, cardReference });
    return { row, chargeKey, cardReference, ours: true };
  });
}

/**
 * Books an approved charge: the order, the entitlement and the processed flag together, with the
 * audit entry, in one transaction under the row lock. `booked` is false when it was booked before.
 */
export async function book(
  db: Db,
  {
    row,
    charge,
    app,
    audit,
  }: { row: TransactionRow; charge: ApprovedCharge; app: { appurl: string }; audit: Omit<AuditEntry, 'detail'> },
): Promise<{ response: PurchaseResponse; booked: boolean }> {
  return withTransaction(db, async (tx) => {
    const current = await lockTransaction(tx, row.tuid);
    if (!current) throw notFound();
    if (current.isProcessed) {
      // A concurrent attempt booked this same charge first: the same success.
      if (current.paymentReference !== charge.reference || current.orderId === null) throw alreadyProcessed();
      return {
        response: { success: true, order_id: current.orderId, pnref: charge.reference, appurl: app.appurl },
        booked: false,
      };
    }
    const order = await recordOrder({
      db: tx,
      order: {
        siteId: current.siteId,
        totalCents: charge.amountCents,
        description: `<strong>${escapeHtml(current.downloadTitle)}</strong><br>${escapeHtml(current.comment)}`,
        paymentReference: charge.reference,
        cardBrand: charge.brand,
        cardLast4: charge.last4,
        prospectTransactionTuid: current.tuid,
      },
    });
    await insertEntitlement(tx, {
      transactionTuid: current.tuid,
      siteId: current.siteId,
      downloadKey: current.downloadKey,
      title: current.downloadTitle,
      orderId: order.id,
    });
    if (!(await markProcessed(tx, current.tuid, { orderId: order.id, paymentReference: charge.reference }))) {
      throw alreadyProcessed();
    }
    await writeAudit(tx, {
      ...audit,
      detail: { order_id: order.id, amount_cents: charge.amountCents, payment_reference: charge.reference },
    });
    return {
      response: { success: true, order_id: order.id, pnref: charge.reference, appurl: app.appurl },
      booked: true,
    };
  });
}

export async function chargeTransactionOnce({
  db,
  gateway,
  user,
  tuid,
  ip,
  app,
  cardReference,
}: ChargeOnceOptions): Promise<PurchaseResponse> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const attempt = await claim(db, user.siteId, tuid, cardReference);
    const { row } = attempt;
    const result = await gateway.charge({
      cardReference: attempt.cardReference,
      // Always the transaction's own amount, never the client's.
      amountCents: row.amountCents,
      description: `${row.downloadTitle} (${row.tuid})`,
      idempotencyKey: attempt.chargeKey,
    });
    if (result.ok) {
      const { response } = await book(db, {
        row,
        charge: result,
        app,
        audit: { actor: user.siteId, action: 'prospect.purchased', subject: tuid, ip },
      });
      return response;
    }
    if (result.code === 'idempotency_conflict') break;
    await clearChargeInFlight(db, tuid, attempt.chargeKey);
    // Our own charge, or another attempt's charge of the very same card: its refusal is ours.
    if (attempt.ours || attempt.cardReference === cardReference) {
      await writeAudit(db, {
        actor: user.siteId,
        action: 'prospect.declined',
        subject: tuid,
        ip,
        detail: { code: result.code },
      });
      throw declined(result);
    }
  }
  throw new AppError(
    409,
    'payment_in_progress',
    'A payment for this order is already in progress. Please reload the page in a moment.',
  );
}
