// The administrator console's booth contracts (issue 19, decision 068): a company's contract for a
// show cycle (spec §6: only exhibitors with one may subscribe) is added, or its booth changed under
// the version the administrator read, or deleted when no subscription hangs on it (decision 074).
// One transaction with its audit row (before and after).
import {
  CONTRACT_EXISTS,
  contractHasSubscription,
  NO_SUCH_CONTRACT,
  SHOW_YEAR_UNKNOWN,
} from '@mti/contracts/admin/console-companies';
import { sql } from 'drizzle-orm';
import { writeAuditChange } from '../../platform/audit.ts';
import { type Db, rowsOf, withTransaction } from '../../platform/db.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { staleEdit } from '../../platform/optimistic-lock.ts';
import { type AdminCall, requireAdministrator } from './admin-service.ts';
import { requireConsoleCompany } from './console-companies.ts';

type ContractCall = AdminCall & { companyId: number; showYear: string };
type ContractRecord = { company_id: number; show_year: string; booth: string; version: number };

async function contractOf(tx: Db, companyId: number, showYear: string, lock = false): Promise<ContractRecord | null> {
  const [row] = await rowsOf<ContractRecord>(
    tx,
    sql`select company_id, show_year, booth, version from passport_booth_contracts
        where company_id = ${companyId} and show_year = ${showYear} ${lock ? sql`for update` : sql``}`,
  );
  return row ? { ...row, company_id: Number(row.company_id), version: Number(row.version) } : null;
}

const auditOf = (call: ContractCall, action: string, before: ContractRecord | null, after: ContractRecord | null) => ({
  actor: call.user.siteId,
  action,
  subject: `${call.companyId}:${call.showYear}`,
  ip: call.ip,
  before,
  after,
});

export async function createBoothContract(call: ContractCall & { booth: string }) {
  await requireAdministrator(call);
  return withTransaction(call.db, async (tx) => {
    await requireConsoleCompany(tx, call.companyId);
    const [cycle] = await rowsOf(tx, sql`select 1 from passport_show_years where show_year = ${call.showYear}`);
    if (!cycle) throw badRequest('show_year_unknown', SHOW_YEAR_UNKNOWN, 'show_year');
    const inserted = await rowsOf(
      tx,
      sql`insert into passport_booth_contracts (company_id, show_year, booth)
          values (${call.companyId}, ${call.showYear}, ${call.booth})
          on conflict (company_id, show_year) do nothing returning 1`,
    );
    if (inserted.length === 0) throw new AppError(409, 'contract_exists', CONTRACT_EXISTS, 'show_year');
    const after = await contractOf(tx, call.companyId, call.showYear);
    await writeAuditChange(tx, auditOf(call, 'admin.passport.contract_created', null, after));
    return requireConsoleCompany(tx, call.companyId);
  });
}

/** Moves the contract to another booth; 409 stale when someone changed it since it was read. */
export async function updateBoothContract(call: ContractCall & { booth: string; version: number }) {
  await requireAdministrator(call);
  return withTransaction(call.db, async (tx) => {
    const before = await contractOf(tx, call.companyId, call.showYear, true);
    if (!before) throw notFound(NO_SUCH_CONTRACT);
    if (before.version !== call.version) throw staleEdit();
    await tx.execute(
      sql`update passport_booth_contracts set booth = ${call.booth}, version = version + 1
          where company_id = ${call.companyId} and show_year = ${call.showYear}`,
    );
    const after = await contractOf(tx, call.companyId, call.showYear);
    await writeAuditChange(tx, auditOf(call, 'admin.passport.contract_updated', before, after));
    return requireConsoleCompany(tx, call.companyId);
  });
}

/** Deletes a contract at the version read; 409 while a Passport subscription (and its seats) hangs on it. */
export async function deleteBoothContract(call: ContractCall & { version: number }) {
  await requireAdministrator(call);
  return withTransaction(call.db, async (tx) => {
    const before = await contractOf(tx, call.companyId, call.showYear, true);
    if (!before) throw notFound(NO_SUCH_CONTRACT);
    if (before.version !== call.version) throw staleEdit();
    const [subscription] = await rowsOf<{ seats: number }>(
      tx,
      sql`select (select count(*)::int from passport_seats st where st.subscription_id = p.id) as seats
          from passport_subscriptions p where p.company_id = ${call.companyId} and p.show_year = ${call.showYear}`,
    );
    if (subscription) {
      throw new AppError(409, 'contract_has_subscription', contractHasSubscription(Number(subscription.seats)));
    }
    await tx.execute(
      sql`delete from passport_booth_contracts where company_id = ${call.companyId} and show_year = ${call.showYear}`,
    );
    await writeAuditChange(tx, auditOf(call, 'admin.passport.contract_deleted', before, null));
    return requireConsoleCompany(tx, call.companyId);
  });
}
