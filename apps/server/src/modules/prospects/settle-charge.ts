// Charges without an order, as the administrator console shows and settles them (decision 063,
// issue 13). The recurring reconciliation (reconcile-charges.ts) waits a grace period before it
// acts; the administrator may act at once on a charge the gateway reports approved: complete its
// order (book it exactly once, as the reconciliation does) or void it. Either is audited under the
// reconciliation's prefix with the administrator as actor, so that one list shows both.
import { writeAudit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PaymentGateway } from '../../platform/payment-gateway.ts';
import { getAppSummary } from '../catalog/service.ts';
import { alreadyProcessed, book } from './charge-once.ts';
import { clearChargeInFlight, findTransaction, listChargesInFlight } from './queries.ts';
import { RECONCILIATION_AUDIT_PREFIX } from './reconcile-charges.ts';

export const NO_APPROVED_CHARGE =
  'The gateway holds no approved charge for this transaction any more, so there is nothing to complete or void.';

export type UnbookedCharge = {
  tuid: string;
  siteId: string;
  title: string;
  amountCents: number;
  claimedAt: Date | null;
  /** What the gateway says of the charge: approved, declined, voided, or none (not arrived). */
  gatewayStatus: 'approved' | 'declined' | 'voided' | 'none';
  chargeReference: string | null;
};

/** Every transaction with a charge in flight and no order, with what the gateway says of it. */
export async function listUnbookedCharges({ db, gateway }: { db: Db; gateway: PaymentGateway }) {
  const rows = await listChargesInFlight(db, new Date(Date.now() + 60_000));
  const out: UnbookedCharge[] = [];
  for (const row of rows) {
    const found = row.chargeKey ? await gateway.findCharge(row.chargeKey) : null;
    out.push({
      tuid: row.tuid,
      siteId: row.siteId,
      title: row.downloadTitle,
      amountCents: row.amountCents,
      claimedAt: row.chargeStartedAt,
      gatewayStatus: found?.status ?? 'none',
      chargeReference: found?.status === 'approved' ? found.charge.reference : null,
    });
  }
  return out;
}

type SettleOptions = {
  db: Db;
  gateway: PaymentGateway;
  tuid: string;
  action: 'complete' | 'void';
  actor: string;
  ip: string | null;
};

/** Completes the order of an approved charge without one, or voids the charge; exactly once. */
export async function settleUnbookedCharge({ db, gateway, tuid, action, actor, ip }: SettleOptions) {
  const row = await findTransaction(db, tuid);
  if (!row) throw notFound();
  if (row.isProcessed) throw alreadyProcessed();
  const found = row.chargeKey ? await gateway.findCharge(row.chargeKey) : null;
  if (found?.status !== 'approved' || !row.chargeKey) throw new AppError(409, 'no_approved_charge', NO_APPROVED_CHARGE);
  const { charge } = found;
  if (action === 'complete') {
    const app = await getAppSummary({ db, appKey: row.appKey });
    const { response } = await book(db, {
      row,
      charge,
      app: { appurl: app?.appurl ?? '' },
      audit: { actor, action: `${RECONCILIATION_AUDIT_PREFIX}booked`, subject: tuid, ip },
    });
    return { action, order_id: response.order_id };
  }
  const voided = await gateway.voidCharge(charge.reference);
  if (!voided.ok) throw new AppError(402, voided.code, voided.message);
  await clearChargeInFlight(db, tuid, row.chargeKey);
  if (!voided.alreadyVoided) {
    await writeAudit(db, {
      actor,
      action: `${RECONCILIATION_AUDIT_PREFIX}voided`,
      subject: tuid,
      ip,
      detail: {
        site_id: row.siteId,
        payment_reference: charge.reference,
        amount_cents: charge.amountCents,
        reason: 'administrator',
      },
    });
  }
  return { action, order_id: null };
}
