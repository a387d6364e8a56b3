// The console's audit log (issue 19): entries filtered by user, action and dates, with the
// record before and after for console changes; the same query exported as CSV.

import type { AuditLogEntry, AuditLogQuery } from '@mti/contracts/admin/audit-log';
import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import { auditLogListSpec } from '../../platform/audit.ts';
import { allListRows, pagedList } from '../../platform/paged-list.ts';
import { loginNamesOf, siteIdOfUser } from '../identity/service.ts';
import type { ConsoleCall } from './console-gate.ts';

type AuditRow = {
  id: number | string;
  at: string | Date;
  actor: string | null;
  action: string;
  subject: string | null;
  ip: string | null;
  detail: unknown;
};

const DAY_MS = 86_400_000;

async function specOf(call: ConsoleCall, query: AuditLogQuery) {
  // A login name is looked up; anything else is taken as a site id.
  const user =
    query.user === '' ? undefined : ((await siteIdOfUser({ db: call.db, userid: query.user })) ?? query.user);
  return auditLogListSpec({
    user,
    action: query.action || undefined,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    // The last day is included: up to the start of the next.
    to: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
  });
}

async function entriesOf(call: ConsoleCall, rows: AuditRow[]): Promise<AuditLogEntry[]> {
  const names = await loginNamesOf({ db: call.db, siteIds: rows.flatMap((r) => (r.actor ? [r.actor] : [])) });
  return rows.map((r) => {
    const detail = (typeof r.detail === 'string' ? JSON.parse(r.detail) : (r.detail ?? {})) as Record<string, unknown>;
    const { before = null, after = null, ...rest } = detail;
    return {
      id: Number(r.id),
      at: (r.at instanceof Date ? r.at : new Date(r.at)).toISOString(),
      actor: r.actor,
      actor_userid: r.actor ? (names.get(r.actor) ?? null) : null,
      action: r.action,
      subject: r.subject,
      ip: r.ip,
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
      detail: rest,
    };
  });
}

export async function listAuditLog(call: ConsoleCall & { query: AuditLogQuery }) {
  const { rows, total } = await pagedList<AuditLogQuery['sort'], AuditRow>(
    call.db,
    await specOf(call, call.query),
    call.query,
  );
  return { rows: await entriesOf(call, rows), total, page: call.query.page, page_size: call.query.page_size };
}

export const AUDIT_CSV_HEADER = ['At (UTC)', 'Actor', 'Action', 'Subject', 'IP', 'Before', 'After', 'Detail'];

export async function exportAuditLog(call: ConsoleCall & { query: AuditLogQuery }) {
  const rows = await allListRows<AuditLogQuery['sort'], AuditRow>(
    call.db,
    await specOf(call, call.query),
    call.query,
    CONSOLE_EXPORT_MAX_ROWS,
  );
  return (await entriesOf(call, rows)).map((e) => [
    e.at,
    e.actor_userid ?? e.actor,
    e.action,
    e.subject,
    e.ip,
    e.before ? JSON.stringify(e.before) : '',
    e.after ? JSON.stringify(e.after) : '',
    JSON.stringify(e.detail),
  ]);
}
