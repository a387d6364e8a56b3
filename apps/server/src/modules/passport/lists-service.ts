// Saved Filters, Saved Lists and their exports (issue 14). A filter or list belongs to the user who
// saved it (another user's, or another company's, id is a 404: nothing learnt about it); every
// count and every export runs through access.ts again, so a lost seat or a new territory applies.
import {
  EMPTY_LIST,
  FILTER_NAME_TAKEN,
  LIST_NAME_TAKEN,
  type ProspectCriteria,
  type SavedFilter,
  type SavedList,
  UNKNOWN_CONTACT,
  UNKNOWN_FILTER,
  UNKNOWN_LIST,
} from '@mti/contracts/passport/passport-api';
import type { ContactType } from '@mti/contracts/passport/passport-values';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import { type Db, rowsOf, withTransaction } from '../../platform/db.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { requireActivatedCompany, requireShowYear, type ShowYearAccess } from './access.ts';
import { and, type ContactRow, contactColumns, OPTED_IN, orderBy, toContact } from './contact-sql.ts';
import { streamExportZip } from './list-export.ts';
import { type ParsedListSource, sourceSet } from './list-sources.ts';
import { countProspects } from './service.ts';

type Call = { db: Db; siteId: string };
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const isUniqueViolation = (error: unknown) => {
  for (let e = error; e instanceof Error; e = e.cause) if ((e as { code?: string }).code === '23505') return true;
  return false;
};

// ---- Saved Filters -------------------------------------------------------------------------------

type FilterRow = {
  id: number;
  name: string;
  show_year: string;
  show_name: string;
  contact_type: ContactType;
  criteria: ProspectCriteria | string;
  contact_count: number;
  counted_at: Date | string;
  created_at: Date | string;
};

const toFilter = (r: FilterRow): SavedFilter => ({
  filter_id: Number(r.id),
  name: r.name,
  show_year: r.show_year,
  show_name: r.show_name,
  contact_type: r.contact_type,
  criteria: typeof r.criteria === 'string' ? JSON.parse(r.criteria) : r.criteria,
  contact_count: Number(r.contact_count),
  counted_at: iso(r.counted_at) as string,
  created_at: iso(r.created_at) as string,
});

async function selectFilters(db: Db, siteId: string, filterId: number | null): Promise<SavedFilter[]> {
  const company = await requireActivatedCompany(db, siteId);
  const rows = await rowsOf<FilterRow>(
    db,
    sql`select f.id, f.name, f.show_year, s.name as show_name, f.contact_type, f.criteria, f.contact_count,
          f.counted_at, f.created_at
        from passport_saved_filters f
        join passport_show_years y on y.show_year = f.show_year join passport_shows s on s.show_key = y.show_key
        where f.owner_site_id = ${siteId} and f.company_id = ${company.companyId}
          ${filterId === null ? sql`` : sql`and f.id = ${filterId}`}
        order by lower(f.name)`,
  );
  return rows.map(toFilter);
}

export async function listSavedFilters({ db, siteId }: Call) {
  return { filters: await selectFilters(db, siteId, null) };
}

/** The user's own filter, else 404. */
export async function getSavedFilter({ db, siteId, filterId }: Call & { filterId: number }): Promise<SavedFilter> {
  const [filter] = await selectFilters(db, siteId, filterId);
  if (!filter) throw notFound(UNKNOWN_FILTER);
  return filter;
}

export async function saveFilter({
  db,
  siteId,
  body,
}: Call & { body: { name: string; show_year: string; contact_type: ContactType; criteria: ProspectCriteria } }) {
  const access = await requireShowYear(db, siteId, body.show_year);
  const count = await countProspects(db, access, body.contact_type, body.criteria);
  try {
    const [row] = await rowsOf<{ id: number }>(
      db,
      sql`insert into passport_saved_filters (company_id, owner_site_id, show_year, name, contact_type, criteria, contact_count)
          values (${access.companyId}, ${siteId}, ${body.show_year}, ${body.name}, ${body.contact_type},
                  ${JSON.stringify(body.criteria)}::jsonb, ${count})
          returning id`,
    );
    return getSavedFilter({ db, siteId, filterId: Number(row?.id) });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'filter_exists', FILTER_NAME_TAKEN, 'name');
    throw error;
  }
}

export async function renameFilter({ db, siteId, filterId, name }: Call & { filterId: number; name: string }) {
  await getSavedFilter({ db, siteId, filterId });
  try {
    await db.execute(sql`update passport_saved_filters set name = ${name} where id = ${filterId}`);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'filter_exists', FILTER_NAME_TAKEN, 'name');
    throw error;
  }
  return getSavedFilter({ db, siteId, filterId });
}

export async function deleteFilter({ db, siteId, filterId }: Call & { filterId: number }): Promise<void> {
  await getSavedFilter({ db, siteId, filterId });
  await db.execute(sql`delete from passport_saved_filters where id = ${filterId}`);
}

/** Refresh: recounts what the criteria match today (new registrations, a changed territory). */
export async function refreshFilter({ db, siteId, filterId }: Call & { filterId: number }) {
  const filter = await getSavedFilter({ db, siteId, filterId });
  const access = await requireShowYear(db, siteId, filter.show_year);
  const count = await countProspects(db, access, filter.contact_type, filter.criteria);
  await db.execute(
    sql`update passport_saved_filters set contact_count = ${count}, counted_at = now() where id = ${filterId}`,
  );
  return getSavedFilter({ db, siteId, filterId });
}

// ---- Saved Lists ---------------------------------------------------------------------------------

type ListRow = {
  id: number;
  name: string;
  show_year: string;
  show_name: string;
  total: number;
  with_email: number;
  created_at: Date | string;
  last_exported_at: Date | string | null;
};

async function selectLists(db: Db, siteId: string, listId: number | null): Promise<SavedList[]> {
  const company = await requireActivatedCompany(db, siteId);
  const rows = await rowsOf<ListRow>(
    db,
    sql`select l.id, l.name, l.show_year, s.name as show_name, l.created_at, l.last_exported_at,
          (select count(*) from passport_list_members m where m.list_id = l.id)::int as total,
          (select count(*) from passport_list_members m join passport_contacts c on c.id = m.contact_id
            where m.list_id = l.id and ${OPTED_IN})::int as with_email
        from passport_saved_lists l
        join passport_show_years y on y.show_year = l.show_year join passport_shows s on s.show_key = y.show_key
        where l.owner_site_id = ${siteId} and l.company_id = ${company.companyId}
          ${listId === null ? sql`` : sql`and l.id = ${listId}`}
        order by lower(l.name)`,
  );
  return rows.map((r) => ({
    list_id: Number(r.id),
    name: r.name,
    show_year: r.show_year,
    show_name: r.show_name,
    total_contacts: Number(r.total),
    contacts_with_email: Number(r.with_email),
    created_at: iso(r.created_at) as string,
    last_exported_at: iso(r.last_exported_at),
  }));
}

export async function listSavedLists({ db, siteId }: Call) {
  return { lists: await selectLists(db, siteId, null) };
}

/**
 * The user's own list's name and show year (else 404, as getSavedList), without counting its
 * members: an export, a rename or a delete needs no counts (on 100,000 members they took 0.4–1.1 s).
 */
async function requireOwnList(db: Db, siteId: string, listId: number): Promise<{ name: string; show_year: string }> {
  const company = await requireActivatedCompany(db, siteId);
  const [list] = await rowsOf<{ name: string; show_year: string }>(
    db,
    sql`select l.name, l.show_year from passport_saved_lists l
        where l.owner_site_id = ${siteId} and l.company_id = ${company.companyId} and l.id = ${listId}`,
  );
  if (!list) throw notFound(UNKNOWN_LIST);
  return list;
}

export async function getSavedList({ db, siteId, listId }: Call & { listId: number }): Promise<SavedList> {
  const [list] = await selectLists(db, siteId, listId);
  if (!list) throw notFound(UNKNOWN_LIST);
  return list;
}

/** Inserts the source's contacts into `listId`; refuses ids the user may not see and an empty result. */
async function fillList(tx: Db, access: ShowYearAccess, listId: number, source: ParsedListSource): Promise<number> {
  const set = sourceSet(access, source);
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`with added as (
          insert into passport_list_members (list_id, contact_id)
          select distinct ${listId}::int, c.id from ${set.from} where ${and(set.conditions)}
          on conflict do nothing returning 1)
        select count(*)::int as n from added`,
  );
  const added = Number(row?.n ?? 0);
  if (source.kind === 'contacts' && added !== new Set(source.contact_ids).size) throw notFound(UNKNOWN_CONTACT);
  if (added === 0) throw badRequest('empty_list', EMPTY_LIST);
  return added;
}

/** POST lists: a named list from picked contacts or from everything a query matches, in one transaction. */
export async function createList({
  db,
  siteId,
  body,
}: Call & { body: { name: string; show_year: string; source: ParsedListSource } }): Promise<SavedList> {
  const access = await requireShowYear(db, siteId, body.show_year);
  const listId = await withTransaction(db, async (tx) => {
    const [taken] = await rowsOf<{ id: number }>(
      tx,
      sql`select id from passport_saved_lists where owner_site_id = ${siteId} and name = ${body.name}`,
    );
    if (taken) throw new AppError(409, 'list_exists', LIST_NAME_TAKEN, 'name');
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into passport_saved_lists (company_id, owner_site_id, show_year, name)
          values (${access.companyId}, ${siteId}, ${body.show_year}, ${body.name}) returning id`,
    );
    const id = Number(row?.id);
    await fillList(tx, access, id, body.source);
    return id;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new AppError(409, 'list_exists', LIST_NAME_TAKEN, 'name');
    throw error;
  });
  return getSavedList({ db, siteId, listId });
}

export async function renameList({ db, siteId, listId, name }: Call & { listId: number; name: string }) {
  await requireOwnList(db, siteId, listId);
  try {
    await db.execute(sql`update passport_saved_lists set name = ${name} where id = ${listId}`);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'list_exists', LIST_NAME_TAKEN, 'name');
    throw error;
  }
  return getSavedList({ db, siteId, listId });
}

export async function deleteList({ db, siteId, listId }: Call & { listId: number }): Promise<void> {
  await requireOwnList(db, siteId, listId);
  await db.execute(sql`delete from passport_saved_lists where id = ${listId}`);
}

/** A page of a list's contacts. */
export async function listListContacts({
  db,
  siteId,
  listId,
  query,
}: Call & { listId: number; query: { page: number; page_size: number; sort: string; direction: 'asc' | 'desc' } }) {
  const list = await getSavedList({ db, siteId, listId });
  const rows = await rowsOf<ContactRow>(
    db,
    sql`select ${contactColumns(null)} from passport_list_members m join passport_contacts c on c.id = m.contact_id
        where m.list_id = ${listId}
        order by ${orderBy(query.sort, query.direction, false)}
        limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  return {
    total: list.total_contacts,
    opted_in: list.contacts_with_email,
    page: query.page,
    page_size: query.page_size,
    contacts: rows.map(toContact),
  };
}

// ---- Exports -------------------------------------------------------------------------------------

/** Spec §2: the file names the show, the list, the company and the UTC time, so it can be identified later. */
export function exportFileBase(showYear: string, listName: string, companyName: string, at: Date): string {
  const part = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'list';
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${part(showYear.toUpperCase())}_${part(listName)}_${part(companyName)}_${stamp}`;
}

export type StartedExport = { fileName: string; contactCount: number; body: NodeJS.ReadableStream };

/**
 * Records the export and marks each exported contact (one transaction), then streams the zip.
 * `members` is the contact set; only_opted_in keeps the contacts with opt-in and a valid e-mail.
 */
async function startExport(
  db: Db,
  access: ShowYearAccess,
  {
    listId,
    listName,
    members,
    onlyOptedIn,
    ip,
  }: {
    listId: number | null;
    listName: string;
    members: { from: ReturnType<typeof sql>; conditions: ReturnType<typeof sql>[] };
    onlyOptedIn: boolean;
    ip: string | null;
  },
): Promise<StartedExport> {
  const at = new Date();
  const base = exportFileBase(access.showYear, listName, access.companyName, at);
  const { exportId, count } = await withTransaction(db, async (tx) => {
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into passport_exports (company_id, site_id, list_id, list_name, show_year, file_name, only_opted_in,
            contact_count, exported_at)
          values (${access.companyId}, ${access.siteId}, ${listId}, ${listName}, ${access.showYear}, ${`${base}.zip`},
            ${onlyOptedIn}, 0, ${at.toISOString()}::timestamptz)
          returning id`,
    );
    const id = Number(row?.id);
    const conditions = onlyOptedIn ? [...members.conditions, OPTED_IN] : members.conditions;
    const [marked] = await rowsOf<{ n: number }>(
      tx,
      sql`with marked as (insert into passport_export_contacts (export_id, contact_id)
            select distinct ${id}::int, c.id from ${members.from} where ${and(conditions)} returning 1)
          select count(*)::int as n from marked`,
    );
    const n = Number(marked?.n ?? 0);
    await tx.execute(sql`update passport_exports set contact_count = ${n} where id = ${id}`);
    if (listId !== null)
      await tx.execute(
        sql`update passport_saved_lists set last_exported_at = ${at.toISOString()}::timestamptz where id = ${listId}`,
      );
    return { exportId: id, count: n };
  });
  // Fresh statistics: without them the planner takes the new export for a few rows and, for every
  // page, sorts all of its remaining rows instead of reading the next ones in key order.
  await db.execute(sql`analyze passport_export_contacts`);
  await writeAudit(db, {
    actor: access.siteId,
    action: 'passport.export',
    subject: String(exportId),
    ip,
    detail: { list_id: listId, contacts: count, only_opted_in: onlyOptedIn },
  });
  return {
    fileName: `${base}.zip`,
    contactCount: count,
    body: streamExportZip({ db, exportId, companyId: access.companyId, csvName: `${base}.csv` }),
  };
}

/** POST lists/{id}/export: the list's contacts (or only the opted-in with a valid e-mail) as a zipped CSV. */
export async function exportList({
  db,
  siteId,
  listId,
  onlyOptedIn,
  ip,
}: Call & { listId: number; onlyOptedIn: boolean; ip: string | null }): Promise<StartedExport> {
  const list = await requireOwnList(db, siteId, listId);
  const access = await requireShowYear(db, siteId, list.show_year);
  return startExport(db, access, {
    listId,
    listName: list.name,
    // All of a list's members need no join: a member is a contact (its foreign key), once (its key);
    // the join read the whole contacts index for 100,000 members (decision 088).
    members: onlyOptedIn
      ? {
          from: sql`passport_list_members m join passport_contacts c on c.id = m.contact_id`,
          conditions: [sql`m.list_id = ${listId}`],
        }
      : {
          from: sql`passport_list_members m cross join lateral (select m.contact_id as id) c`,
          conditions: [sql`m.list_id = ${listId}`],
        },
    onlyOptedIn,
    ip,
  });
}

/** POST exports: straight from a source (Overview's top 10, a My Analytics bar), without saving a list. */
export async function exportContacts({
  db,
  siteId,
  body,
  ip,
}: Call & {
  body: { name: string; show_year: string; source: ParsedListSource; only_opted_in: boolean };
  ip: string | null;
}): Promise<StartedExport> {
  const access = await requireShowYear(db, siteId, body.show_year);
  return startExport(db, access, {
    listId: null,
    listName: body.name,
    members: sourceSet(access, body.source),
    onlyOptedIn: body.only_opted_in,
    ip,
  });
}

/** GET exports: the company's exports by this user, newest first. */
export async function listExports({ db, siteId }: Call) {
  const company = await requireActivatedCompany(db, siteId);
  const rows = await rowsOf<{
    id: number;
    file_name: string;
    list_name: string;
    show_year: string;
    contact_count: number;
    only_opted_in: boolean;
    exported_at: Date | string;
    name_first: string;
    name_last: string;
  }>(
    db,
    sql`select e.id, e.file_name, e.list_name, e.show_year, e.contact_count, e.only_opted_in, e.exported_at,
          u.name_first, u.name_last
        from passport_exports e join users u on u.site_id = e.site_id
        where e.company_id = ${company.companyId} and e.site_id = ${siteId}
        order by e.exported_at desc, e.id desc limit 200`,
  );
  return {
    exports: rows.map((r) => ({
      export_id: Number(r.id),
      file_name: r.file_name,
      list_name: r.list_name,
      show_year: r.show_year,
      contact_count: Number(r.contact_count),
      only_opted_in: r.only_opted_in,
      exported_at: iso(r.exported_at) as string,
      exported_by: `${r.name_first} ${r.name_last}`.trim(),
    })),
  };
}
