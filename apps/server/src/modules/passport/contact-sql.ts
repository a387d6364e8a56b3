// SQL pieces every contact query is built from: the set of contacts a user may see (by contact type,
// always scoped to the company and show year of access.ts, and to the user's territory where the
// screen is territory-limited), criteria, sorting and the contact columns. Dimension names come from
// the contracts' fixed lists, never from the client as text.

import type { PassportContact, ProspectCriteria } from '@mti/contracts/passport/passport-api';
import type { ContactType, CriteriaDimension } from '@mti/contracts/passport/passport-values';
import { type SQL, sql } from 'drizzle-orm';
import type { ShowYearAccess, Territory } from './access.ts';

const COLUMN: Record<CriteriaDimension, SQL> = {
  industry: sql.raw('c.industry'),
  product_interest: sql.raw('c.product_interest'),
  plant_size: sql.raw('c.plant_size'),
  buying_role: sql.raw('c.buying_role'),
  job_function: sql.raw('c.job_function'),
  state: sql.raw('c.state'),
  country: sql.raw('c.country'),
};

export const columnOf = (dimension: CriteriaDimension): SQL => COLUMN[dimension];

/** `(v1, v2, …)` for `in`: one parameter per value. */
export const listOf = (values: readonly (string | number)[]): SQL =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

export const and = (conditions: readonly SQL[]): SQL =>
  conditions.length === 0
    ? sql`true`
    : sql.join(
        conditions.map((c) => sql`(${c})`),
        sql` and `,
      );

/** A territory: its US states and its countries; a contact in either is in it. */
export function inTerritory(territory: Territory): SQL {
  const parts: SQL[] = [];
  if (territory.states.length > 0) parts.push(sql`c.country = 'US' and c.state in ${listOf(territory.states)}`);
  if (territory.countries.length > 0) parts.push(sql`c.country in ${listOf(territory.countries)}`);
  return sql.join(
    parts.map((p) => sql`(${p})`),
    sql` or `,
  );
}

export type ContactSet = { from: SQL; conditions: SQL[] };

/**
 * The contacts of one type for the access: Registrations are the show year's visitors (no exhibitors,
 * media or students); Leads and Opportunities are this company's own interactions. With
 * `territoryLimited` (Find Prospects, Search Contacts, their lists) the user's territory narrows it.
 */
export function contactSet(access: ShowYearAccess, contactType: ContactType, territoryLimited: boolean): ContactSet {
  const conditions: SQL[] = [sql`c.show_year = ${access.showYear}`];
  let from = sql`passport_contacts c`;
  if (contactType === 'registrations') conditions.push(sql`c.registrant_type = 'visitor'`);
  else {
    const kind = contactType === 'leads' ? 'lead' : 'opportunity';
    from = sql`passport_contacts c join passport_interactions i
      on i.contact_id = c.id and i.company_id = ${access.companyId} and i.kind = ${kind}`;
  }
  if (territoryLimited && access.territory) conditions.push(inTerritory(access.territory));
  return { from, conditions };
}

/**
 * Everything of the show year the user may see at all: its visitors and this company's own leads
 * and opportunities (explicitly picked contacts, a contact's history).
 */
export function visibleContacts(access: ShowYearAccess, territoryLimited: boolean): ContactSet {
  const conditions: SQL[] = [
    sql`c.show_year = ${access.showYear}`,
    sql`(c.registrant_type = 'visitor' or exists (select 1 from passport_interactions vi
          where vi.contact_id = c.id and vi.company_id = ${access.companyId}))`,
  ];
  if (territoryLimited && access.territory) conditions.push(inTerritory(access.territory));
  return { from: sql`passport_contacts c`, conditions };
}

/** One condition per criterion that has values; the key says which dimension it filters. */
export function criteriaConditions(
  criteria: ProspectCriteria,
): Array<{ dimension: CriteriaDimension; condition: SQL }> {
  return (Object.keys(COLUMN) as CriteriaDimension[])
    .filter((d) => criteria[d].length > 0)
    .map((dimension) => ({ dimension, condition: sql`${COLUMN[dimension]} in ${listOf(criteria[dimension])}` }));
}

/** Opted in with a valid address: the "Contacts with Email", the campaign-ready. */
export const OPTED_IN = sql.raw('(c.opt_in and c.email_valid)');

const SORT_COLUMNS: Record<string, readonly string[]> = {
  last_name: ['lower(c.last_name)', 'lower(c.first_name)'],
  first_name: ['lower(c.first_name)', 'lower(c.last_name)'],
  company: ['lower(c.company)', 'lower(c.last_name)'],
  title: ['lower(c.title)', 'lower(c.last_name)'],
  city: ['lower(c.city)', 'lower(c.last_name)'],
  state: ['c.state', 'lower(c.last_name)'],
  country: ['c.country', 'lower(c.last_name)'],
  distance: ['distance_miles', 'lower(c.last_name)'],
};

/** ORDER BY for a sort key and the A–Z toggle; ids break ties so that pages never overlap. */
export function orderBy(sort: string, direction: 'asc' | 'desc', hasDistance: boolean): SQL {
  const key = sort === 'distance' && !hasDistance ? 'last_name' : sort;
  const dir = direction === 'desc' ? 'desc' : 'asc';
  const columns = SORT_COLUMNS[key] ?? (SORT_COLUMNS.last_name as readonly string[]);
  return sql.raw([...columns, 'c.id'].map((column) => `${column} ${dir}`).join(', '));
}

/** The columns of passportContact, with a distance expression (or null). */
export function contactColumns(distance: SQL | null): SQL {
  return sql`c.id as contact_id, c.person_id, c.first_name, c.last_name, c.title, c.company, c.city, c.state,
    c.country, c.zip, c.email, c.opt_in, c.email_valid, c.industry, c.product_interest, c.plant_size,
    c.buying_role, c.job_function, ${distance ?? sql`null::float8`} as distance_miles`;
}

export type ContactRow = Omit<PassportContact, 'contact_id' | 'person_id' | 'distance_miles'> & {
  contact_id: number | string;
  person_id: number | string;
  distance_miles: number | string | null;
};

/** bigint and numeric columns arrive as strings from node-postgres and as numbers from PGlite. */
export function toContact(row: ContactRow): PassportContact {
  return {
    ...row,
    contact_id: Number(row.contact_id),
    person_id: Number(row.person_id),
    distance_miles: row.distance_miles === null ? null : Math.round(Number(row.distance_miles) * 10) / 10,
  };
}
