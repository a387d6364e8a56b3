// PGlite's side of the bulk copy (bulk-copy.ts). PGlite runs PostgreSQL in WebAssembly on this
// process's thread and answers a COPY all at once, so one COPY of the whole table cannot overlap
// with DuckDB's read of it. A table is copied instead a range of its pages at a time (TID range
// scans, PostgreSQL 14+), every COPY in one read-only REPEATABLE READ transaction: PGlite lets no
// other query in until it ends, and the ranges hold each row version of that one snapshot exactly
// once, however rows are spread or keyed. Each part goes to a file that DuckDB reads on its own
// threads while PGlite produces the next. See docs/decisions/085 and 087.
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { quoteLiteral } from './sql-quoting.ts';

type PgliteResult = { blob?: Blob; rows?: Array<Record<string, unknown>>; affectedRows?: number };
type PgliteQueries = { query(text: string): Promise<PgliteResult> };
export type PgliteLike = PgliteQueries & {
  transaction?<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  /** PGlite's Emscripten module: its file system takes what COPY writes to a path. */
  Module?: { FS: PgliteFs };
};

type PgliteFs = {
  readFile(path: string): Uint8Array;
  unlink(path: string): void;
  analyzePath(path: string): { exists: boolean };
  makedev(major: number, minor: number): number;
  getDevice(dev: number): unknown;
  registerDevice(
    dev: number,
    ops: { write(stream: unknown, buffer: Uint8Array, offset: number, length: number): number },
  ): void;
  mkdev(path: string, dev: number): void;
};

/** About 160,000 USMTO rows (10 MB of CSV) a part: small enough to overlap, few enough COPYs. */
const PART_PAGES = 2048;

export async function copyFromPglite(
  client: PgliteLike,
  {
    select,
    table,
    dir,
    partPages = PART_PAGES,
    readPart,
    onRows,
  }: {
    select: string;
    table?: string;
    dir: string;
    partPages?: number;
    readPart: (file: string) => Promise<unknown>;
    onRows?: (rows: number) => void;
  },
): Promise<void> {
  const fs = client.Module?.FS;
  const inTransaction = client.transaction?.bind(client);
  if (!fs || !inTransaction) {
    // A PGlite without its module: its /dev/blob device, read with one arrayBuffer() (decision 085).
    const { blob } = await client.query(`copy (${select}) to '/dev/blob' with (format csv)`);
    const file = path.join(dir, 'rows.csv');
    await writeFile(file, blob ? new Uint8Array(await blob.arrayBuffer()) : '');
    await readPart(file);
    return;
  }
  // DuckDB reads the parts one after the other, each while PGlite produces the next; a failed read
  // stops the rest and fails the copy.
  let reading: Promise<unknown> = Promise.resolve();
  let readFailed: Error | undefined;
  let rows = 0;
  try {
    await inTransaction(async (tx) => {
      // Read only: this copy must never write; and one snapshot for every part (the statement must
      // come first in the transaction).
      // The transaction also keeps every other query out until a part's bytes are written out
      // (copyPart reuses one buffer).
      await tx.query('set transaction isolation level repeatable read, read only');
      const wheres =
        table !== undefined && readsOnly(select, table) ? pageRanges(await tablePages(tx, table), partPages) : ['true'];
      for (const [index, where] of wheres.entries()) {
        if (readFailed) break;
        const file = path.join(dir, `part-${index}.csv`);
        const partSelect = where === 'true' ? select : `${select} where ${where}`;
        const copied = await copyPart(tx, fs, (to) => `copy (${partSelect}) to '${to}' with (format csv)`, file);
        rows += copied.rows;
        onRows?.(rows);
        reading = reading
          .then(() => (readFailed ? undefined : readPart(copied.file)))
          .catch((error: Error) => {
            readFailed ??= error;
          })
          .finally(() => rm(copied.file, { force: true }));
      }
    });
  } finally {
    await reading;
  }
  if (readFailed) throw readFailed;
}

/**
 * Conditions on `ctid` covering every page: the first range is open below, the last open above
 * (pages added after the snapshot hold no row of it, and the count read may already be stale).
 */
export function pageRanges(pages: number, partPages: number): string[] {
  const step = Math.max(1, Math.floor(partPages));
  const bounds: number[] = [];
  for (let page = step; page < pages; page += step) bounds.push(page);
  if (bounds.length === 0) return ['true'];
  const tid = (page: number) => `'(${page},0)'::tid`;
  return [
    `ctid < ${tid(bounds[0] as number)}`,
    ...bounds.slice(1).map((to, i) => `ctid >= ${tid(bounds[i] as number)} and ctid < ${tid(to)}`),
    `ctid >= ${tid(bounds.at(-1) as number)}`,
  ];
}

/** True when the SELECT is `select <columns> from <table>` with nothing after: a WHERE may be appended. */
function readsOnly(select: string, table: string): boolean {
  return /^\s*select\s/i.test(select) && select.trimEnd().toLowerCase().endsWith(` from ${table.toLowerCase()}`);
}

async function tablePages(tx: PgliteQueries, table: string): Promise<number> {
  const { rows } = await tx.query(
    `select (pg_relation_size(${quoteLiteral(table)}) / current_setting('block_size')::int)::int as pages`,
  );
  return Number(rows?.[0]?.pages ?? 0);
}

/**
 * Runs the COPY (given the path it writes to) and writes what it wrote to `file` for DuckDB.
 * Into a device of ours where PGlite allows one: its writes land in one buffer that doubles when
 * full and is reused by the next part. A file of PGlite's in-memory file system grows by an eighth
 * at a time, copying itself each time: 6 of the 9 s of a 2 million row COPY (decision 087); and
 * PGlite's /dev/blob keeps one piece per write (decision 085). Otherwise such a file, removed after.
 */
async function copyPart(
  queries: PgliteQueries,
  fs: PgliteFs,
  copy: (to: string) => string,
  file: string,
): Promise<{ file: string; rows: number }> {
  const device = copyDevice(fs);
  if (device) {
    device.sink.length = 0;
    const result = await queries.query(copy(device.path));
    await writeFile(file, device.sink.buffer.subarray(0, device.sink.length));
    return { file, rows: result.affectedRows ?? 0 };
  }
  const inPglite = `/tmp/mti-bulk-copy-${randomUUID()}.csv`;
  try {
    const result = await queries.query(copy(inPglite));
    await writeFile(file, fs.readFile(inPglite));
    return { file, rows: result.affectedRows ?? 0 };
  } finally {
    if (fs.analyzePath(inPglite).exists) fs.unlink(inPglite);
  }
}

type Sink = { buffer: Uint8Array; length: number };
const DEVICES = new WeakMap<PgliteFs, { path: string; sink: Sink } | null>();

/**
 * The device COPY writes to in this PGlite (made once per instance). One copy at a time uses it:
 * copyPart runs inside a PGlite transaction, which no other query enters, and writes a part out
 * before the next COPY starts.
 */
function copyDevice(fs: PgliteFs): { path: string; sink: Sink } | null {
  if (DEVICES.has(fs)) return DEVICES.get(fs) ?? null;
  let device: { path: string; sink: Sink } | null = null;
  if (typeof fs.registerDevice === 'function' && typeof fs.mkdev === 'function') {
    // A device number no one uses yet (Emscripten's own are 1, 5 and 6; PGlite's /dev/blob 64).
    let major = 200;
    while (major < 255 && fs.getDevice(fs.makedev(major, 0))) major++;
    const dev = fs.makedev(major, 0);
    const sink: Sink = { buffer: new Uint8Array(1024 * 1024), length: 0 };
    fs.registerDevice(dev, {
      write(_stream, buffer, offset, length) {
        if (sink.length + length > sink.buffer.length) {
          const grown = new Uint8Array(Math.max(sink.buffer.length * 2, sink.length + length));
          grown.set(sink.buffer.subarray(0, sink.length));
          sink.buffer = grown;
        }
        sink.buffer.set(buffer.subarray(offset, offset + length), sink.length);
        sink.length += length;
        return length;
      },
    });
    const devicePath = `/dev/mti-bulk-copy-${major}`;
    fs.mkdev(devicePath, dev);
    device = { path: devicePath, sink };
  }
  DEVICES.set(fs, device);
  return device;
}
