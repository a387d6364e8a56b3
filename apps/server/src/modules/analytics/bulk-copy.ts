// Copies the rows of a SELECT on the system of record into a DuckDB table in bulk: the database
// writes them as CSV with COPY, the CSV goes to temporary files, and DuckDB reads them with its
// parallel CSV reader. PostgreSQL streams it over the connection, cut into parts that DuckDB reads
// while the next arrives (csv-parts.ts); PGlite writes it into its own in-memory file system, a
// range of the table's pages at a time when the SELECT reads one table (pglite-parts.ts). About
// 20–40 times faster than reading rows through the driver and appending them one value at a time.
// See docs/decisions/031, 085 and 087.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { Db } from '../../platform/db.ts';
import { csvPartWriter } from './csv-parts.ts';
import { copyFromPglite, type PgliteLike } from './pglite-parts.ts';
import { quoteIdent, quoteLiteral } from './sql-quoting.ts';

/** A column of the SELECT, in order, with the DuckDB type it is read as (DATE, VARCHAR, INTEGER, BIGINT, DOUBLE…). */
export type BulkColumn = { name: string; type: string };

export type BulkCopyOptions = {
  db: Db;
  connection: DuckDBConnection;
  /** A SELECT written by the server (never from a client): its columns in the order of `columns`. */
  select: string;
  columns: readonly BulkColumn[];
  /** The DuckDB table to create (replaced if it exists). */
  into: string;
  /**
   * The one table `select` reads, when it is `select <columns> from <table>` and nothing after: PGlite
   * then copies it a range of pages at a time (pglite-parts.ts). Without it, PGlite copies it whole.
   */
  table?: string;
  /** Rows read so far: while PostgreSQL streams them, after each part from PGlite. */
  onRows?: (rows: number) => void;
  /** How much of PostgreSQL's CSV DuckDB reads at a time; tests make it small to cut rows into parts. */
  partBytes?: number;
  /** How many of a table's pages PGlite copies at a time; tests make it small to cut rows into parts. */
  partPages?: number;
};

type PgPoolLike = { connect(): Promise<PgClientLike> };
type PgClientLike = {
  query(text: string): Promise<unknown>;
  query<T>(submittable: T): T;
  release(error?: Error): void;
};

/** How much CSV PostgreSQL sends before DuckDB starts reading it (about 270,000 USMTO rows). */
const PART_BYTES = 16 * 1024 * 1024;

/** Copies the SELECT's rows into `into`; returns the number of rows the table holds. */
export async function bulkCopy({
  db,
  connection,
  select,
  columns,
  into,
  table,
  onRows,
  partBytes = PART_BYTES,
  partPages,
}: BulkCopyOptions): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mti-bulk-copy-'));
  try {
    const client = (db as unknown as { $client: unknown }).$client;
    const { default: pg } = await import('pg');
    const types = columns.map((c) => `${quoteLiteral(c.name)}: ${quoteLiteral(c.type)}`).join(', ');
    await connection.run(
      `create or replace table ${into} (${columns.map((c) => `${quoteIdent(c.name)} ${c.type}`).join(', ')})`,
    );
    // PostgreSQL's CSV: NULL is an empty unquoted field and an empty text is "" (not NULL).
    const readPart = (file: string) =>
      connection.run(`insert into ${into} select * from read_csv(${quoteLiteral(file)}, header = false,
        auto_detect = false, columns = {${types}}, delim = ',', quote = '"', escape = '"', allow_quoted_nulls = false,
        dateformat = '%Y-%m-%d')`);
    if (client instanceof pg.Pool) {
      await copyFromPostgres(client as unknown as PgPoolLike, `copy (${select}) to stdout with (format csv)`, {
        dir,
        partBytes,
        readPart,
        onRows,
      });
    } else {
      await copyFromPglite(client as PgliteLike, { select, table, dir, partPages, readPart, onRows });
    }
    const reader = await connection.runAndReadAll(`select cast(count(*) as bigint) from ${into}`);
    const rows = Number(reader.getRows()[0]?.[0] ?? 0);
    onRows?.(rows);
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Streams PostgreSQL's COPY into part files, DuckDB reading each (one after the other, in order)
 * while the next arrives: the copy takes about as long as the slower of the two, not their sum.
 */
async function copyFromPostgres(
  pool: PgPoolLike,
  copy: string,
  {
    dir,
    partBytes,
    readPart,
    onRows,
  }: { dir: string; partBytes: number; readPart: (file: string) => Promise<unknown>; onRows?: (n: number) => void },
): Promise<void> {
  const { to: copyTo } = await import('pg-copy-streams');
  const client = await pool.connect();
  let failed: Error | undefined;
  let reading: Promise<unknown> = Promise.resolve();
  let readFailed: Error | undefined;
  try {
    // One snapshot, and the text forms the CSV reader expects whatever the server's defaults.
    await client.query('begin transaction isolation level repeatable read read only');
    await client.query(`set local datestyle to 'ISO, YMD'`);
    await client.query(`set local client_encoding to 'UTF8'`);
    const parts = csvPartWriter({
      dir,
      partBytes,
      onLines: onRows,
      onPart: (file) => {
        reading = reading
          .then(() => (readFailed ? undefined : readPart(file)))
          .catch((error: Error) => {
            readFailed ??= error;
          })
          .finally(() => rm(file, { force: true }));
      },
    });
    await pipeline(client.query(copyTo(copy)), parts);
    await client.query('commit');
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    // A connection left in the middle of a COPY is not handed out again.
    client.release(failed);
    await reading;
  }
  if (readFailed) throw readFailed;
}
