// The loader of a small dataset whose copy is its PostgreSQL tables as they are: each table copied
// in bulk under a `__next` name, then all swapped in one DuckDB transaction, so queries running
// meanwhile keep reading the old copy (docs/adding-a-dataset.md, step 4).
import type { DuckDBConnection } from '@duckdb/node-api';
import type { Db } from '../../platform/db.ts';
import { type BulkColumn, bulkCopy } from './bulk-copy.ts';
import type { CopyLoader, CopyStats } from './dataset-declaration.ts';

export type CopiedTable = {
  /** The DuckDB table. */
  name: string;
  /** A SELECT written by the server, its columns in the order of `columns`. */
  select: string;
  columns: readonly BulkColumn[];
};

/** A loader copying `tables`; the first is the fact table, whose `period` column gives the months. */
export function tableCopyLoader(tables: readonly CopiedTable[]): CopyLoader {
  return async ({ db, connection, onRows }: { db: Db; connection: DuckDBConnection; onRows?: (n: number) => void }) => {
    for (const table of tables) {
      await bulkCopy({
        db,
        connection,
        select: table.select,
        columns: table.columns,
        into: `${table.name}__next`,
        onRows,
      });
    }
    await connection.run('begin transaction');
    try {
      for (const { name } of tables) {
        await connection.run(`drop table if exists ${name}`);
        await connection.run(`alter table ${name}__next rename to ${name}`);
      }
      await connection.run('commit');
    } catch (error) {
      await connection.run('rollback');
      throw error;
    }
    const fact = tables[0]?.name;
    const bounds = await connection.runAndReadAll(
      `select cast(count(*) as integer) as n, strftime(min(period), '%Y-%m') as first, strftime(max(period), '%Y-%m') as last from ${fact}`,
    );
    const [b] = bounds.getRowObjectsJS() as Array<{ n: number; first: string | null; last: string | null }>;
    return { rows: b?.n ?? 0, first: b?.first ?? null, last: b?.last ?? null } satisfies CopyStats;
  };
}
