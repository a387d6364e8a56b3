// A user's own table (an uploaded CSV or XLSX, already parsed) registered in DuckDB for blending:
// the key column read as dataset member keys, the chosen value columns as numbers (and, for a
// count, whether each cell holds anything at all), then aggregated once per key (k; s0, c0, lo0,
// hi0, n0: sum, count of numbers, min, max, count of non-empty cells; s1…). Column names and cell
// text never become SQL: the table and its columns get generated names and the values go in
// through the appender.
import type { BlendKeyDimension, ValueFormat } from '@mti/contracts/analytics/analysis-definition';
import { type ColumnProfile, profileColumns, readNumberIn } from '../../platform/column-profile.ts';
import { type CellValue, keyReader } from './blend-keys.ts';
import { type DatasetDef, formatOfMeasure } from './dataset-declaration.ts';
import type { AnalyticsEngine } from './duckdb-engine.ts';
import { unitOf } from './upload-columns.ts';

export type UserTable = {
  /** Identity of this content (e.g. owner, file id and modification time): a new id is loaded anew. */
  id: string;
  /** The name the user knows it by (the file name). */
  name: string;
  /** The repository file it was read from: an uploaded table is also a dataset of its own (upload-dataset.ts). */
  fileId?: string;
  /** When the file was uploaded or last replaced. */
  modifiedAt?: Date;
  columns: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<CellValue>>;
};

/** A table loaded for blending: its DuckDB name and the unit its value columns are written in. */
export type LoadedBlendTable = { name: string; valueFormats: ValueFormat[] };

/** How many prepared tables each engine keeps; the least recently used goes first. */
const MAX_REGISTERED = 16;
const registries = new WeakMap<AnalyticsEngine, Map<string, Promise<LoadedBlendTable>>>();
let sequence = 0;

export async function registerBlendTable({
  engine,
  dataset,
  table,
  keyColumn,
  keyDimension,
  valueColumns,
}: {
  engine: AnalyticsEngine;
  dataset: DatasetDef;
  table: UserTable;
  keyColumn: number;
  keyDimension: BlendKeyDimension;
  valueColumns: readonly number[];
}): Promise<LoadedBlendTable> {
  let registry = registries.get(engine);
  if (!registry) {
    registry = new Map();
    registries.set(engine, registry);
  }
  const key = JSON.stringify([dataset.id, table.id, keyDimension, keyColumn, valueColumns]);
  const known = registry.get(key);
  if (known) {
    registry.delete(key);
    registry.set(key, known);
    return known;
  }
  sequence += 1;
  const name = `user_blend_${sequence}`;
  const loading = loadTable(engine, dataset, table, name, keyColumn, keyDimension, valueColumns);
  registry.set(key, loading);
  loading.catch(() => registry.delete(key));
  while (registry.size > MAX_REGISTERED) {
    const [oldestKey, oldest] = registry.entries().next().value as [string, Promise<LoadedBlendTable>];
    registry.delete(oldestKey);
    void oldest.then((old) => engine.withConnection((c) => c.run(`drop table if exists ${old.name}`))).catch(() => {});
  }
  return loading;
}

/** The unit a value column is written in: its currency or percent signs, else whole numbers or not. */
function formatOf(table: UserTable, column: number, profile: ColumnProfile): ValueFormat {
  return formatOfMeasure({
    unit: unitOf(
      table.rows.map((row) => row[column] ?? null),
      profile,
    ),
  });
}

const isEmpty = (cell: CellValue) => cell === null || (typeof cell === 'string' && cell.trim() === '');

async function loadTable(
  engine: AnalyticsEngine,
  dataset: DatasetDef,
  table: UserTable,
  name: string,
  keyColumn: number,
  keyDimension: BlendKeyDimension,
  valueColumns: readonly number[],
): Promise<LoadedBlendTable> {
  // Only the blended columns are profiled (a large table's other columns cost time): a column whose
  // separator its own cells leave open follows theirs.
  const used = [...new Set([keyColumn, ...valueColumns])];
  const profiles = profileColumns(
    used.length,
    table.rows.map((row) => used.map((c) => row[c] ?? null)),
  );
  const profileOf = (c: number) => profiles[used.indexOf(c)] as ColumnProfile;
  const readKey = keyReader(dataset, keyDimension, {
    name: table.columns[keyColumn] ?? '',
    profile: profileOf(keyColumn),
  });
  await engine.withConnection(async (connection) => {
    const rowsTable = `${name}__rows`;
    const cols = valueColumns.map((_, i) => `v${i} double, n${i} boolean`).join(', ');
    await connection.run(`create or replace table ${rowsTable} (k varchar${cols ? `, ${cols}` : ''})`);
    const appender = await connection.createAppender(rowsTable);
    try {
      for (const row of table.rows) {
        const k = readKey(row[keyColumn] ?? null);
        if (k === null) appender.appendNull();
        else appender.appendVarchar(k);
        for (const c of valueColumns) {
          const cell = row[c] ?? null;
          const v = readNumberIn(profileOf(c), cell);
          if (v === null) appender.appendNull();
          else appender.appendDouble(v);
          // Count counts cells that hold anything, text included.
          if (isEmpty(cell)) appender.appendNull();
          else appender.appendBoolean(true);
        }
        appender.endRow();
      }
    } finally {
      appender.closeSync();
    }
    // Aggregated per key once, here: every query then reads one row per key, not every row
    // (blend-sql.ts combines the partial aggregates; an average is the sum of sums over the sum of counts).
    const partials = valueColumns.map(
      (_, i) =>
        `sum(v${i}) as s${i}, count(v${i}) as c${i}, min(v${i}) as lo${i}, max(v${i}) as hi${i}, count(n${i}) as n${i}`,
    );
    await connection.run(
      `create or replace table ${name} as select ${['k', ...partials].join(', ')} from ${rowsTable} group by k`,
    );
    await connection.run(`drop table ${rowsTable}`);
  });
  return { name, valueFormats: valueColumns.map((c) => formatOf(table, c, profileOf(c))) };
}
