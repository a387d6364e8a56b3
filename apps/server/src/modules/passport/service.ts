// The Exhibitor Passport's rules (issue 14): activation, show years, Overview, Find Prospects,
// Search Contacts, a contact's history and My Analytics. Every call goes through access.ts first;
// lists, filters and exports are in lists-service.ts, territories in territory-service.ts, the
// administrator's calls in admin-service.ts.
import type {
  AcceptTermsBody,
  ActivationResponse,
  AnalyticsResponse,
  ContactHistoryResponse,
  DemographicsQuery,
  DemographicsResponse,
  OverviewResponse,
  ProspectCriteria,
  SearchCriteria,
  ValueCount,
} from '@mti/contracts/passport/passport-api';
import { UNKNOWN_CONTACT } from '@mti/contracts/passport/passport-api';
import { type ContactType, DEMOGRAPHIC_DIMENSIONS } from '@mti/contracts/passport/passport-values';
import { type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import { type Db, rowsOf } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { listSeatedShowYears, requireActivatedCompany, requireCompany, requireShowYear } from './access.ts';
import {
  and,
  type ContactRow,
  type ContactSet,
  columnOf,
  contactColumns,
  contactSet,
  criteriaConditions,
  listOf,
  OPTED_IN,
  orderBy,
  toContact,
  visibleContacts,
} from './contact-sql.ts';
import { countFromColumns } from './facet-columns.ts';
import { countsAnswer, readFacetCounts, readShowYearCounts, scanFacetCounts } from './facet-counts.ts';
import { searchConditions } from './search-sql.ts';

export { requireShowYear } from './access.ts';
/** For the administrator console (issue 19): seats, paid seats, contracts, sending caps, forgotten requests. */
export { addExtraSeats, reassignSeat, seatsHeldBy } from './admin-service.ts';
export { allSendingCaps, pageOfSendingCaps, setSendingCap } from './campaigns/sending-caps.ts';
export { companyOfUser, listCompanyOptions, userCompanyChange } from './company-users.ts';
export { createBoothContract, deleteBoothContract, updateBoothContract } from './console-booth-contracts.ts';
export {
  createConsoleCompany,
  deleteConsoleCompany,
  exportConsoleCompanies,
  getConsoleCompany,
  listConsoleCompanies,
  renameConsoleCompany,
} from './console-companies.ts';
export { exportBoothContracts, listBoothContracts } from './console-contracts.ts';
export { revokeSenderDomain, verifySenderDomain } from './console-sender-domains.ts';
export { allForgottenRequests, pageOfForgottenRequests } from './forgotten-requests.ts';

type Call = { db: Db; siteId: string };
type ShowYearCall = Call & { showYear: string };
type Paging = { page: number; page_size: number; sort: string; direction: 'asc' | 'desc' };

// ---- Activation ----------------------------------------------------------------------------------

/** GET activation: whether the company has accepted the passport terms, who and when. */
export async function getActivation({ db, siteId }: Call): Promise<ActivationResponse> {
  const company = await requireCompany(db, siteId);
  const [row] = await rowsOf<{ name_first: string; name_last: string; accepted_at: Date | string }>(
    db,
    sql`select u.name_first, u.name_last, t.accepted_at from passport_terms_acceptances t
        join users u on u.site_id = t.accepted_by where t.company_id = ${company.companyId}`,
  );
  return {
    activated: company.termsAccepted,
    company_name: company.companyName,
    accepted_by: row ? `${row.name_first} ${row.name_last}`.trim() : null,
    accepted_at: row ? new Date(row.accepted_at).toISOString() : null,
  };
}

/** PUT activation: both certifications (the body schema insists), recorded once per company. */
export async function acceptPassportTerms({
  db,
  siteId,
  ip,
}: Call & { body: AcceptTermsBody; ip: string | null }): Promise<ActivationResponse> {
  const company = await requireCompany(db, siteId);
  if (!company.termsAccepted) {
    // A colleague accepting at the same moment: the first acceptance stays, the second changes nothing.
    await db.execute(sql`insert into passport_terms_acceptances (company_id, accepted_by)
      values (${company.companyId}, ${siteId}) on conflict (company_id) do nothing`);
    await writeAudit(db, { actor: siteId, action: 'passport.terms_accepted', subject: String(company.companyId), ip });
  }
  return getActivation({ db, siteId });
}

export async function listShowYears({ db, siteId }: Call) {
  const company = await requireActivatedCompany(db, siteId);
  const rows = await listSeatedShowYears(db, company);
  return {
    show_years: rows.map((r) => ({
      show_year: r.show_year,
      show_key: r.show_key,
      show_name: r.name,
      year: r.year,
      kind: r.kind,
      is_current: r.is_current,
    })),
  };
}

// ---- Overview ------------------------------------------------------------------------------------

type CountRow = { value: string; n: number };
const byCount = (rows: CountRow[]): ValueCount[] =>
  rows
    .map((r) => ({ value: r.value, count: Number(r.n) }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

/**
 * GET overview: registrations (visitors only) of the show year, its opt-ins, industries, products and
 * maps, from the pre-computed counts (the Overview is never territory-limited; decision 081).
 */
export async function getOverview({ db, siteId, showYear }: ShowYearCall): Promise<OverviewResponse> {
  await requireShowYear(db, siteId, showYear);
  const counts = await readShowYearCounts(db, showYear);
  const codes = (rows: CountRow[]) => byCount(rows).map((v) => ({ code: v.value, count: v.count }));
  return {
    show_year: showYear,
    registrations: counts.registrations,
    opted_in: counts.optedIn,
    industries: byCount(counts.industries),
    products: byCount(counts.products),
    us_states: codes(counts.usStates),
    countries: codes(counts.countries),
  };
}

/** GET overview/demographics: a map region's registrations by plant size, buying role and job function. */
export async function getRegionDemographics({
  db,
  siteId,
  query,
}: Call & { query: DemographicsQuery }): Promise<DemographicsResponse> {
  const access = await requireShowYear(db, siteId, query.show_year);
  const set = contactSet(access, 'registrations', false);
  const region =
    query.region_kind === 'state'
      ? sql`c.country = 'US' and c.state = ${query.region}`
      : sql`c.country = ${query.region}`;
  const rows = await rowsOf<{ g: string; value: string; n: number }>(
    db,
    sql`select case when grouping(c.plant_size) = 0 then 'plant_size'
                    when grouping(c.buying_role) = 0 then 'buying_role'
                    when grouping(c.job_function) = 0 then 'job_function' else 'all' end as g,
          coalesce(c.plant_size, c.buying_role, c.job_function, '') as value, count(*)::int as n
        from ${set.from} where ${and([...set.conditions, region])}
        group by grouping sets ((), (c.plant_size), (c.buying_role), (c.job_function))`,
  );
  const of = (g: string) => byCount(rows.filter((r) => r.g === g));
  return {
    region_kind: query.region_kind,
    region: query.region,
    registrations: Number(rows.find((r) => r.g === 'all')?.n ?? 0),
    plant_size: of('plant_size'),
    buying_role: of('buying_role'),
    job_function: of('job_function'),
  };
}

// ---- Find Prospects ------------------------------------------------------------------------------

async function pageOf(db: Db, set: ContactSet, conditions: SQL[], distance: SQL | null, paging: Paging) {
  const rows = await rowsOf<ContactRow>(
    db,
    sql`select ${contactColumns(distance)} from ${set.from} where ${and([...set.conditions, ...conditions])}
        order by ${orderBy(paging.sort, paging.direction, distance !== null)}
        limit ${paging.page_size} offset ${(paging.page - 1) * paging.page_size}`,
  );
  return rows.map(toContact);
}

/** The contacts of a Find Prospects query (territory-limited), for a page or a list. */
export function findSet(
  access: Awaited<ReturnType<typeof requireShowYear>>,
  contactType: ContactType,
  criteria: ProspectCriteria,
) {
  const set = contactSet(access, contactType, true);
  return { from: set.from, conditions: [...set.conditions, ...criteriaConditions(criteria).map((c) => c.condition)] };
}

export async function findProspects({
  db,
  siteId,
  body,
}: Call & { body: { show_year: string; contact_type: ContactType; criteria: ProspectCriteria } & Paging }) {
  const access = await requireShowYear(db, siteId, body.show_year);
  const set = contactSet(access, body.contact_type, true);
  // The counts and the first page at once (as in searchContacts): they do not depend on each other.
  const [{ facets, total, optedIn }, contacts] = await Promise.all([
    countsAnswer(access, body.contact_type, body.criteria)
      ? readFacetCounts(db, access.showYear, body.criteria)
      : body.contact_type === 'registrations'
        ? countFromColumns(db, access, body.criteria)
        : scanFacetCounts(db, set, body.criteria),
    pageOf(
      db,
      set,
      criteriaConditions(body.criteria).map((c) => c.condition),
      null,
      body,
    ),
  ]);
  return { total, opted_in: optedIn, page: body.page, page_size: body.page_size, contacts, facets };
}

/** The number of contacts a Find Prospects query matches now (a saved filter's refresh). */
export async function countProspects(
  db: Db,
  access: Awaited<ReturnType<typeof requireShowYear>>,
  contactType: ContactType,
  criteria: ProspectCriteria,
): Promise<number> {
  const set = findSet(access, contactType, criteria);
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${set.from} where ${and(set.conditions)}`,
  );
  return Number(row?.n ?? 0);
}

// ---- Search Contacts -----------------------------------------------------------------------------

/** The contacts a search matches: the show year's visitors and own leads/opportunities, territory-limited. */
export function searchSet(access: Awaited<ReturnType<typeof requireShowYear>>, criteria: SearchCriteria) {
  const set = visibleContacts(access, true);
  const search = searchConditions(criteria);
  return { from: set.from, conditions: [...set.conditions, ...search.conditions], distance: search.distance };
}

export async function searchContacts({
  db,
  siteId,
  body,
}: Call & { body: { show_year: string; criteria: SearchCriteria } & Paging }) {
  const access = await requireShowYear(db, siteId, body.show_year);
  const set = searchSet(access, body.criteria);
  // The counts and the page at once, on two connections of the pool (one after the other on PGlite):
  // each round trip waits for a core on a busy machine, and they do not depend on each other.
  const [[counts], contacts] = await Promise.all([
    rowsOf<{ n: number; opted: number }>(
      db,
      sql`select count(*)::int as n, (count(*) filter (where ${OPTED_IN}))::int as opted
          from ${set.from} where ${and(set.conditions)}`,
    ),
    pageOf(db, set, [], set.distance, body),
  ]);
  return {
    total: Number(counts?.n ?? 0),
    opted_in: Number(counts?.opted ?? 0),
    page: body.page,
    page_size: body.page_size,
    contacts,
  };
}

// ---- A contact's history -------------------------------------------------------------------------

/**
 * GET contacts/{id}/history: the person's registrations at every show year the user holds a seat
 * for, with how they met this company. The contact itself must be one the user may see (else 404).
 */
export async function getContactHistory({
  db,
  siteId,
  contactId,
}: Call & { contactId: number }): Promise<ContactHistoryResponse> {
  const company = await requireActivatedCompany(db, siteId);
  const seated = (await listSeatedShowYears(db, company)).map((s) => s.show_year);
  const [own] = await rowsOf<{ show_year: string; person_id: number | string }>(
    db,
    sql`select show_year, person_id from passport_contacts where id = ${contactId}`,
  );
  if (!own || !seated.includes(own.show_year)) throw notFound(UNKNOWN_CONTACT);
  const access = await requireShowYear(db, siteId, own.show_year);
  const visible = visibleContacts(access, true);
  const [isVisible] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${visible.from} where ${and([...visible.conditions, sql`c.id = ${contactId}`])}`,
  );
  if (!isVisible || Number(isVisible.n) === 0) throw notFound(UNKNOWN_CONTACT);
  const rows = await rowsOf<{
    contact_id: number | string;
    show_year: string;
    name: string;
    year: number;
    first_name: string;
    last_name: string;
    title: string;
    company: string;
    city: string;
    state: string;
    country: string;
    kind: 'lead' | 'opportunity' | null;
  }>(
    db,
    sql`select c.id as contact_id, c.show_year, s.name, y.year, c.first_name, c.last_name, c.title, c.company,
          c.city, c.state, c.country, i.kind
        from passport_contacts c
        join passport_show_years y on y.show_year = c.show_year
        join passport_shows s on s.show_key = y.show_key
        left join passport_interactions i on i.contact_id = c.id and i.company_id = ${company.companyId}
        where c.person_id = ${own.person_id} and c.show_year in ${listOf(seated)}
          and (c.registrant_type = 'visitor' or i.kind is not null)
        order by y.year desc, s.name`,
  );
  const first = rows.find((r) => Number(r.contact_id) === contactId) ?? rows[0];
  return {
    person_id: Number(own.person_id),
    first_name: first?.first_name ?? '',
    last_name: first?.last_name ?? '',
    entries: rows.map((r) => ({
      contact_id: Number(r.contact_id),
      show_year: r.show_year,
      show_name: r.name,
      year: r.year,
      title: r.title,
      company: r.company,
      city: r.city,
      state: r.state,
      country: r.country,
      interaction: r.kind,
    })),
  };
}

// ---- My Analytics --------------------------------------------------------------------------------

/** GET analytics: the company's leads and opportunities of the show year, by each dimension, and lead percent per product category. */
export async function getMyAnalytics({ db, siteId, showYear }: ShowYearCall): Promise<AnalyticsResponse> {
  const access = await requireShowYear(db, siteId, showYear);
  const groupings = DEMOGRAPHIC_DIMENSIONS.map((d) => sql`(${columnOf(d)})`);
  const which = sql.raw(
    `case ${DEMOGRAPHIC_DIMENSIONS.map((d) => `when grouping(c.${d}) = 0 then '${d}'`).join(' ')} else 'all' end`,
  );
  const rows = await rowsOf<{ g: string; value: string; leads: number; opportunities: number }>(
    db,
    sql`select ${which} as g, coalesce(${sql.join(DEMOGRAPHIC_DIMENSIONS.map(columnOf), sql`, `)}, '') as value,
          (count(*) filter (where i.kind = 'lead'))::int as leads,
          (count(*) filter (where i.kind = 'opportunity'))::int as opportunities
        from passport_interactions i join passport_contacts c on c.id = i.contact_id
        where i.company_id = ${access.companyId} and i.show_year = ${access.showYear}
        group by grouping sets ((), ${sql.join(groupings, sql`, `)})`,
  );
  const of = (g: string) =>
    rows
      .filter((r) => r.g === g)
      .map((r) => ({ value: r.value, leads: Number(r.leads), opportunities: Number(r.opportunities) }))
      .sort((a, b) => b.leads + b.opportunities - (a.leads + a.opportunities) || a.value.localeCompare(b.value));
  const total = rows.find((r) => r.g === 'all');
  const breakdowns = Object.fromEntries(
    DEMOGRAPHIC_DIMENSIONS.map((d) => [d, of(d)]),
  ) as AnalyticsResponse['breakdowns'];
  return {
    show_year: showYear,
    leads: Number(total?.leads ?? 0),
    opportunities: Number(total?.opportunities ?? 0),
    breakdowns,
    lead_percent: breakdowns.product_interest.map((p) => ({
      ...p,
      lead_percent: Math.round((1000 * p.leads) / Math.max(1, p.leads + p.opportunities)) / 10,
    })),
  };
}
