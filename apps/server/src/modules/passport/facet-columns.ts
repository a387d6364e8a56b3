// Find Prospects' tab counts for Registrations under two or more filters, or a territory (decision
// 088): each instance keeps a columnar copy of a show year's visitors (one small integer per
// dimension per visitor, ~17 bytes a visitor) and counts in one pass over it, a few milliseconds
// where the scan of the slice in PostgreSQL took over a second on a million contacts. PostgreSQL
// stays the system of record: every request first reads the show year's version number, which the
// triggers on passport_contacts change in the same statement as any change, and reloads the copy
// when it differs. The rules are the scan's (scanFacetCounts): a tab counts the visitors that pass
// every active filter but its own; the state tab counts US states, the state filter the column.
import type { ProspectCriteria } from '@mti/contracts/passport/passport-api';
import { CRITERIA_DIMENSIONS, type CriteriaDimension } from '@mti/contracts/passport/passport-values';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';
import type { ShowYearAccess, Territory } from './access.ts';
import { type CountRow, type FacetCounts, toFacets } from './facet-counts.ts';

/** The filter columns (as the criteria compare them) and the state tab's own column. */
const COLUMNS = [...CRITERIA_DIMENSIONS, 'us_state'] as const;
type Column = (typeof COLUMNS)[number];
const facetColumn = (d: CriteriaDimension): Column => (d === 'state' ? 'us_state' : d);

type Coded = { values: string[]; codes: Uint16Array };
type ShowYearColumns = { version: string | null; size: number; columns: Record<Column, Coded>; opted: Uint8Array };

// Per database handle (tests open many), per show year: the copy, or its load in progress.
const copies = new WeakMap<Db, Map<string, Promise<ShowYearColumns>>>();

async function versionOf(db: Db, showYear: string): Promise<string | null> {
  const [row] = await rowsOf<{ version: string | number }>(
    db,
    sql`select version from passport_contact_versions where show_year = ${showYear}`,
  );
  return row ? String(row.version) : null;
}

type VisitorRow = Record<CriteriaDimension, string> & { opted: boolean };

async function load(db: Db, showYear: string, version: string | null): Promise<ShowYearColumns> {
  const rows = await rowsOf<VisitorRow>(
    db,
    sql`select c.industry, c.product_interest, c.plant_size, c.buying_role, c.job_function, c.state, c.country,
          (c.opt_in and c.email_valid) as opted
        from passport_contacts c where c.show_year = ${showYear} and c.registrant_type = 'visitor'`,
  );
  const size = rows.length;
  const columns = {} as Record<Column, Coded>;
  for (const column of COLUMNS) {
    const index = new Map<string, number>();
    const codes = new Uint16Array(size);
    for (let i = 0; i < size; i++) {
      const row = rows[i] as VisitorRow;
      const value = column === 'us_state' ? (row.country === 'US' ? row.state : '') : row[column];
      let code = index.get(value);
      if (code === undefined) {
        code = index.size;
        index.set(value, code);
      }
      codes[i] = code;
    }
    columns[column] = { values: [...index.keys()], codes };
  }
  const opted = Uint8Array.from(rows, (row) => (row.opted ? 1 : 0));
  // Read again: a change committed while the rows were read makes the copy unfit to keep.
  const after = await versionOf(db, showYear);
  return { version: after === version ? version : 'stale', size, columns, opted };
}

/** The show year's copy as of now: the kept one while its version is current, else a fresh one. */
async function columnsOf(db: Db, showYear: string): Promise<ShowYearColumns> {
  let perDb = copies.get(db);
  if (!perDb) {
    perDb = new Map();
    copies.set(db, perDb);
  }
  const version = await versionOf(db, showYear);
  const kept = perDb.get(showYear);
  if (kept) {
    const copy = await kept.catch(() => null);
    if (copy && copy.version === version) return copy;
  }
  const loading = load(db, showYear, version);
  perDb.set(showYear, loading);
  loading.catch(() => perDb.delete(showYear));
  return loading;
}

/** 1 for the codes of a column whose value is one of `wanted`. */
function selected(coded: Coded, wanted: readonly string[]): Uint8Array {
  const pass = new Uint8Array(coded.values.length);
  coded.values.forEach((value, code) => {
    if (wanted.includes(value)) pass[code] = 1;
  });
  return pass;
}

/** Per visitor, 1 when in the territory: a US contact in one of its states, or in one of its countries. */
function territoryMask(copy: ShowYearColumns, territory: Territory): Uint8Array {
  const { state, country } = copy.columns;
  const inStates = selected(state, territory.states);
  const inCountries = selected(country, territory.countries);
  const us = country.values.indexOf('US');
  const mask = new Uint8Array(copy.size);
  for (let i = 0; i < copy.size; i++) {
    const c = country.codes[i] as number;
    mask[i] = (c === us && inStates[state.codes[i] as number]) || inCountries[c] ? 1 : 0;
  }
  return mask;
}

const bump = (counts: Int32Array, code: number | undefined) => {
  counts[code as number] = (counts[code as number] as number) + 1;
};

/** The tabs, total and opt-ins of a Registrations query, from the copy (the scan's rules). */
export async function countFromColumns(
  db: Db,
  access: ShowYearAccess,
  criteria: ProspectCriteria,
): Promise<FacetCounts> {
  const copy = await columnsOf(db, access.showYear);
  const active = CRITERIA_DIMENSIONS.filter((d) => criteria[d].length > 0).map((d) => ({
    dimension: d,
    codes: copy.columns[d].codes,
    pass: selected(copy.columns[d], criteria[d]),
  }));
  const tabs = CRITERIA_DIMENSIONS.map((d) => {
    const coded = copy.columns[facetColumn(d)];
    return { dimension: d, coded, counts: new Int32Array(coded.values.length) };
  });
  const tabOf = new Map(tabs.map((tab) => [tab.dimension, tab]));
  const inTerritory = access.territory ? territoryMask(copy, access.territory) : null;
  let total = 0;
  let optedIn = 0;
  for (let i = 0; i < copy.size; i++) {
    if (inTerritory && !inTerritory[i]) continue;
    // Which filters the visitor fails: none counts it everywhere; one counts it in that tab only.
    let failed = -1;
    let failures = 0;
    for (let f = 0; f < active.length && failures < 2; f++) {
      const filter = active[f] as (typeof active)[number];
      if (!filter.pass[filter.codes[i] as number]) {
        failures++;
        failed = f;
      }
    }
    if (failures === 0) {
      total++;
      optedIn += copy.opted[i] as number;
      for (const tab of tabs) bump(tab.counts, tab.coded.codes[i]);
    } else if (failures === 1) {
      const tab = tabOf.get((active[failed] as (typeof active)[number]).dimension) as (typeof tabs)[number];
      bump(tab.counts, tab.coded.codes[i]);
    }
  }
  const rows: CountRow[] = [{ dimension: '', value: '', n: total, opted: optedIn }];
  for (const tab of tabs)
    tab.counts.forEach((n, code) => {
      if (n > 0) rows.push({ dimension: tab.dimension, value: tab.coded.values[code] as string, n, opted: 0 });
    });
  return toFacets(rows, criteria);
}
