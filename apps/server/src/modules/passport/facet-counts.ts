// Find Prospects' tab counts: from the pre-computed counts (passport_facet_counts, kept by triggers in
// the same transaction as every change to the contacts; decision 081) when they can answer, else by
// one scan of the show year's contacts (decision 037). Both give the same rows to `toFacets`.
import type { ProspectCriteria, ProspectFacets, ValueCount } from '@mti/contracts/passport/passport-api';
import { type ContactType, CRITERIA_DIMENSIONS, type CriteriaDimension } from '@mti/contracts/passport/passport-values';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';
import type { ShowYearAccess } from './access.ts';
import { and, type ContactSet, criteriaConditions, listOf, OPTED_IN } from './contact-sql.ts';

export type FacetCounts = { facets: ProspectFacets; total: number; optedIn: number };

/** One count: a dimension's value (dimension '' is the total of the query) with its opted-in part. */
export type CountRow = { dimension: string; value: string; n: number | string; opted: number | string };

/**
 * The tabs from count rows: values with a count, highest first; a selected value that nothing
 * matches any more still shows, with 0, so it can be unselected.
 */
export function toFacets(rows: readonly CountRow[], criteria: ProspectCriteria): FacetCounts {
  const facets = Object.fromEntries(CRITERIA_DIMENSIONS.map((d) => [d, [] as ValueCount[]])) as ProspectFacets;
  let total = 0;
  let optedIn = 0;
  for (const row of rows) {
    const n = Number(row.n);
    if (row.dimension === '') {
      total = n;
      optedIn = Number(row.opted);
    } else if (row.value !== '' && n > 0)
      facets[row.dimension as CriteriaDimension].push({ value: row.value, count: n });
  }
  for (const d of CRITERIA_DIMENSIONS) {
    for (const value of criteria[d]) if (!facets[d].some((f) => f.value === value)) facets[d].push({ value, count: 0 });
    facets[d].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  }
  return { facets, total, optedIn };
}

/**
 * Whether the pre-computed counts answer the query: Registrations of the whole show year (no
 * territory) narrowed by at most one dimension. Leads and opportunities are the company's own
 * (a small set, the scan); Registrations under a territory or a second dimension are counted on
 * the instance's columnar copy (facet-columns.ts, decision 088).
 */
export function countsAnswer(access: ShowYearAccess, contactType: ContactType, criteria: ProspectCriteria): boolean {
  return contactType === 'registrations' && access.territory === null && criteriaConditions(criteria).length <= 1;
}

/**
 * From the pre-computed counts. Without a filter: the rows counted by nothing ('' by ''). With a
 * filter on dimension D: the other tabs and the total from the rows counted by D's selected values
 * (summed: a contact has one value per dimension), and D's own tab from the unfiltered rows.
 */
export async function readFacetCounts(db: Db, showYear: string, criteria: ProspectCriteria): Promise<FacetCounts> {
  const [filter] = criteriaConditions(criteria);
  const which = filter
    ? sql`(f.by_dimension = ${filter.dimension} and f.by_value in ${listOf(criteria[filter.dimension])}
           and f.dimension <> ${filter.dimension}) or (f.by_dimension = '' and f.dimension = ${filter.dimension})`
    : sql`f.by_dimension = ''`;
  const rows = await rowsOf<CountRow>(
    db,
    sql`select f.dimension, f.value, sum(f.contacts)::int as n, sum(f.opted_in)::int as opted
        from passport_facet_counts f where f.show_year = ${showYear} and (${which})
        group by f.dimension, f.value`,
  );
  return toFacets(rows, criteria);
}

/**
 * By one scan: each row carries whether it passes each active criterion, and one GROUPING SETS pass
 * counts, per dimension d, the rows with that value that pass every criterion but d's own (so a
 * tab shows what the other active filters leave). Rows failing two or more criteria count nowhere
 * and are dropped first. (Decision 037.)
 */
export async function scanFacetCounts(db: Db, set: ContactSet, criteria: ProspectCriteria): Promise<FacetCounts> {
  const active = criteriaConditions(criteria);
  const flag = new Map(active.map((a, i) => [a.dimension, sql.raw(`x.f${i}`)]));
  const allBut = (dimension: CriteriaDimension | null) =>
    and(active.filter((a) => a.dimension !== dimension).map((a) => flag.get(a.dimension) as SQL));
  const flags = active.map((a, i) => sql`, (${a.condition}) as ${sql.raw(`f${i}`)}`);
  const failing = active.map((_, i) => sql.raw(`(not x.f${i})::int`));
  const column = (d: CriteriaDimension) => sql.raw(d === 'state' ? 'x.us_state' : `x.${d}`);
  const rows = await rowsOf<Record<string, string | number | null>>(
    db,
    sql`select ${sql.join(
      CRITERIA_DIMENSIONS.map(
        (d) => sql`grouping(${column(d)}) as ${sql.raw(`g_${d}`)}, ${column(d)} as ${sql.raw(`v_${d}`)},
        (count(*) filter (where ${allBut(d)}))::int as ${sql.raw(`n_${d}`)}`,
      ),
      sql`, `,
    )},
          (count(*) filter (where ${allBut(null)}))::int as n_total,
          (count(*) filter (where ${allBut(null)} and x.opted))::int as n_opted
        from (select c.industry, c.product_interest, c.plant_size, c.buying_role, c.job_function, c.country,
                     case when c.country = 'US' then c.state else '' end as us_state, ${OPTED_IN} as opted ${sql.join(flags, sql``)}
              from ${set.from} where ${and(set.conditions)}) x
        ${failing.length > 1 ? sql`where ${sql.join(failing, sql` + `)} <= 1` : sql``}
        group by grouping sets (${sql.join(
          CRITERIA_DIMENSIONS.map((d) => sql`(${column(d)})`),
          sql`, `,
        )}, ())`,
  );
  // A grouping-set row belongs to the one dimension it is grouped by; the () set is the total.
  const counts = rows.map((row): CountRow => {
    const d = CRITERIA_DIMENSIONS.find((dimension) => Number(row[`g_${dimension}`]) === 0);
    return d
      ? { dimension: d, value: String(row[`v_${d}`] ?? ''), n: Number(row[`n_${d}`]), opted: 0 }
      : { dimension: '', value: '', n: Number(row.n_total), opted: Number(row.n_opted) };
  });
  return toFacets(counts, criteria);
}

/**
 * The Overview's figures of the whole show year (no territory, no filter): its visitors and opt-ins
 * (dimension ''), and the counts by industry, product interest, US state and country.
 */
export async function readShowYearCounts(db: Db, showYear: string) {
  const rows = await rowsOf<CountRow>(
    db,
    sql`select f.dimension, f.value, f.contacts as n, f.opted_in as opted from passport_facet_counts f
        where f.show_year = ${showYear} and f.by_dimension = '' and f.contacts > 0
          and f.dimension in ('', 'industry', 'product_interest', 'state', 'country')`,
  );
  const of = (dimension: string) =>
    rows.filter((r) => r.dimension === dimension).map((r) => ({ value: r.value, n: Number(r.n) }));
  const total = rows.find((r) => r.dimension === '');
  return {
    registrations: Number(total?.n ?? 0),
    optedIn: Number(total?.opted ?? 0),
    industries: of('industry'),
    products: of('product_interest'),
    usStates: of('state'),
    countries: of('country'),
  };
}
