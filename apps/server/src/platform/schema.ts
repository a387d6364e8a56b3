// Tables of the platform (migrations 0001_platform.sql, 0003_identity.sql and job_queue). audit.ts,
// rate-limit.ts and jobs.ts write them with plain SQL; they are declared here so that the Drizzle schema
// describes the whole database (docs/decisions/022-drizzle-schema-is-the-database.md).
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    actor: text('actor'),
    action: text('action').notNull(),
    subject: text('subject'),
    ip: text('ip'),
    detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('audit_log_at').on(t.at)],
);

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: at('reset_at').notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at').on(t.resetAt)],
);

/** The job queue (jobs.ts, decision 027): work that must not run inside a request, such as mail. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** What the handler needs; cleared when the job ends. Never a password or a token. */
    payload: jsonb('payload'),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When it may run (next): now, or later for a retry after a temporary failure. */
    runAt: at('run_at').notNull(),
    /** The lease of the worker running it; past it, another worker may take the job over. */
    lockedUntil: at('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** The request id of the request that queued it, for the worker's log lines. */
    requestId: text('request_id'),
    /** A recurring job's name: at most one of them queued or running at a time. */
    singletonKey: text('singleton_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
    index('jobs_due').on(t.state, t.runAt),
    index('jobs_created_at').on(t.createdAt),
    uniqueIndex('jobs_singleton_key').on(t.singletonKey).where(sql`state in ('queued', 'running')`),
  ],
);
