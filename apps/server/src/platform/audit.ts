// The audit log (table audit_log, migration 0001): who did what, when (UTC), from where.
// Never a password or a token: detail keys that look like one are dropped before writing.
import { sql } from 'drizzle-orm';
import type { Db } from './db.ts';

export type AuditEntry = {
  /** Who acted: a site_id, or null for an anonymous caller. */
  actor: string | null;
  /** What happened, dotted: `login.success`, `admin.act_as`, `password.reset`. */
  action: string;
  /** Whom or what it concerned: a site_id, a file path; null when unknown. */
  subject?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
};

const SECRET_KEY = /pass|token|secret|mtu|cookie|authorization|hash|code_verifier/i;

function withoutSecrets(detail: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(detail).filter(([key]) => !SECRET_KEY.test(key)));
}

export async function writeAudit(db: Db, { actor, action, subject = null, ip = null, detail = {} }: AuditEntry) {
  await db.execute(sql`
    insert into audit_log (actor, action, subject, ip, detail)
    values (${actor}, ${action}, ${subject}, ${ip}, ${JSON.stringify(withoutSecrets(detail))}::jsonb)
  `);
}
