// The administrator console's sender domains of a company (issue 19, decision 068). An administrator
// may verify a domain without the confirmation mail (e.g. after checking with the company by phone),
// and revoke one: the company can no longer choose it, schedule or resume a campaign from it, and
// its scheduled or running campaigns from it are paused in the same transaction, so nothing more
// leaves from that domain. Each change is audited with before and after.
import { DOMAIN_VERIFIED_ALREADY, NO_SUCH_DOMAIN } from '@mti/contracts/admin/console-companies';
import { sql } from 'drizzle-orm';
import { writeAuditChange } from '../../platform/audit.ts';
import { type Db, rowsOf, withTransaction } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { type AdminCall, requireAdministrator } from './admin-service.ts';
import { requireConsoleCompany } from './console-companies.ts';

type DomainCall = AdminCall & { companyId: number; domain: string };
type DomainRecord = { domain: string; confirm_email: string; verified_at: string | null; verified_by: string | null };

async function domainOf(tx: Db, companyId: number, domain: string): Promise<DomainRecord | null> {
  const [row] = await rowsOf<DomainRecord>(
    tx,
    sql`select domain, confirm_email, verified_at::text as verified_at, verified_by from passport_sender_domains
        where company_id = ${companyId} and domain = ${domain} for update`,
  );
  return row ?? null;
}

const auditOf = (call: DomainCall, action: string) => ({
  actor: call.user.siteId,
  action,
  subject: `${call.companyId}:${call.domain}`,
  ip: call.ip,
});

/** Verifies the domain for the company (a pending request becomes verified); 409 when it already is. */
export async function verifySenderDomain(call: DomainCall) {
  await requireAdministrator(call);
  return withTransaction(call.db, async (tx) => {
    await requireConsoleCompany(tx, call.companyId);
    const before = await domainOf(tx, call.companyId, call.domain);
    if (before?.verified_at) throw new AppError(409, 'domain_verified', DOMAIN_VERIFIED_ALREADY, 'domain');
    await tx.execute(
      sql`insert into passport_sender_domains (company_id, domain, confirm_email, requested_by, verified_at, verified_by)
          values (${call.companyId}, ${call.domain}, '', ${call.user.siteId}, now(), ${call.user.siteId})
          on conflict (company_id, domain) do update
            set verified_at = now(), verified_by = excluded.verified_by, token_hash = null`,
    );
    const after = await domainOf(tx, call.companyId, call.domain);
    await writeAuditChange(tx, { ...auditOf(call, 'admin.passport.domain_verified'), before, after });
    return requireConsoleCompany(tx, call.companyId);
  });
}

/** Removes the domain (pending or verified) and pauses the company's campaigns about to send from it. */
export async function revokeSenderDomain(call: DomainCall) {
  await requireAdministrator(call);
  return withTransaction(call.db, async (tx) => {
    await requireConsoleCompany(tx, call.companyId);
    const before = await domainOf(tx, call.companyId, call.domain);
    if (!before) throw notFound(NO_SUCH_DOMAIN);
    await tx.execute(
      sql`delete from passport_sender_domains where company_id = ${call.companyId} and domain = ${call.domain}`,
    );
    const paused = await rowsOf<{ id: number }>(
      tx,
      sql`update passport_campaigns set status = 'paused', updated_at = now()
          where company_id = ${call.companyId} and status in ('scheduled', 'running')
            and lower(substring(from_email from '[^@]*$')) = ${call.domain}
          returning id`,
    );
    await writeAuditChange(tx, {
      ...auditOf(call, 'admin.passport.domain_revoked'),
      before,
      after: null,
      detail: { paused_campaigns: paused.map((p) => Number(p.id)).sort((a, b) => a - b) },
    });
    return requireConsoleCompany(tx, call.companyId);
  });
}
