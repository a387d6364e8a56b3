// Tables of the platform (migrations 0001_platform.sql and 0003_identity.sql). audit.ts and
// rate-limit.ts write them with plain SQL; they are declared here so that the Drizzle schema
// describes the whole database (docs/decisions/022-drizzle-schema-is-the-database.md).
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
