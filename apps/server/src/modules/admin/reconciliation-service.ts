// The console's reconciliation screen (issue 13, decision 063): the charges that have no order right
// now, each with what the gateway says of it, and what the reconciliation did (its audit entries, the
// task's and administrators'), a console list (issue 19). Settling one is the prospects module's work.

import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import type {
  ReconciliationAction,
  ReconciliationActionListQuery,
  ReconciliationActionListResponse,
  ReconciliationResponse,
} from '@mti/contracts/admin/console-payments';
import { sql } from 'drizzle-orm';
import { auditLogListSpec } from '../../platform/audit.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';
import type { PaymentGateway } from '../../platform/payment-gateway.ts';
import { loginNamesOf } from '../identity/service.ts';
import { listUnbookedCharges, RECONCILIATION_AUDIT_PREFIX, settleUnbookedCharge } from '../prospects/service.ts';
import type { ConsoleCall } from './console-gate.ts';

export async function getReconciliation(
  call: ConsoleCall & { gateway: PaymentGateway },
): Promise<ReconciliationResponse> {
  const unbooked = await listUnbookedCharges({ db: call.db, gateway: call.gateway });
  const names = await loginNamesOf({ db: call.db, siteIds: unbooked.map((u) => u.siteId) });
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
  };
}

type Sort = ReconciliationActionListQuery['sort'];
type ActionRow = {
  id: number;
  at: Date | string;
  actor: string | null;
  action: string;
  subject: string | null;
  detail: unknown;
};

/** The reconciliation's audit entries as a console list; the transaction's id is the entry's subject. */
const actionListSpec: PagedListSpec<Sort> = {
  ...auditLogListSpec({ action: RECONCILIATION_AUDIT_PREFIX }),
  sortColumns: { at: sql`at`, action: sql`action`, tuid: sql`subject` },
};

async function actionsOf(call: ConsoleCall, rows: ActionRow[]): Promise<ReconciliationAction[]> {
  const names = await loginNamesOf({ db: call.db, siteIds: rows.flatMap((r) => (r.actor ? [r.actor] : [])) });
  return rows.map((r) => ({
    at: new Date(r.at).toISOString(),
    action: r.action.slice(RECONCILIATION_AUDIT_PREFIX.length),
    tuid: r.subject,
    actor_userid: r.actor ? (names.get(r.actor) ?? r.actor) : null,
    detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : (r.detail ?? {})) as Record<string, unknown>,
  }));
}

export async function listReconciliationActions(
  call: ConsoleCall & { query: ReconciliationActionListQuery },
): Promise<ReconciliationActionListResponse> {
  const { rows, total } = await pagedList<Sort, ActionRow>(call.db, actionListSpec, call.query);
  return { rows: await actionsOf(call, rows), total, page: call.query.page, page_size: call.query.page_size };
}

export const RECONCILIATION_ACTION_CSV_HEADER = ['At (UTC)', 'Action', 'Transaction', 'By', 'Detail'];

/** Every action the same query matches, in its order: the CSV ("the recurring task" when no one acted). */
export async function exportReconciliationActions(call: ConsoleCall & { query: ReconciliationActionListQuery }) {
  const rows = await allListRows<Sort, ActionRow>(call.db, actionListSpec, call.query, CONSOLE_EXPORT_MAX_ROWS);
  return (await actionsOf(call, rows)).map((a) => [
    a.at,
    a.action,
    a.tuid,
    a.actor_userid ?? 'the recurring task',
    JSON.stringify(a.detail),
  ]);
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
