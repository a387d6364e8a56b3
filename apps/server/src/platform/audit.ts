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

export type AuditRecord = {
  at: Date;
  actor: string | null;
  action: string;
  subject: string | null;
  detail: Record<string, unknown>;
};

/** Entries whose action starts with the prefix, newest first, a page at a time, with their total. */
export async function listAuditEntries(
  db: Db,
  { actionPrefix, page, pageSize }: { actionPrefix: string; page: number; pageSize: number },
): Promise<{ total: number; entries: AuditRecord[] }> {
  const pattern = `${actionPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = (await db.execute(sql`
    select at, actor, action, subject, detail
    from audit_log where action like ${pattern}
    order by id desc limit ${pageSize} offset ${(page - 1) * pageSize}
  `)) as unknown as {
    rows: Array<{ at: string | Date; actor: string | null; action: string; subject: string | null; detail: unknown }>;
  };
  const counted = (await db.execute(
    sql`select count(*)::int as n from audit_log where action like ${pattern}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return {
    total: counted.rows[0]?.n ?? 0,
    entries: result.rows.map((r) => ({
      at: r.at instanceof Date ? r.at : new Date(r.at),
      actor: r.actor,
      action: r.action,
      subject: r.subject,
      detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<string, unknown>,
    })),
  };
}
