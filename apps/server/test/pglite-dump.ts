// A PGlite dump for the test suite's seeded template, without its recycled write-ahead log.
//
// Seeding writes far more WAL than the data it leaves, and PostgreSQL keeps the used segments as
// recycled files for later writes: half of a 142 MB dump was such segments. Every server test file
// loads the dump into a new PGlite, so the suite drops them once here: after a checkpoint only the
// segments from the redo point to the current write position are ever read; PostgreSQL creates new
// ones as the copy writes.
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../src/platform/db.ts';

const WAL_SEGMENT = /(^|\/)pg_wal\/([0-9A-F]{24})$/;

export async function compactPgliteDump(database: Database): Promise<Uint8Array> {
  await database.runScript('CHECKPOINT');
  const dump = await database.dump?.();
  if (!dump) throw new Error('the embedded database gave no dump');
  const [position] = await rowsOf<{ redo: string; current: string }>(
    database.db,
    sql`select (select redo_wal_file from pg_control_checkpoint()) as redo, pg_walfile_name(pg_current_wal_lsn()) as current`,
  );
  if (!position) throw new Error('the embedded database did not say where its log is');
  return withoutWalOutside(new Uint8Array(await dump.arrayBuffer()), position.redo, position.current);
}

/** The tarball (ustar) with every WAL segment named outside [first, last] left out. */
export function withoutWalOutside(tar: Uint8Array, first: string, last: string): Uint8Array {
  const kept: Uint8Array[] = [];
  const text = (header: Uint8Array, from: number, to: number) =>
    Buffer.from(header.subarray(from, to))
      .toString('latin1')
      .replace(/\0[\s\S]*$/, '');
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break; // the end-of-archive blocks
    const prefix = text(header, 345, 500);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    const size = Number.parseInt(text(header, 124, 136).trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    const segment = WAL_SEGMENT.exec(name)?.[2];
    if (!segment || (segment >= first && segment <= last)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(new Uint8Array(1024));
  return Buffer.concat(kept);
}
