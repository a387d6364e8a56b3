// Optimistic locking of records the administrator console edits (decision 050): the record
// carries `version`; an edit says which version it read, updates only that version and adds 1.
// When the row has moved on, the edit is refused with 409 {code:'stale'} and nothing is written.
import { STALE_EDIT, STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from './db.ts';
import { AppError, notFound } from './errors.ts';

export const staleEdit = () => new AppError(409, STALE_EDIT, STALE_EDIT_MSG);

export type VersionedUpdate = {
  /** The table, e.g. 'users'. */
  table: string;
  /** The key column and the record's key. */
  key: { column: string; value: string | number };
  /** The version the editor read. */
  version: number;
  /** Column → new value (plain values; an SQL fragment for expressions such as now()). */
  set: Record<string, unknown>;
};

/**
 * `update <table> set …, version = version + 1 where <key> = ? and version = ?`, returning the
 * new row. Throws 404 when the record does not exist and 409 stale when its version differs.
 * Run it inside the change's transaction, before writing the audit row.
 */
export async function updateVersioned<Row>(db: Db, change: VersionedUpdate): Promise<Row> {
  const assignments = Object.entries(change.set).map(
    ([column, value]) => sql`${sql.identifier(column)} = ${value as SQL}`,
  );
  const table = sql.identifier(change.table);
  const key = sql.identifier(change.key.column);
  const [row] = await rowsOf<Row>(
    db,
    sql`update ${table} set ${sql.join([...assignments, sql`version = version + 1`], sql`, `)}
        where ${key} = ${change.key.value} and version = ${change.version} returning *`,
  );
  if (row) return row;
  const [exists] = await rowsOf(db, sql`select 1 from ${table} where ${key} = ${change.key.value}`);
  throw exists ? staleEdit() : notFound();
}
