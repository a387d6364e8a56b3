// GET /api/admin/console/audit-log (and /export): the audit log, filtered by user, action and
// dates, newest first by default; each console change carries the record before and after.
import { z } from 'zod';
import { consoleListQuery } from './console-list.ts';

export const AUDIT_DATE_INVALID = 'Enter dates as YYYY-MM-DD.';
export const AUDIT_DATES_REVERSED = 'The start date must not be after the end date.';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: AUDIT_DATE_INVALID })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { message: AUDIT_DATE_INVALID });

export const AUDIT_SORTS = ['at', 'action', 'actor', 'subject'] as const;

export const auditLogQuery = consoleListQuery(AUDIT_SORTS)
  .extend({
    dir: z.enum(['asc', 'desc']).default('desc'),
    /** A login name or site id: entries that user made or that concern them. */
    user: z.string().trim().max(100).default(''),
    /** An action (`admin.user.disabled`) or its start with a dot (`admin.user.`). */
    action: z.string().trim().max(100).default(''),
    /** First and last day (UTC), both included. */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AUDIT_DATES_REVERSED, path: ['to'] });
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLogEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who acted (site id) and their login name when known. */
  actor: z.string().nullable(),
  actor_userid: z.string().nullable(),
  action: z.string(),
  subject: z.string().nullable(),
  ip: z.string().nullable(),
  /** The record before and after a console change; null for other entries. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Everything else the entry recorded. */
  detail: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogResponse = z.object({
  rows: z.array(auditLogEntry),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
