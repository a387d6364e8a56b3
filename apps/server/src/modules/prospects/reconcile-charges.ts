// The payment reconciliation (decision 027, docs/payments.md): a server killed between the
// gateway's approval and the booking leaves a charged card with no order until the buyer retries.
// A recurring job (once across instances) looks at every unbooked charge in flight claimed more
// than a grace period ago and asks the gateway what became of it, without charging:
// - approved: books the order and the entitlement, exactly once (book() under the row lock);
//   if the transaction can no longer be booked (its price changed, or it was booked otherwise),
//   voids the charge through the gateway instead;
// - declined or voided: clears the claim, so that the buyer may pay again with any card;
// - nothing at the gateway: leaves it: the request may still be on its way, and the buyer's
//   next attempt makes exactly that charge.
// Each action is one audit entry (`prospect.reconciled.*`), listed at GET /api/admin/reconciliations.
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApprovedCharge, PaymentGateway } from '../../platform/payment-gateway.ts';
import { getAppSummary } from '../catalog/service.ts';
import { book } from './charge-once.ts';
import { clearChargeInFlight, listChargesInFlight, type TransactionRow } from './queries.ts';

export const RECONCILIATION_AUDIT_PREFIX = 'prospect.reconciled.';
export const RECONCILE_CHARGES_JOB = 'prospects.reconcile-charges';
export const RECONCILE_EVERY_MS = 5 * 60_000;
/** A purchase request takes seconds; a claim this old whose request is still running is not expected. */
export const RECONCILE_GRACE_MS = 2 * 60_000;

type ReconcileOptions = { db: Db; gateway: PaymentGateway; now: Date; log: FastifyBaseLogger };
export type ReconcileSummary = { booked: number; voided: number; cleared: number };

const audit = (db: Db, action: 'booked' | 'voided' | 'cleared_decline', row: TransactionRow, detail = {}) =>
  writeAudit(db, {
    actor: null,
    action: `${RECONCILIATION_AUDIT_PREFIX}${action}`,
    subject: row.tuid,
    detail: { site_id: row.siteId, ...detail },
  });

async function voidUnbookable(
  { db, gateway, log }: ReconcileOptions,
  row: TransactionRow,
  charge: ApprovedCharge,
  reason: string,
): Promise<boolean> {
  const result = await gateway.voidCharge(charge.reference);
  if (!result.ok) {
    log.error({ tuid: row.tuid, code: result.code }, 'reconciliation could not void an unbookable charge');
    return false;
  }
  if (row.chargeKey) await clearChargeInFlight(db, row.tuid, row.chargeKey);
  if (result.alreadyVoided) return false;
  await audit(db, 'voided', row, { payment_reference: charge.reference, amount_cents: charge.amountCents, reason });
  return true;
}

async function reconcileOne(options: ReconcileOptions, row: TransactionRow, summary: ReconcileSummary) {
  const { db, gateway } = options;
  const chargeKey = row.chargeKey;
  if (!chargeKey) return;
  const found = await gateway.findCharge(chargeKey);
  if (!found) return;
  if (found.status !== 'approved') {
    // Declined or voided: the request stopped before forgetting it. Only the one that clears it says so.
    if (await clearChargeInFlight(db, row.tuid, chargeKey)) {
      await audit(db, 'cleared_decline', row, { status: found.status });
      summary.cleared++;
    }
    return;
  }
  const { charge } = found;
  if (charge.amountCents !== row.amountCents) {
    if (await voidUnbookable(options, row, charge, 'amount_changed')) summary.voided++;
    return;
  }
  const app = await getAppSummary({ db, appKey: row.appKey });
  try {
    const { booked } = await book(db, {
      row,
      charge,
      app: { appurl: app?.appurl ?? '' },
      audit: { actor: null, action: `${RECONCILIATION_AUDIT_PREFIX}booked`, subject: row.tuid },
    });
    if (booked) summary.booked++;
  } catch (error) {
    // Booked meanwhile with another charge, or gone: this charge has no order to belong to.
    if (!(error instanceof AppError)) throw error;
    if (await voidUnbookable(options, row, charge, error.code)) summary.voided++;
  }
}

/** One pass over the charges in flight older than the grace period. */
export async function reconcileCharges(options: ReconcileOptions): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { booked: 0, voided: 0, cleared: 0 };
  const rows = await listChargesInFlight(options.db, new Date(options.now.getTime() - RECONCILE_GRACE_MS));
  for (const row of rows) {
    try {
      await reconcileOne(options, row, summary);
    } catch (err) {
      options.log.error({ err, tuid: row.tuid }, 'reconciliation of a charge failed; the next run tries again');
    }
  }
  if (summary.booked + summary.voided + summary.cleared > 0) options.log.info(summary, 'charges reconciled');
  return summary;
}
