// Where a dataset's copy comes from at each load: its Parquet files when they hold the version the
// system of record names now, the system of record otherwise (and then the files are written for
// the next start). A loader given by the caller (benchmarks, tests) is used as it is, with no files.
import type { DuckDBConnection } from '@duckdb/node-api';
import type { Db } from '../../platform/db.ts';
import { type DataVersionKey, restoreColumnarCopy, writeColumnarCopy } from './columnar-files.ts';
import type { CopyLoader, CopyStats, DatasetDef } from './dataset-declaration.ts';
import { findDatasetLoad } from './queries.ts';

/** database: copied from the system of record; columnar_file: read from its Parquet files; loader: the caller's loader. */
export type CopySource = 'database' | 'columnar_file' | 'loader';

export type FilledCopy = {
  stats: CopyStats;
  source: CopySource;
  version: number | null;
  /**
   * Writes the Parquet files of what was just copied; the engine runs it once the copy answers
   * queries, and starts no other load of the dataset until it is done (the tables must not change).
   */
  persist?: (connection: DuckDBConnection) => Promise<void>;
};

export async function fillDatasetCopy({
  db,
  connection,
  dataset,
  loader,
  columnarDir,
  readFiles,
  onExpected,
  onRows,
  onNote,
}: {
  db: Db;
  connection: DuckDBConnection;
  dataset: DatasetDef;
  /** The caller's own loader for this dataset, if any. */
  loader?: CopyLoader;
  /** Where the Parquet files live; none: always copy from the system of record. */
  columnarDir?: string | null;
  /** False: copy from the system of record even when files of this version exist (an explicit refresh). */
  readFiles: boolean;
  /** The rows of the dataset's last load in the system of record (what the copy should hold), null before one. */
  onExpected: (rows: number | null) => void;
  onRows?: (rows: number) => void;
  /** Why the files were not read or not written (logged, never an error of the load). */
  onNote: (note: string) => void;
}): Promise<FilledCopy> {
  const before = await findDatasetLoad(db, dataset.id);
  const version = before?.version ?? null;
  onExpected(before?.rowCount ?? null);
  if (loader) return { stats: await loader({ db, connection, onRows }), source: 'loader', version };
  const tables = dataset.copy.tables;
  if (columnarDir && before && readFiles) {
    const outcome = await restoreColumnarCopy({
      connection,
      root: columnarDir,
      datasetId: dataset.id,
      tables,
      key: before,
    });
    if (outcome.restored) {
      onRows?.(outcome.stats.rows);
      return { stats: outcome.stats, source: 'columnar_file', version };
    }
    onNote(outcome.reason);
  }
  const stats = await dataset.copy.load({ db, connection, onRows });
  if (!columnarDir || !before) return { stats, source: 'database', version };
  // Files only for rows that are surely this version's: a load that ran into a newer one writes none.
  const after = await findDatasetLoad(db, dataset.id);
  if (!after || !sameLoad(before, after)) {
    onNote('a newer load arrived while copying: no columnar copy written');
    return { stats, source: 'database', version };
  }
  const persist = (c: DuckDBConnection) =>
    writeColumnarCopy({ connection: c, root: columnarDir, datasetId: dataset.id, tables, key: before, stats }).catch(
      (error: Error) => onNote(`the columnar copy could not be written: ${error.message}`),
    );
  return { stats, source: 'database', version, persist };
}

function sameLoad(a: DataVersionKey, b: DataVersionKey): boolean {
  return a.version === b.version && a.loadedAt.getTime() === b.loadedAt.getTime();
}
