// The user's uploaded CSV and XLSX files as tables the analyzer can blend: their list (name,
// columns, row count) and their parsed rows for the analytics engine. Parsed tables are kept per
// instance, keyed by file id and modification time, so a new upload is read anew.

import { extensionOf } from '@mti/contracts/files/file-name';
import type { UserTableDescription } from '@mti/contracts/files/repository-api';
import type { Db } from '../../platform/db.ts';
import { listReachableTables, readContent } from './queries.ts';
import { type ParsedTable, parseTable } from './table-parsing.ts';
import type { TableLimits } from './upload-limits.ts';

/** What the analytics engine takes (modules/analytics UserTable). */
export type BlendTable = {
  id: string;
  name: string;
  fileId: string;
  modifiedAt: Date;
  columns: readonly string[];
  rows: ParsedTable['rows'];
};

/** Parsed tables kept, counted in cells; the least recently used go first. */
const CACHE_MAX_CELLS = 5_000_000;
const cache = new Map<string, { table: Promise<ParsedTable>; cells: number }>();

function cachedTable(
  db: Db,
  key: string,
  file: { id: string; name: string; cells: number },
  limits: TableLimits | undefined,
): Promise<ParsedTable> {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit.table;
  }
  const table = readContent(db, file.id).then((content) =>
    parseTable(extensionOf(file.name).toLowerCase(), content ?? Buffer.alloc(0), limits),
  );
  cache.set(key, { table, cells: file.cells });
  table.catch(() => cache.delete(key));
  let total = 0;
  for (const entry of cache.values()) total += entry.cells;
  for (const [oldKey, entry] of cache) {
    if (total <= CACHE_MAX_CELLS || oldKey === key) break;
    cache.delete(oldKey);
    total -= entry.cells;
  }
  return table;
}

/** `/home/u/Data/a.csv` → `Data/a.csv`: how an analysis's blend names the table. */
function nameBelowHome(path: string): string {
  return path.split('/').slice(3).join('/');
}

/** GET repo/tables: the tables a user can blend. */
export async function listUserTables({ db, siteId }: { db: Db; siteId: string }): Promise<UserTableDescription[]> {
  const rows = await listReachableTables(db, siteId);
  return rows.map((r) => ({
    name: nameBelowHome(r.path),
    id: r.id,
    path: r.path,
    columns: r.tableColumns ?? [],
    row_count: r.tableRowCount ?? 0,
  }));
}

/** For the analytics engine (blends, and each table as a dataset of its own): the user's tables with their rows (read within the upload limits). */
export async function loadBlendTables({
  db,
  siteId,
  limits,
}: {
  db: Db;
  siteId: string;
  limits?: TableLimits;
}): Promise<BlendTable[]> {
  const rows = await listReachableTables(db, siteId);
  return Promise.all(
    rows.map(async (r) => {
      const key = `${r.id}:${r.modifiedAt.getTime()}`;
      const cells = (r.tableRowCount ?? 0) * (r.tableColumns?.length ?? 0);
      const table = await cachedTable(db, key, { id: r.id, name: r.name, cells }, limits);
      return {
        id: `file:${key}`,
        name: nameBelowHome(r.path),
        fileId: r.id,
        modifiedAt: r.modifiedAt,
        columns: table.columns,
        rows: table.rows,
      };
    }),
  );
}
