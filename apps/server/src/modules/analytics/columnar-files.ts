// A dataset's copy kept as Parquet files, one set per data version: written once after a load from
// the system of record, read back at the next start while the version is unchanged (DuckDB reads
// Parquet about as fast as it can build the tables; copying out of PGlite is ten times slower).
// A manifest names each table's columns with their exact DuckDB types (ENUMs included: Parquet
// keeps them as text), its rows, and the SHA-256 of its file; a file that does not match is never
// read, and the engine copies from the system of record instead. See docs/decisions/035.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { CopyStats } from './dataset-declaration.ts';
import { quoteIdent, quoteLiteral } from './sql-quoting.ts';

/** What identifies one load of a dataset in the system of record: its version and when it was loaded. */
export type DataVersionKey = { version: number; loadedAt: Date };

type TableEntry = {
  name: string;
  file: string;
  columns: Array<{ name: string; type: string }>;
  rows: number;
  bytes: number;
  sha256: string;
};
type Manifest = { format: 1; dataset: string; key: string; stats: CopyStats; tables: TableEntry[] };

const MANIFEST = 'manifest.json';

/** The folder name of a data version: the version and its load time, so that a recreated database's version 1 never matches. */
export function keyOf({ version, loadedAt }: DataVersionKey): string {
  return `v${version}-${loadedAt.getTime()}`;
}

function datasetDir(root: string, datasetId: string): string {
  // Dataset ids are the registry's own (letters, digits, dashes); anything else never names a folder.
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(datasetId)) throw new Error(`dataset id ${datasetId} cannot name a folder`);
  return path.join(root, datasetId);
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Writes the dataset's tables as Parquet under root/<dataset>/<key>/ and removes the folders of its
 * other versions. The files go to a folder of this write first, renamed into place once complete:
 * a reader (another instance sharing the folder) sees a whole copy or none.
 */
export async function writeColumnarCopy({
  connection,
  root,
  datasetId,
  tables,
  key,
  stats,
}: {
  connection: DuckDBConnection;
  root: string;
  datasetId: string;
  tables: readonly string[];
  key: DataVersionKey;
  stats: CopyStats;
}): Promise<void> {
  const base = datasetDir(root, datasetId);
  const finalDir = path.join(base, keyOf(key));
  const dir = path.join(base, `${keyOf(key)}.part-${process.pid}-${randomUUID()}`);
  await mkdir(dir, { recursive: true });
  const entries: TableEntry[] = [];
  try {
    await writeTables();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  async function writeTables() {
    for (const name of tables) {
      const described = await connection.runAndReadAll(
        `select column_name, data_type from duckdb_columns() where table_name = $1 and schema_name = 'main' order by column_index`,
        [name],
      );
      const columns = described.getRows().map(([n, t]) => ({ name: String(n), type: String(t) }));
      if (columns.length === 0) throw new Error(`table ${name} of ${datasetId} is not in the engine`);
      const file = `${name}.parquet`;
      const target = path.join(dir, file);
      await connection.run(`copy ${quoteIdent(name)} to ${quoteLiteral(target)} (format parquet, compression zstd)`);
      const counted = await connection.runAndReadAll(`select cast(count(*) as bigint) from ${quoteIdent(name)}`);
      entries.push({
        name,
        file,
        columns,
        rows: Number(counted.getRows()[0]?.[0] ?? 0),
        bytes: (await stat(target)).size,
        sha256: await sha256Of(target),
      });
    }
  }
  const manifest: Manifest = { format: 1, dataset: datasetId, key: keyOf(key), stats, tables: entries };
  await writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest));
  await rm(finalDir, { recursive: true, force: true });
  await rename(dir, finalDir);
  await removeOtherVersions(base, keyOf(key));
}

async function removeOtherVersions(base: string, keep: string): Promise<void> {
  const names = await readdir(base).catch(() => [] as string[]);
  await Promise.all(
    names.filter((n) => n !== keep).map((n) => rm(path.join(base, n), { recursive: true, force: true })),
  );
}

/** Why a columnar copy was not used (logged), or the copy's stats once its tables replaced the old ones. */
export type RestoreOutcome = { restored: true; stats: CopyStats } | { restored: false; reason: string };

/**
 * Fills the dataset's tables from its Parquet files of this data version, replacing the old tables in
 * one transaction. Anything missing, unreadable or not matching the manifest leaves the engine's
 * tables as they were and answers why.
 */
export async function restoreColumnarCopy({
  connection,
  root,
  datasetId,
  tables,
  key,
}: {
  connection: DuckDBConnection;
  root: string;
  datasetId: string;
  tables: readonly string[];
  key: DataVersionKey;
}): Promise<RestoreOutcome> {
  const dir = path.join(datasetDir(root, datasetId), keyOf(key));
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    return { restored: false, reason: 'no columnar copy of this data version' };
  }
  const names = manifest.tables?.map((t) => t.name) ?? [];
  if (manifest.format !== 1 || manifest.key !== keyOf(key) || names.join() !== tables.join())
    return { restored: false, reason: 'the columnar copy does not describe these tables' };
  const staged: string[] = [];
  try {
    for (const table of manifest.tables) {
      const file = path.join(dir, path.basename(table.file));
      const size = (await stat(file)).size;
      if (size !== table.bytes || (await sha256Of(file)) !== table.sha256)
        return { restored: false, reason: `${table.file} does not match its checksum` };
      const next = `${table.name}__columnar`;
      staged.push(next);
      const columns = table.columns.map((c) => `${quoteIdent(c.name)} ${c.type}`).join(', ');
      await connection.run(`create or replace table ${quoteIdent(next)} (${columns})`);
      await connection.run(
        `insert into ${quoteIdent(next)} select ${table.columns.map((c) => quoteIdent(c.name)).join(', ')} from read_parquet(${quoteLiteral(file)})`,
      );
      const counted = await connection.runAndReadAll(`select cast(count(*) as bigint) from ${quoteIdent(next)}`);
      if (Number(counted.getRows()[0]?.[0] ?? -1) !== table.rows)
        return { restored: false, reason: `${table.file} holds another number of rows` };
    }
    await connection.run('begin transaction');
    try {
      for (const table of manifest.tables) {
        await connection.run(`drop table if exists ${quoteIdent(table.name)}`);
        await connection.run(
          `alter table ${quoteIdent(`${table.name}__columnar`)} rename to ${quoteIdent(table.name)}`,
        );
      }
      await connection.run('commit');
    } catch (error) {
      await connection.run('rollback');
      throw error;
    }
    staged.length = 0;
    return { restored: true, stats: manifest.stats };
  } catch (error) {
    return { restored: false, reason: `the columnar copy could not be read: ${(error as Error).message}` };
  } finally {
    for (const name of staged) await connection.run(`drop table if exists ${quoteIdent(name)}`).catch(() => {});
  }
}

/**
 * The folder of the Parquet files: under DATA_DIR, or a folder of this process's own when the
 * system database is in memory (its versions start again at 1 with other rows: never shared).
 */
export function columnarFolderFor(config: { DATABASE_URL?: string; DATA_DIR: string }): {
  dir: string;
  temporary: boolean;
} {
  if (config.DATABASE_URL === 'memory://')
    return { dir: mkdtempSync(path.join(tmpdir(), 'mti-columnar-')), temporary: true };
  return { dir: path.join(config.DATA_DIR, 'analytics-columnar'), temporary: false };
}
