// The portal administrator's views (added, issue 13): the job queue and the payment
// reconciliations. Every call needs an administrator's own sign-in (not one acting as a user).
import type { AdminJob, ListJobsQuery } from '@mti/contracts/admin/admin-api';
import { listAuditEntries } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { forbidden } from '../../platform/errors.ts';
import { listJobs } from '../../platform/jobs.ts';
import { isAdministrator } from '../identity/service.ts';
import { RECONCILIATION_AUDIT_PREFIX } from '../prospects/service.ts';

type AdminCall = { db: Db; user: AuthenticatedUser };

async function requireAdministrator({ db, user }: AdminCall): Promise<void> {
  if (!(await isAdministrator({ db, siteId: user.siteId }))) throw forbidden();
}

/** GET /api/admin/jobs: queued, running, done and failed jobs (with the reason), newest first. */
export async function listQueueJobs(call: AdminCall & { query: ListJobsQuery }) {
  await requireAdministrator(call);
  const { state, page, page_size } = call.query;
  const { total, jobs } = await listJobs(call.db, { state, page, pageSize: page_size });
  return {
    total,
    page,
    page_size,
    jobs: jobs.map(
      (j): AdminJob => ({
        id: j.id,
        kind: j.kind,
        state: j.state,
        attempts: j.attempts,
        max_attempts: j.maxAttempts,
        run_at: j.runAt.toISOString(),
        last_error: j.lastError,
        request_id: j.requestId,
        created_at: j.createdAt.toISOString(),
        started_at: j.startedAt?.toISOString() ?? null,
        finished_at: j.finishedAt?.toISOString() ?? null,
      }),
    ),
  };
}

/** GET /api/admin/reconciliations: what the payment reconciliation did, newest first (from the audit log). */
export async function listReconciliations(call: AdminCall & { page: number; pageSize: number }) {
  await requireAdministrator(call);
  const { total, entries } = await listAuditEntries(call.db, {
    actionPrefix: RECONCILIATION_AUDIT_PREFIX,
    page: call.page,
    pageSize: call.pageSize,
  });
  return {
    total,
    page: call.page,
    page_size: call.pageSize,
    reconciliations: entries.map((e) => ({
      at: e.at.toISOString(),
      action: e.action.slice(RECONCILIATION_AUDIT_PREFIX.length),
      tuid: e.subject,
      detail: e.detail,
    })),
  };
}
