// A user's own table (an uploaded CSV or XLSX, already parsed) registered in DuckDB for blending:
// the key column read as dataset member keys, the chosen value columns as numbers. Column names
// and cell text never become SQL: the table and its columns get generated names (k, v0, v1, …)
// and the values go in through the appender.
import type { BlendKeyDimension } from '@mti/contracts/analytics/analysis-definition';
import { type CellValue, keyReader, parseNumber } from './blend-keys.ts';
import type { DatasetDef } from './datasets.ts';
import type { AnalyticsEngine } from './duckdb-engine.ts';

export type UserTable = {
  /** Identity of this content (e.g. owner, file id and modification time): a new id is loaded anew. */
  id: string;
  /** The name the user knows it by (the file name). */
  name: string;
  columns: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<CellValue>>;
};

/** How many prepared tables each engine keeps; the least recently used goes first. */
const MAX_REGISTERED = 16;
const registries = new WeakMap<AnalyticsEngine, Map<string, Promise<string>>>();
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
}): Promise<string> {
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
    const [oldestKey, oldest] = registry.entries().next().value as [string, Promise<string>];
    registry.delete(oldestKey);
    void oldest.then((old) => engine.withConnection((c) => c.run(`drop table if exists ${old}`))).catch(() => {});
  }
  return loading;
}

async function loadTable(
  engine: AnalyticsEngine,
  dataset: DatasetDef,
  table: UserTable,
  name: string,
  keyColumn: number,
  keyDimension: BlendKeyDimension,
  valueColumns: readonly number[],
): Promise<string> {
  const readKey = keyReader(dataset, keyDimension);
  await engine.withConnection(async (connection) => {
    const cols = valueColumns.map((_, i) => `v${i} double`).join(', ');
    await connection.run(`create or replace table ${name} (k varchar${cols ? `, ${cols}` : ''})`);
    const appender = await connection.createAppender(name);
    try {
      for (const row of table.rows) {
        const k = readKey(row[keyColumn] ?? null);
        if (k === null) appender.appendNull();
        else appender.appendVarchar(k);
        for (const c of valueColumns) {
          const v = parseNumber(row[c] ?? null);
          if (v === null) appender.appendNull();
          else appender.appendDouble(v);
        }
        appender.endRow();
      }
    } finally {
      appender.closeSync();
    }
  });
  return name;
}
