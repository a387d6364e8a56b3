// The administrator console's exhibitor companies (issue 19, decision 068): the paged list with its
// counts, one company with its booth contracts and sender domains, adding one and renaming one
// (optimistic lock), and deleting an empty one (decision 074). Each change is one transaction with
// its audit row (before and after).
import {
  COMPANY_NAME_TAKEN,
  type CompanyListQuery,
  type ConsoleCompanyDetail,
  type ConsoleCompanyRow,
  companyHasDependants,
  NO_SUCH_COMPANY,
} from '@mti/contracts/admin/console-companies';
import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import { sql } from 'drizzle-orm';
import { writeAuditChange } from '../../platform/audit.ts';
import { type Db, rowsOf, withTransaction } from '../../platform/db.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { staleEdit, updateVersioned } from '../../platform/optimistic-lock.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';
import { type AdminCall, requireAdministrator } from './admin-service.ts';

type Sort = CompanyListQuery['sort'];

const companySelect = sql`select * from (select c.id, c.name, c.version,
    (select count(*)::int from passport_booth_contracts b where b.company_id = c.id) as contracts,
    (select count(*)::int from passport_company_users u where u.company_id = c.id) as users,
    (select count(*)::int from passport_sender_domains d where d.company_id = c.id and d.verified_at is not null)
      as verified_domains
  from passport_companies c) as company`;

const companyListSpec: PagedListSpec<Sort> = {
  select: companySelect,
  sortColumns: {
    name: sql`lower(company.name)`,
    contracts: sql`company.contracts`,
    users: sql`company.users`,
    verified_domains: sql`company.verified_domains`,
  },
  tieBreaker: sql`company.id`,
  searchColumns: [sql`company.name`],
};

const rowOf = (r: ConsoleCompanyRow): ConsoleCompanyRow => ({ ...r, id: Number(r.id) });

export async function listConsoleCompanies(call: AdminCall & { query: CompanyListQuery }) {
  await requireAdministrator(call);
  const { rows, total } = await pagedList<Sort, ConsoleCompanyRow>(call.db, companyListSpec, call.query);
  return { rows: rows.map(rowOf), total, page: call.query.page, page_size: call.query.page_size };
}

export async function exportConsoleCompanies(call: AdminCall & { query: CompanyListQuery }) {
  await requireAdministrator(call);
  const rows = await allListRows<Sort, ConsoleCompanyRow>(
    call.db,
    companyListSpec,
    call.query,
    CONSOLE_EXPORT_MAX_ROWS,
  );
  return rows.map(rowOf);
}

const iso = (v: Date | string | null) => (v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString());

/** One company as the console shows it; null when there is none. */
export async function findConsoleCompany(db: Db, companyId: number): Promise<ConsoleCompanyDetail | null> {
  const [row] = await rowsOf<ConsoleCompanyRow>(db, sql`${companySelect} where company.id = ${companyId}`);
  if (!row) return null;
  const products = await rowsOf<{ product: string }>(
    db,
    sql`select product from passport_company_products where company_id = ${companyId} order by product`,
  );
  const contracts = await rowsOf<{ show_year: string; booth: string; version: number; subscription_id: number | null }>(
    db,
    sql`select b.show_year, b.booth, b.version, p.id as subscription_id
        from passport_booth_contracts b
        left join passport_subscriptions p on p.company_id = b.company_id and p.show_year = b.show_year
        where b.company_id = ${companyId} order by b.show_year`,
  );
  const domains = await rowsOf<{
    domain: string;
    confirm_email: string;
    verified_at: Date | string | null;
    verified_by: string | null;
  }>(
    db,
    sql`select d.domain, d.confirm_email, d.verified_at, u.userid as verified_by
        from passport_sender_domains d left join users u on u.site_id = d.verified_by
        where d.company_id = ${companyId} order by d.domain`,
  );
  const showYears = await rowsOf<{ show_year: string }>(
    db,
    sql`select show_year from passport_show_years order by show_key, year`,
  );
  return {
    ...rowOf(row),
    products: products.map((p) => p.product),
    contract_list: contracts.map((c) => ({
      ...c,
      version: Number(c.version),
      subscription_id: c.subscription_id === null ? null : Number(c.subscription_id),
    })),
    domain_list: domains.map((d) => ({
      domain: d.domain,
      status: d.verified_at ? 'verified' : 'pending',
      confirm_email: d.confirm_email,
      verified_at: iso(d.verified_at),
      verified_by: d.verified_by,
    })),
    show_years: showYears.map((s) => s.show_year),
  };
}

export async function requireConsoleCompany(db: Db, companyId: number): Promise<ConsoleCompanyDetail> {
  const company = await findConsoleCompany(db, companyId);
  if (!company) throw notFound(NO_SUCH_COMPANY);
  return company;
}

export async function getConsoleCompany(call: AdminCall & { companyId: number }) {
  await requireAdministrator(call);
  return requireConsoleCompany(call.db, call.companyId);
}

/** What the audit keeps of a company: its own fields, not the counts that other changes move. */
const auditedCompany = (c: ConsoleCompanyDetail) => ({ id: c.id, name: c.name, version: c.version });

async function assertNameFree(tx: Db, name: string, exceptId: number | null) {
  const [taken] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from passport_companies where lower(name) = lower(${name})
        ${exceptId === null ? sql`` : sql`and id <> ${exceptId}`}`,
  );
  if (taken) throw badRequest('company_name_taken', COMPANY_NAME_TAKEN, 'name');
}

export async function createConsoleCompany(call: AdminCall & { name: string }) {
  await requireAdministrator(call);
  return withTransaction(call.db, async (tx) => {
    await assertNameFree(tx, call.name, null);
    const [created] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into passport_companies (name) values (${call.name}) returning id`,
    );
    const after = await requireConsoleCompany(tx, Number(created?.id));
    await writeAuditChange(tx, {
      actor: call.user.siteId,
      action: 'admin.passport.company_created',
      subject: String(after.id),
      ip: call.ip,
      before: null,
      after: auditedCompany(after),
    });
    return after;
  });
}

/** Renames a company under the version the administrator read (409 stale otherwise). */
export async function renameConsoleCompany(call: AdminCall & { companyId: number; name: string; version: number }) {
  await requireAdministrator(call);
  return withTransaction(call.db, async (tx) => {
    const before = await requireConsoleCompany(tx, call.companyId);
    await assertNameFree(tx, call.name, call.companyId);
    await updateVersioned(tx, {
      table: 'passport_companies',
      key: { column: 'id', value: call.companyId },
      version: call.version,
      set: { name: call.name },
    });
    const after = await requireConsoleCompany(tx, call.companyId);
    await writeAuditChange(tx, {
      actor: call.user.siteId,
      action: 'admin.passport.company_updated',
      subject: String(call.companyId),
      ip: call.ip,
      before: auditedCompany(before),
      after: auditedCompany(after),
    });
    return after;
  });
}

// What a company may not be deleted with: people, contracts, and the work and records they made.
// Its products, sending caps and daily send counts are settings of the company and go with it.
const DEPENDANTS: Array<[table: string, one: string, many: string]> = [
  ['passport_company_users', 'user', 'users'],
  ['passport_booth_contracts', 'booth contract', 'booth contracts'],
  ['passport_campaigns', 'campaign', 'campaigns'],
  ['passport_sender_domains', 'sender domain', 'sender domains'],
  ['passport_saved_lists', 'saved list', 'saved lists'],
  ['passport_saved_filters', 'saved filter', 'saved filters'],
  ['passport_exports', 'export', 'exports'],
  ['passport_territories', 'territory', 'territories'],
  ['passport_interactions', 'contact note', 'contact notes'],
  ['passport_terms_acceptances', 'terms acceptance', 'terms acceptances'],
];

async function dependantsOf(tx: Db, companyId: number): Promise<string[]> {
  const counts = sql.join(
    DEPENDANTS.map(
      ([table], i) =>
        sql`(select count(*)::int from ${sql.identifier(table)} where company_id = ${companyId}) as ${sql.identifier(`n${i}`)}`,
    ),
    sql`, `,
  );
  const [row] = await rowsOf<Record<string, number>>(tx, sql`select ${counts}`);
  return DEPENDANTS.flatMap(([, one, many], i) => {
    const n = Number(row?.[`n${i}`] ?? 0);
    return n === 0 ? [] : [`${n} ${n === 1 ? one : many}`];
  });
}

/** Deletes a company with nothing hanging on it, at the version read (409 stale or with dependants). */
export async function deleteConsoleCompany(call: AdminCall & { companyId: number; version: number }) {
  await requireAdministrator(call);
  return withTransaction(call.db, async (tx) => {
    const [locked] = await rowsOf(tx, sql`select 1 from passport_companies where id = ${call.companyId} for update`);
    if (!locked) throw notFound(NO_SUCH_COMPANY);
    const before = await requireConsoleCompany(tx, call.companyId);
    if (before.version !== call.version) throw staleEdit();
    const dependants = await dependantsOf(tx, call.companyId);
    if (dependants.length > 0) throw new AppError(409, 'company_has_dependants', companyHasDependants(dependants));
    await tx.execute(sql`delete from passport_companies where id = ${call.companyId}`);
    await writeAuditChange(tx, {
      actor: call.user.siteId,
      action: 'admin.passport.company_deleted',
      subject: String(call.companyId),
      ip: call.ip,
      before: auditedCompany(before),
      after: null,
    });
    return { deleted: true as const, id: call.companyId };
  });
}
