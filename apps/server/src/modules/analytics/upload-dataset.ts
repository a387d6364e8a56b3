// A user's uploaded table as a dataset of its own (issue 12; docs/decisions/034): the declaration
// built from its column profile (upload-columns.ts says what each column becomes; its rows reach
// DuckDB through upload-copy-loader.ts). Only its owner reads it (`access.owner`);
// its id is `upload-<file id>`, stable while the file is replaced, so a saved analysis keeps
// opening, and its `contentVersion` (file id and modification time) reloads the copy when it changes.
import { createHash } from 'node:crypto';
import { UPLOAD_DATASET_PREFIX } from '@mti/contracts/analytics/analyzer-api';
import { type ColumnProfile, profileColumns } from '../../platform/column-profile.ts';
import {
  type DatasetDef,
  type DimensionDef,
  formatOfMeasure,
  type GeoKeyKind,
  type MeasureFieldDef,
} from './dataset-declaration.ts';
import { dimensionKey, ROWS_MEASURE_ID, STATE_NAME, type UploadColumn, uploadColumns } from './upload-columns.ts';
import { uploadCopyLoader } from './upload-copy-loader.ts';
import type { UserTable } from './user-tables.ts';

/** The month member of rows whose date cell could not be read: they still count, under this name. */
export const NO_DATE_MEMBER = '(no date)';
/** Beyond this many distinct values a text dimension lists no members (its keys are its labels). */
const MAX_LISTED_MEMBERS = 1000;
const DATASET_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function isUploadDatasetId(id: string): boolean {
  return id.startsWith(UPLOAD_DATASET_PREFIX);
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
    copy: { tables: [name], load: uploadCopyLoader(name, columns, table, profiles) },
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
