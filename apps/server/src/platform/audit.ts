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

/** Found anywhere in a key: no harmless field name holds these (`newPassword`, `accesstoken`). */
const SECRET_ANYWHERE = /password|passwd|passphrase|token|secret/i;
/** Secret only as a whole word of the key: `pass`, but not `passport_company`; `hash`, but not `hashtag`. */
const SECRET_WORDS = new Set([
  'pass',
  'pwd',
  'mtu',
  'cookie',
  'cookies',
  'authorization',
  'hash',
  'verifier',
  'cvv',
  'cvc',
]);

/** The words of a key: `tokenHash` → token, hash; `code_verifier` → code, verifier. */
const wordsOf = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Whether a detail key looks like a password, a token or a secret (its value is never written). */
export function isSecretKey(key: string): boolean {
  return SECRET_ANYWHERE.test(key) || wordsOf(key).some((word) => SECRET_WORDS.has(word));
}

function withoutSecrets(detail: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(detail).filter(([key]) => !isSecretKey(key)));
}

/** A value with its secret-looking keys dropped, at any depth of plain objects. */
function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isSecretKey(key))
      .map(([key, v]) => [key, redacted(v)]),
  );
}

export type AuditChange = Omit<AuditEntry, 'detail'> & {
  /** The record as it was (null when created) and as it is (null when deleted). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Anything else worth keeping, such as a reason. */
  detail?: Record<string, unknown>;
};

/**
 * A change made in the administrator console (decision 050): who, what, and the record before
 * and after, stored in detail.before and detail.after. Pass the change's transaction as db, so
 * the audit row and the change are written together or not at all.
 */
export async function writeAuditChange(db: Db, { before, after, detail = {}, ...entry }: AuditChange) {
  await writeAudit(db, { ...entry, detail: { ...detail, before: redacted(before), after: redacted(after) } });
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

type AuditDbRow = { at: string | Date; actor: string | null; action: string; subject: string | null; detail: unknown };

const recordOf = (r: AuditDbRow): AuditRecord => ({
  at: r.at instanceof Date ? r.at : new Date(r.at),
  actor: r.actor,
  action: r.action,
  subject: r.subject,
  detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<string, unknown>,
});

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
  `)) as unknown as { rows: AuditDbRow[] };
  const counted = (await db.execute(
    sql`select count(*)::int as n from audit_log where action like ${pattern}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return {
    total: counted.rows[0]?.n ?? 0,
    entries: result.rows.map(recordOf),
  };
}

export type AuditLogFilter = {
  /** The actor's or the subject's site_id. */
  user?: string;
  /** An action, or the start of one ending in a dot (`admin.user.`). */
  action?: string;
  from?: Date;
  to?: Date;
};

/** The audit log as a console list (platform/paged-list.ts), newest first by default. */
export function auditLogListSpec(filter: AuditLogFilter) {
  const where = [];
  if (filter.user) where.push(sql`(actor = ${filter.user} or subject = ${filter.user})`);
  if (filter.action)
    where.push(
      filter.action.endsWith('.')
        ? sql`action like ${`${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
        : sql`action = ${filter.action}`,
    );
  if (filter.from) where.push(sql`at >= ${filter.from.toISOString()}`);
  if (filter.to) where.push(sql`at < ${filter.to.toISOString()}`);
  return {
    select: sql`select id, at, actor, action, subject, ip, detail from audit_log`,
    sortColumns: { at: sql`at`, action: sql`action`, actor: sql`actor`, subject: sql`subject` },
    tieBreaker: sql`id`,
    searchColumns: [sql`action`, sql`actor`, sql`subject`, sql`detail::text`],
    where,
  };
}

/** Every entry about any of the subjects (an order's trail: `order:<id>` and its transaction), oldest first. */
export async function listAuditOfSubjects(db: Db, subjects: string[], limit = 200): Promise<AuditRecord[]> {
  if (subjects.length === 0) return [];
  const result = (await db.execute(sql`
    select at, actor, action, subject, detail from audit_log
    where subject in (${sql.join(
      subjects.map((s) => sql`${s}`),
      sql`, `,
    )})
    order by id limit ${limit}
  `)) as unknown as { rows: AuditDbRow[] };
  return result.rows.map(recordOf);
}
