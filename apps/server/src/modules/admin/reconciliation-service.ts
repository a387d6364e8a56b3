// The console's reconciliation screen (issue 13, decision 063): what the reconciliation did (its
// audit entries, the task's and administrators'), and the charges that have no order right now,
// each with what the gateway says of it. Settling one is the prospects module's work.
import type { ReconciliationResponse } from '@mti/contracts/admin/console-payments';
import { listAuditEntries } from '../../platform/audit.ts';
import type { PaymentGateway } from '../../platform/payment-gateway.ts';
import { loginNamesOf } from '../identity/service.ts';
import { listUnbookedCharges, RECONCILIATION_AUDIT_PREFIX, settleUnbookedCharge } from '../prospects/service.ts';
import type { ConsoleCall } from './console-gate.ts';

export async function getReconciliation(
  call: ConsoleCall & { gateway: PaymentGateway },
): Promise<ReconciliationResponse> {
  const unbooked = await listUnbookedCharges({ db: call.db, gateway: call.gateway });
  const { total, entries } = await listAuditEntries(call.db, {
    actionPrefix: RECONCILIATION_AUDIT_PREFIX,
    page: 1,
    pageSize: 50,
  });
  const people = [...unbooked.map((u) => u.siteId), ...entries.flatMap((e) => (e.actor ? [e.actor] : []))];
  const names = await loginNamesOf({ db: call.db, siteIds: people });
  return {
    unbooked: unbooked.map((u) => ({
      tuid: u.tuid,
      userid: names.get(u.siteId) ?? u.siteId,
      title: u.title,
      amount_cents: u.amountCents,
      claimed_at: u.claimedAt?.toISOString() ?? null,
      gateway_status: u.gatewayStatus,
      charge_reference: u.chargeReference,
    })),
    actions: entries.map((e) => ({
      at: e.at.toISOString(),
      action: e.action.slice(RECONCILIATION_AUDIT_PREFIX.length),
      tuid: e.subject,
      actor_userid: e.actor ? (names.get(e.actor) ?? e.actor) : null,
      detail: e.detail,
    })),
    actions_total: total,
  };
}

export function settleCharge(
  call: ConsoleCall & { gateway: PaymentGateway; tuid: string; action: 'complete' | 'void' },
) {
  return settleUnbookedCharge({
    db: call.db,
    gateway: call.gateway,
    tuid: call.tuid,
    action: call.action,
    actor: call.admin.siteId,
    ip: call.ip,
  });
}
