// A user's uploaded table as a dataset of its own (issue 12; docs/decisions/034): the declaration
// built from its column profile (upload-columns.ts says what each column becomes) and a loader
// that puts its rows into DuckDB through the appender. Only its owner reads it (`access.owner`);
// its id is `upload-<file id>`, stable while the file is replaced, so a saved analysis keeps
// opening, and its `contentVersion` (file id and modification time) reloads the copy when it changes.
import { createHash } from 'node:crypto';
import { DuckDBDateValue } from '@duckdb/node-api';
import { UPLOAD_DATASET_PREFIX } from '@mti/contracts/analytics/analyzer-api';
import { type ColumnProfile, profileColumns, readNumberIn } from '../../platform/column-profile.ts';
import { type CalendarDate, readDate } from '../../platform/date-cells.ts';
import type { CellValue } from './blend-keys.ts';
import {
  type CopyLoader,
  type DatasetDef,
  type DimensionDef,
  formatOfMeasure,
  type GeoKeyKind,
  type MeasureFieldDef,
} from './dataset-declaration.ts';
import { geoKeyOf, ROWS_MEASURE_ID, STATE_NAME, type UploadColumn, uploadColumns } from './upload-columns.ts';
import type { UserTable } from './user-tables.ts';

/** A member shown for an empty cell (a null key would read as a total). */
export const BLANK_MEMBER = '(blank)';
/** The month member of rows whose date cell could not be read: they still count, under this name. */
export const NO_DATE_MEMBER = '(no date)';
/** Beyond this many distinct values a text dimension lists no members (its keys are its labels). */
const MAX_LISTED_MEMBERS = 1000;
const DATASET_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function isUploadDatasetId(id: string): boolean {
  return id.startsWith(UPLOAD_DATASET_PREFIX);
}

const dayNumber = (d: CalendarDate) => Math.round(Date.UTC(d.year, d.month - 1, d.day ?? 1) / 86_400_000);
const firstOfMonth = (d: CalendarDate) => dayNumber({ ...d, day: 1 });

function textKey(cell: CellValue): string {
  const text = cell === null ? '' : String(cell).trim();
  return text === '' ? BLANK_MEMBER : text;
}

function dimensionKey(column: UploadColumn & { role: 'dimension' }, cell: CellValue): string {
  return (column.geo ? geoKeyOf(column.geo, cell) : null) ?? textKey(cell);
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What the analyzer's description says: the table, and every cell it could not read and how it counts. */
function describe(table: UserTable, columns: readonly UploadColumn[], profiles: readonly ColumnProfile[]): string {
  const uploaded = table.modifiedAt ? `, uploaded ${table.modifiedAt.toISOString().slice(0, 10)}` : '';
  const notes = [`Your table ${table.name}: ${plural(table.rows.length, 'row', 'rows')}${uploaded}.`];
  for (const c of columns) {
    const p = profiles[c.index] as ColumnProfile;
    if (c.role === 'measure' && p.notUnderstood > 0)
      notes.push(`${plural(p.notUnderstood, 'cell', 'cells')} of "${c.name}" are not numbers and count as empty.`);
    if (c.role === 'period' && p.notUnderstood > 0)
      notes.push(
        `${plural(p.notUnderstood, 'cell', 'cells')} of "${c.name}" are not dates: their rows show under ${NO_DATE_MEMBER}.`,
      );
    if (c.role === 'dimension' && p.kind === 'date' && p.dayOrderAmbiguous)
      notes.push(`Day and month of "${c.name}" cannot be told apart: its dates are shown as written.`);
  }
  return notes.join(' ');
}

function periodDimensions(column: string): DimensionDef[] {
  const period = (id: string, label: string, sql: string): DimensionDef => ({
    id,
    label,
    kind: 'period',
    column,
    sql: `coalesce(${sql}, '${NO_DATE_MEMBER}')`,
    members: [],
  });
  return [
    period('year', 'Year', `cast(year(${column}) as varchar)`),
    period('quarter', 'Quarter', `concat(year(${column}), '-Q', quarter(${column}))`),
    period('month', 'Month', `strftime(${column}, '%Y-%m')`),
  ];
}

function memberDimension(column: UploadColumn & { role: 'dimension' }, rows: UserTable['rows']): DimensionDef {
  const keys = new Set(rows.map((r) => dimensionKey(column, r[column.index] ?? null)));
  const labelOf = (key: string) => (column.geo === 'state' ? (STATE_NAME.get(key) ?? key) : key);
  const members =
    keys.size > MAX_LISTED_MEMBERS
      ? []
      : [...keys]
          .map((key) => ({ key, label: labelOf(key) }))
          .sort((a, b) => a.label.localeCompare(b.label, 'en-US') || a.key.localeCompare(b.key));
  return { id: column.id, label: column.name, kind: 'member', column: column.column, sql: column.column, members };
}

/** Fills the table `name` from the rows: dimensions as text keys, measures as numbers, the period as dates. */
function loaderOf(
  name: string,
  columns: readonly UploadColumn[],
  table: UserTable,
  profiles: readonly ColumnProfile[],
): CopyLoader {
  return async ({ connection }) => {
    const period = columns.find((c) => c.role === 'period');
    const types = columns.map(
      (c) => `${c.column} ${c.role === 'measure' ? 'double' : c.role === 'period' ? 'date' : 'varchar'}`,
    );
    const next = `${name}__next`;
    await connection.run(
      `create or replace table ${next} (${[...(period ? ['period date'] : []), ...types, 'one_row double'].join(', ')})`,
    );
    const appender = await connection.createAppender(next);
    try {
      for (const row of table.rows) {
        const date = period
          ? readDate(row[period.index] ?? null, (profiles[period.index] as ColumnProfile).dayOrder)
          : null;
        if (period) {
          if (date) appender.appendDate(new DuckDBDateValue(firstOfMonth(date)));
          else appender.appendNull();
        }
        for (const c of columns) {
          const cell = row[c.index] ?? null;
          if (c.role === 'dimension') appender.appendVarchar(dimensionKey(c, cell));
          else if (c.role === 'period') {
            if (date) appender.appendDate(new DuckDBDateValue(dayNumber(date)));
            else appender.appendNull();
          } else {
            const v = readNumberIn(profiles[c.index] as ColumnProfile, cell);
            if (v === null) appender.appendNull();
            else appender.appendDouble(v);
          }
        }
        appender.appendDouble(1);
        appender.endRow();
      }
    } finally {
      appender.closeSync();
    }
    // Swapped in one transaction: a query running meanwhile keeps the old rows.
    await connection.run('begin transaction');
    await connection.run(`drop table if exists ${name}`);
    await connection.run(`alter table ${next} rename to ${name}`);
    await connection.run('commit');
    const reader = await connection.runAndReadAll(
      period
        ? `select strftime(min(period), '%Y-%m') as f, strftime(max(period), '%Y-%m') as l from ${name}`
        : 'select null as f, null as l',
    );
    const [b] = reader.getRowObjectsJS() as Array<{ f: string | null; l: string | null }>;
    return { rows: table.rows.length, first: b?.f ?? null, last: b?.l ?? null };
  };
}

function buildUploadDataset(table: UserTable & { fileId: string }, owner: string): DatasetDef {
  const id = `${UPLOAD_DATASET_PREFIX}${table.fileId}`;
  // A generated name: the file id never reaches SQL.
  const name = `upload_${createHash('sha256').update(id).digest('hex').slice(0, 16)}`;
  const profiles = profileColumns(table.columns.length, table.rows);
  const columns = uploadColumns(table.columns, profiles, table.rows);
  const period = columns.find((c) => c.role === 'period');
  const dimensionColumns = columns.filter((c) => c.role === 'dimension');
  const measures: MeasureFieldDef[] = [
    ...columns.flatMap((c) =>
      c.role === 'measure'
        ? [
            {
              field: c.id,
              label: c.name,
              column: c.column,
              unit: c.unit,
              // A share is averaged, not summed.
              aggregate: c.unit === 'percent' ? ('avg' as const) : ('sum' as const),
            },
          ]
        : [],
    ),
    { field: ROWS_MEASURE_ID, label: 'Rows', column: 'one_row', unit: 'count', aggregate: 'sum' },
  ];
  const geoKeys: Partial<Record<GeoKeyKind, string>> = {};
  for (const c of dimensionColumns) if (c.geo && !geoKeys[c.geo]) geoKeys[c.geo] = c.id;
  return {
    id,
    title: table.name,
    description: describe(table, columns, profiles),
    sample: false,
    source: 'upload',
    contentVersion: table.id,
    table: name,
    periodColumn: period ? 'period' : null,
    attributeColumns: columns.filter((c) => c.role !== 'measure').map((c) => c.column),
    copy: { tables: [name], load: loaderOf(name, columns, table, profiles) },
    access: { roles: [], subscription: false, owner },
    dimensions: [
      ...(period ? periodDimensions('period') : []),
      ...dimensionColumns.map((c) => memberDimension(c, table.rows)),
    ],
    hierarchies: period ? [{ id: 'time', label: 'Time', levels: ['year', 'quarter', 'month'] }] : [],
    measures,
    geoKeys,
    detailColumns: columns.map((c) => ({
      id: c.column,
      label: c.name,
      sql: c.role === 'period' ? `strftime(${c.column}, '%Y-%m-%d')` : c.column,
      format: c.role === 'measure' ? formatOfMeasure(c) : 'text',
    })),
    blendKeys: {},
    apps: [],
  };
}

/** Declarations already built, by content: profiling a large table again at every request costs time. */
const MAX_BUILT = 32;
const built = new Map<string, DatasetDef>();

/** The dataset of an uploaded table (null for a table that is no repository file, or whose id would not fit). */
export function uploadDataset(table: UserTable, owner: string): DatasetDef | null {
  if (!table.fileId || !DATASET_ID.test(`${UPLOAD_DATASET_PREFIX}${table.fileId}`)) return null;
  const key = `${owner}|${table.id}|${table.name}`;
  let dataset = built.get(key);
  if (dataset) built.delete(key);
  else dataset = buildUploadDataset({ ...table, fileId: table.fileId }, owner);
  built.set(key, dataset);
  while (built.size > MAX_BUILT) built.delete(built.keys().next().value as string);
  return dataset;
}
