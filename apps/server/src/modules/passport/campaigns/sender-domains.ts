// Verified sender domains: a company may send from a domain once someone with a mailbox there has
// confirmed it through the link mailed to that address. Only the token's hash is stored.
import {
  DOMAIN_ALREADY_VERIFIED,
  DOMAIN_TOKEN_INVALID,
  type SenderDomain,
} from '@mti/contracts/passport/campaigns-api';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../../platform/audit.ts';
import { randomToken, sha256Hex } from '../../../platform/crypto.ts';
import { type Db, rowsOf, withTransaction } from '../../../platform/db.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { enqueueJob } from '../../../platform/jobs.ts';
import { requireActivatedCompany } from '../access.ts';
import { CAMPAIGN_JOBS } from './job-kinds.ts';

type Call = { db: Db; siteId: string };

export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export async function isVerifiedDomain(db: Db, companyId: number, email: string): Promise<boolean> {
  const [row] = await rowsOf<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from passport_sender_domains where company_id = ${companyId}
          and domain = ${domainOf(email)} and verified_at is not null) as ok`,
  );
  return Boolean(row?.ok);
}

type DomainRow = {
  domain: string;
  confirm_email: string;
  requested_at: Date | string;
  verified_at: Date | string | null;
};
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

export async function listSenderDomains({ db, siteId }: Call): Promise<{ domains: SenderDomain[] }> {
  const company = await requireActivatedCompany(db, siteId);
  const rows = await rowsOf<DomainRow>(
    db,
    sql`select domain, confirm_email, requested_at, verified_at from passport_sender_domains
        where company_id = ${company.companyId} order by domain`,
  );
  return {
    domains: rows.map((r) => ({
      domain: r.domain,
      status: r.verified_at ? 'verified' : 'pending',
      confirm_email: r.confirm_email,
      requested_at: iso(r.requested_at),
      verified_at: r.verified_at ? iso(r.verified_at) : null,
    })),
  };
}

/** Records (or renews) a pending domain and queues the confirmation mail to the given address there. */
export async function requestSenderDomain({ db, siteId, email, ip }: Call & { email: string; ip: string | null }) {
  const company = await requireActivatedCompany(db, siteId);
  const domain = domainOf(email);
  const token = randomToken();
  await withTransaction(db, async (tx) => {
    const updated = await rowsOf<{ domain: string }>(
      tx,
      sql`insert into passport_sender_domains (company_id, domain, confirm_email, token_hash, requested_by)
          values (${company.companyId}, ${domain}, ${email}, ${sha256Hex(token)}, ${siteId})
          on conflict (company_id, domain) do update
            set confirm_email = excluded.confirm_email, token_hash = excluded.token_hash,
                requested_by = excluded.requested_by, requested_at = now()
            where passport_sender_domains.verified_at is null
          returning domain`,
    );
    if (updated.length === 0) throw new AppError(409, 'domain_verified', DOMAIN_ALREADY_VERIFIED, 'email');
    // The token travels in the job's payload, which the queue clears when the job ends.
    await enqueueJob(tx, {
      kind: CAMPAIGN_JOBS.domainConfirmation,
      payload: { email, domain, token, company: company.companyName },
    });
    await writeAudit(tx, { actor: siteId, action: 'passport.sender_domain.request', subject: domain, ip });
  });
  return listSenderDomains({ db, siteId });
}

/** The confirmation link: the domain becomes verified for the company that asked. */
export async function confirmSenderDomain({ db, token }: { db: Db; token: string }): Promise<{ domain: string }> {
  const [row] = await rowsOf<{ domain: string }>(
    db,
    sql`update passport_sender_domains set verified_at = now(), token_hash = null
        where token_hash = ${sha256Hex(token)} and verified_at is null
          and requested_at > now() - interval '7 days'
        returning domain`,
  );
  if (!row) throw badRequest('invalid_link', DOMAIN_TOKEN_INVALID, 'token');
  return row;
}
