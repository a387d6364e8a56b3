// Added (issue 13): the portal administrator's views under `/api/admin` — the job queue and the
// payment reconciliations. Only users marked administrator (the account Admin Login uses) may call them.
import { z } from 'zod';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
};

export const listJobsQuery = z.object({ state: z.enum(JOB_STATES).optional(), ...pageFields });
export type ListJobsQuery = z.infer<typeof listJobsQuery>;

/** One job: never its payload (addresses, ids), which is cleared anyway once the job has ended. */
export const adminJob = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  /** When it runs (next); for a failed attempt that will be retried, after the back-off. */
  run_at: z.string(),
  /** Why its last attempt failed, if it did. */
  last_error: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJob>;

export const listJobsResponse = z.object({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  jobs: z.array(adminJob),
});

export const listReconciliationsQuery = z.object(pageFields);

/** One action of the payment reconciliation, as written to the audit log. */
export const adminReconciliation = z.object({
  at: z.string(),
  /** `booked` (the order was completed), `voided` (the charge was cancelled) or `cleared_decline`. */
  action: z.string(),
  /** The prospect transaction. */
  tuid: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});

export const listReconciliationsResponse = z.object({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  reconciliations: z.array(adminReconciliation),
});
