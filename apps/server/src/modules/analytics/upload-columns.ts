// What each column of an uploaded table becomes in a dataset of its own, read from its profile
// (platform/column-profile.ts): the first readable date column the period (year → quarter →
// month), a column named and written as a state, county FIPS or ZIP code a geographic key,
// other numbers measures with their unit, everything else a text dimension. Names the analyzer
// sends back (dimension and measure ids) are made from the headers; the DuckDB columns are
// generated (c0, c1, …), so no header or cell ever becomes SQL.

import type { ColumnProfile } from '../../platform/column-profile.ts';
import { readNumberIn } from '../../platform/column-profile.ts';
import { unitMarks } from '../../platform/number-cells.ts';
import { US_STATES } from '../../platform/us-states.ts';
import type { CellValue } from './blend-keys.ts';
import type { GeoKeyKind, MeasureUnit } from './dataset-declaration.ts';

export type UploadColumn =
  | { role: 'period'; index: number; name: string; id: string; column: string }
  | { role: 'dimension'; index: number; name: string; id: string; column: string; geo: GeoKeyKind | null }
  | { role: 'measure'; index: number; name: string; id: string; column: string; unit: MeasureUnit };

/** The id of the row count every upload offers (a user column of that name gets another). */
export const ROWS_MEASURE_ID = 'rows';

const STATE_BY_TEXT = new Map<string, string>();
for (const s of US_STATES) {
  STATE_BY_TEXT.set(s.state_code.toLowerCase(), s.state_code);
  STATE_BY_TEXT.set(s.state_name.toLowerCase(), s.state_code);
}
export const STATE_NAME = new Map(US_STATES.map((s) => [s.state_code, s.state_name]));

const GEO_HEADERS: ReadonlyArray<[GeoKeyKind, RegExp]> = [
  ['county_fips', /\bfips\b/i],
  ['zip', /\b(zip|zipcode|zip code|postal code|postcode)\b/i],
  ['state', /^(state|st|state code|state name|state abbreviation)$/i],
];

const cellText = (cell: CellValue) => (cell === null ? '' : String(cell).trim());

/** The key a geographic cell reads as (a state code, a zero-padded code), or null. */
export function geoKeyOf(kind: GeoKeyKind, cell: CellValue): string | null {
  const text = cellText(cell);
  if (kind === 'state') return STATE_BY_TEXT.get(text.replace(/\s+/g, ' ').toLowerCase()) ?? null;
  // A spreadsheet read 01001 as the number 1001: pad it back.
  if (kind === 'county_fips') return /^\d{1,5}$/.test(text) ? text.padStart(5, '0') : null;
  const zip = /^(\d{3,5})(-\d{4})?$/.exec(text);
  return zip ? (zip[1] as string).padStart(5, '0') : null;
}

/** A geographic key: the header names one and nearly every cell (nine in ten) reads as one. */
function geoKindOf(name: string, cells: readonly CellValue[], nonEmpty: number): GeoKeyKind | null {
  if (nonEmpty === 0) return null;
  for (const [kind, header] of GEO_HEADERS) {
    if (!header.test(name.trim())) continue;
    const read = cells.filter((c) => cellText(c) !== '' && geoKeyOf(kind, c) !== null).length;
    if (read * 10 >= nonEmpty * 9) return kind;
  }
  return null;
}

/** What a number column counts, from its cells: money and shares by their signs, else whole numbers or not. */
export function unitOf(cells: readonly CellValue[], profile: ColumnProfile): MeasureUnit {
  let currency = 0;
  let percent = 0;
  let fractions = 0;
  for (const cell of cells) {
    const marks = unitMarks(cell);
    if (marks.currency) currency += 1;
    if (marks.percent) percent += 1;
    const v = readNumberIn(profile, cell);
    if (v !== null && !Number.isInteger(v)) fractions += 1;
  }
  if (currency * 2 > profile.nonEmpty) return 'currency';
  if (percent * 2 > profile.nonEmpty) return 'percent';
  return fractions === 0 ? 'count' : 'number';
}

/** A header as an id the analyzer accepts (`^[a-z][a-z0-9_]{0,39}$`), unique within the table. */
function idsOf(names: readonly string[]): string[] {
  const taken = new Set<string>([ROWS_MEASURE_ID]);
  return names.map((name, i) => {
    const base =
      name
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '')
        .replace(/^(\d)/, 'c_$1')
        .slice(0, 34) || `column_${i + 1}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
    taken.add(id);
    return id;
  });
}

/** Every column's role, in the table's order. */
export function uploadColumns(
  names: readonly string[],
  profiles: readonly ColumnProfile[],
  rows: ReadonlyArray<ReadonlyArray<CellValue>>,
): UploadColumn[] {
  const ids = idsOf(names);
  let period = false;
  return names.map((name, index): UploadColumn => {
    const profile = profiles[index] as ColumnProfile;
    const id = ids[index] as string;
    const column = `c${index}`;
    const cells = rows.map((r) => r[index] ?? null);
    const geo = geoKindOf(name, cells, profile.nonEmpty);
    if (geo) return { role: 'dimension', index, name, id, column, geo };
    // A date column whose day order nothing tells stays text: its dates are shown as written, not guessed.
    if (profile.kind === 'date' && !profile.dayOrderAmbiguous && !period) {
      period = true;
      return { role: 'period', index, name, id, column };
    }
    if (profile.kind === 'number') return { role: 'measure', index, name, id, column, unit: unitOf(cells, profile) };
    return { role: 'dimension', index, name, id, column, geo: null };
  });
}

/** A member shown for an empty cell (a null key would read as a total). */
export const BLANK_MEMBER = '(blank)';

function textKey(cell: CellValue): string {
  const text = cell === null ? '' : String(cell).trim();
  return text === '' ? BLANK_MEMBER : text;
}

/** The member key a dimension cell reads as: a geographic key where it is one, else its text. */
export function dimensionKey(column: UploadColumn & { role: 'dimension' }, cell: CellValue): string {
  return (column.geo ? geoKeyOf(column.geo, cell) : null) ?? textKey(cell);
}
