// The embedded columnar engine: a DuckDB database in memory holding a read-only copy of every
// registered dataset (PostgreSQL stays the system of record), a small pool of connections, and a
// time limit that interrupts a query running too long. Each dataset loads on its own, with its own
// version: one that fails to load does not keep the others from answering. See docs/decisions/008
// and 030.
import { availableParallelism } from 'node:os';
import { type DuckDBConnection, DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import type { Db } from '../../platform/db.ts';
import { analyticsLoading, copyUnavailable, queryTimeout } from './analytics-errors.ts';
import { type CopySource, fillDatasetCopy } from './copy-sources.ts';
import type { CopyLoader, DatasetDef } from './dataset-declaration.ts';
import { REGISTERED_DATASETS } from './datasets/registry.ts';
import { findDatasetVersions } from './queries.ts';
import { createQueryScheduler } from './query-scheduler.ts';
import { buildRollups, dropRollups, type Rollup } from './rollups.ts';

export type { CopyLoader };

export type EngineLog = {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type EngineOptions = {
  db: Db;
  log: EngineLog;
  /** Interrupt a query after this long (ms). */
  timeLimitMs?: number;
  /** Refuse results with more cells than this. */
  maxCells?: number;
  /** DuckDB worker threads; the machine's cores by default. */
  threads?: number;
  /** How often the running engine looks for a newer load in PostgreSQL (ms); a minute by default. */
  versionCheckMs?: number;
  /** The datasets to hold; the registry's by default (tests add fixtures). */
  datasets?: readonly DatasetDef[];
  /** Fills a dataset's copy another way, by dataset id (benchmarks generate rows inside DuckDB). */
  loaders?: Readonly<Record<string, CopyLoader>>;
  /** Analyses of one user running at once (ANALYTICS_QUERIES_PER_USER); 2 by default. */
  queriesPerUser?: number;
  /** Analyses of one user waiting for their turn; one more is refused with 429. 4 by default. */
  queuePerUser?: number;
  /** How long a request waits for a first load before it is answered 503 analytics_loading (ms). */
  loadWaitMs?: number;
  /**
   * The datasets of one owner (their uploaded tables), asked for at each request that needs them:
   * held beside the registered ones while used, never listed or opened for anyone else.
   */
  ownedDatasets?: (siteId: string) => Promise<readonly DatasetDef[]>;
  /** Owned datasets whose copies stay in memory; the least recently used goes first. 32 by default. */
  maxOwnedCopies?: number;
  /**
   * Where each dataset's copy is kept as Parquet files per data version (columnar-files.ts), read at
   * the next start instead of copying from the system of record; none: always copy.
   */
  columnarDir?: string | null;
};

/** What the analyzer is told while it waits: is there a copy to query, and how far the load is. */
export type EngineStatus = {
  /** loading: a load runs (a first one, or a reload while the old copy still answers); failed: no copy could be loaded. */
  state: 'loading' | 'ready' | 'failed';
  rows_loaded: number;
  rows_expected: number | null;
  /** The copies queries read now, one version per dataset. */
  data_version: string;
  /** Where each dataset's copy came from at its last load (absent before one). */
  source: Record<string, CopySource>;
};

export type Row = Record<string, unknown>;
export type QueryParams = DuckDBValue[];

export type AnalyticsEngine = ReturnType<typeof createAnalyticsEngine>;

export function createAnalyticsEngine(options: EngineOptions) {
  const { db, log } = options;
  const timeLimitMs = options.timeLimitMs ?? 10_000;
  const maxCells = options.maxCells ?? 50_000;
  const versionCheckMs = options.versionCheckMs ?? 60_000;
  const loadWaitMs = options.loadWaitMs ?? 15_000;
  const queriesPerUser = options.queriesPerUser ?? 2;
  // One connection more than a user may hold, so that another user always finds one; few beyond
  // that, as each running statement holds one of libuv's four worker threads.
  const poolSize = queriesPerUser + 1;
  const scheduler = createQueryScheduler({
    slots: poolSize,
    perUser: queriesPerUser,
    queuePerUser: options.queuePerUser ?? 4,
  });

  let instance: DuckDBInstance | null = null;
  const idle: DuckDBConnection[] = [];
  const busy = new Set<DuckDBConnection>();
  const waiting: Array<(c: DuckDBConnection) => void> = [];
  const datasets = options.datasets ?? REGISTERED_DATASETS;
  /** One copy per dataset: loaded on its own, versioned on its own. */
  type Copy = {
    dataset: DatasetDef;
    loading: Promise<void> | null;
    loaded: boolean;
    loadCount: number;
    sourceVersion: number | null;
    periodBounds: { first: string; last: string } | null;
    lastLoadFailed: boolean;
    rowsLoaded: number;
    rowsExpected: number | null;
    source: CopySource | null;
    /** The summaries queries read now (none until built), and those of the load before (a query may still read them). */
    rollups: Rollup[];
    previousRollups: Rollup[];
    /** What follows a load once the copy answers: its summaries built, then its Parquet files written. */
    finishing: Promise<void> | null;
  };
  const newCopy = (dataset: DatasetDef, loadCount = 0): Copy => ({
    dataset,
    loading: null,
    loaded: false,
    loadCount,
    sourceVersion: null,
    periodBounds: null,
    lastLoadFailed: false,
    rowsLoaded: 0,
    rowsExpected: null,
    source: null,
    rollups: [],
    previousRollups: [],
    finishing: null,
  });
  const copies = new Map<string, Copy>(datasets.map((dataset) => [dataset.id, newCopy(dataset)]));
  /** Copies of owned datasets (uploaded tables), least recently used first; not part of the status. */
  const ownedCopies = new Map<string, Copy>();
  const maxOwnedCopies = options.maxOwnedCopies ?? 32;
  let lastVersionCheck = 0;
  let rollupGeneration = 0;
  let versionTimer: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  /** Called after each (re)load of a dataset: caches of results over its old copy are dropped. */
  const onReload = new Set<(datasetId: string) => void>();

  function copyOf(datasetId: string): Copy {
    const copy = copies.get(datasetId) ?? ownedCopies.get(datasetId);
    if (!copy) throw new Error(`dataset ${datasetId} is not registered with the engine`);
    return copy;
  }

  /** Holds an owned dataset's copy (a new one when its content changed); loads wait for the first query. */
  function attach(dataset: DatasetDef): void {
    const held = ownedCopies.get(dataset.id);
    ownedCopies.delete(dataset.id);
    if (held && held.dataset.contentVersion === dataset.contentVersion) {
      ownedCopies.set(dataset.id, held);
      return;
    }
    // The load count goes on: results cached over the old content are never taken for the new.
    ownedCopies.set(dataset.id, newCopy(dataset, held?.loadCount ?? 0));
    while (ownedCopies.size > maxOwnedCopies) detach(ownedCopies.keys().next().value as string);
  }

  /** Lets an owned dataset go (deleted, or the least recently used): its tables leave DuckDB. */
  function detach(datasetId: string): void {
    const copy = ownedCopies.get(datasetId);
    if (!copy) return;
    ownedCopies.delete(datasetId);
    const drop = async () =>
      closed ||
      withConnection(async (c) => {
        for (const table of copy.dataset.copy.tables) await c.run(`drop table if exists ${table}`);
      });
    void (copy.loading ?? Promise.resolve())
      .catch(() => {})
      .then(drop)
      .catch(() => {});
  }

  /** The owner's own datasets, held while they exist; those gone from the owner's list are let go. */
  async function ownedBy(siteId: string): Promise<readonly DatasetDef[]> {
    if (!options.ownedDatasets) return [];
    const owned = await options.ownedDatasets(siteId);
    const ids = new Set(owned.map((d) => d.id));
    for (const [id, copy] of ownedCopies) if (copy.dataset.access.owner === siteId && !ids.has(id)) detach(id);
    for (const d of owned) attach(d);
    return owned;
  }

  /** The datasets a reader may be shown: the registered ones, then their own (by their owner's id). */
  async function datasetsFor(siteId: string | undefined): Promise<readonly DatasetDef[]> {
    return siteId === undefined ? datasets : [...datasets, ...(await ownedBy(siteId))];
  }

  /** A dataset by id: a registered one, or one of this reader's own; another owner's is not found. */
  async function findDataset(id: string, siteId: string | undefined): Promise<DatasetDef | undefined> {
    const registered = datasets.find((d) => d.id === id);
    if (registered || siteId === undefined) return registered;
    return (await ownedBy(siteId)).find((d) => d.id === id);
  }

  let opening: Promise<DuckDBInstance> | null = null;
  /** The one DuckDB instance, opened by the first caller (datasets load in parallel: they share it). */
  function openInstance(): Promise<DuckDBInstance> {
    if (instance) return Promise.resolve(instance);
    opening ??= (async () => {
      const threads = String(options.threads ?? Math.max(1, availableParallelism()));
      // No extension may be fetched at run time: the copy is filled through the app.
      const created = await DuckDBInstance.create(':memory:', {
        threads,
        autoinstall_known_extensions: 'false',
        autoload_known_extensions: 'false',
      });
      for (let i = 0; i < poolSize; i++) idle.push(await created.connect());
      instance = created;
      return created;
    })().finally(() => {
      opening = null;
    });
    return opening;
  }

  async function acquire(): Promise<DuckDBConnection> {
    const free = idle.pop() ?? (await new Promise<DuckDBConnection>((resolve) => waiting.push(resolve)));
    busy.add(free);
    return free;
  }
  function release(connection: DuckDBConnection) {
    busy.delete(connection);
    const next = waiting.shift();
    if (next) next(connection);
    else idle.push(connection);
  }

  /** fromDatabase: copy from the system of record even when files of this version exist (refresh). */
  async function loadCopy(copy: Copy, fromDatabase: boolean): Promise<void> {
    // The previous load's summaries and files are made from its tables: they must not change meanwhile.
    await copy.finishing;
    const started = Date.now();
    const db0 = await openInstance();
    const connection = await db0.connect();
    let finishesLater = false;
    try {
      const { dataset } = copy;
      copy.rowsLoaded = 0;
      const filled = await fillDatasetCopy({
        db,
        connection,
        dataset,
        loader: options.loaders?.[dataset.id],
        columnarDir: options.columnarDir,
        readFiles: !fromDatabase,
        onExpected: (n) => {
          copy.rowsExpected = n;
        },
        onRows: (n) => {
          copy.rowsLoaded = n;
        },
        onNote: (note) => log.info({ dataset: dataset.id, note }, 'analytics columnar copy'),
      });
      const { rows, first, last } = filled.stats;
      const version = filled.version;
      // The old summaries no longer match the rows: queries read the rows until the new ones are built.
      const retired = copy.previousRollups;
      copy.previousRollups = copy.rollups;
      copy.rollups = [];
      copy.source = filled.source;
      copy.rowsLoaded = rows;
      copy.lastLoadFailed = false;
      copy.sourceVersion = version;
      copy.periodBounds = first && last ? { first, last } : null;
      copy.loadCount += 1;
      copy.loaded = true;
      for (const listener of onReload) listener(dataset.id);
      log.info(
        {
          dataset: dataset.id,
          rows,
          ms: Date.now() - started,
          dataVersion: dataVersion(dataset.id),
          source: filled.source,
        },
        'analytics copy loaded',
      );
      // The copy answers now; its summaries and files follow on this connection, closed after them.
      finishesLater = true;
      copy.finishing = finishLoad(copy, connection, retired, filled.persist).finally(() => {
        connection.closeSync();
        copy.finishing = null;
      });
    } finally {
      if (!finishesLater) connection.closeSync();
    }
  }

  /** Builds the summaries of a load, drops those two loads back, then writes the Parquet files. */
  async function finishLoad(
    copy: Copy,
    connection: DuckDBConnection,
    retired: readonly Rollup[],
    persist: ((c: DuckDBConnection) => Promise<void>) | undefined,
  ): Promise<void> {
    const started = Date.now();
    const { dataset } = copy;
    rollupGeneration += 1;
    try {
      copy.rollups = await buildRollups(connection, dataset, rollupGeneration);
    } catch (err) {
      log.error({ err, dataset: dataset.id }, 'analytics summaries failed: queries read the rows');
    }
    // Two loads back nobody reads: a query picks its summary just before it runs.
    await dropRollups(connection, retired);
    const summarised = Date.now();
    await persist?.(connection);
    log.info(
      { dataset: dataset.id, summariesMs: summarised - started, filesMs: persist ? Date.now() - summarised : null },
      'analytics summaries and columnar copy done',
    );
  }

  /** Starts (or joins) a dataset's load; a failed load is logged and retried by the next query. */
  function startLoad(copy: Copy, fromDatabase = false): Promise<void> {
    if (closed) return Promise.reject(copyUnavailable());
    copy.loading ??= loadCopy(copy, fromDatabase)
      .catch((err) => {
        copy.lastLoadFailed = true;
        log.error({ err, dataset: copy.dataset.id }, 'analytics copy failed to load');
        throw copyUnavailable();
      })
      .finally(() => {
        copy.loading = null;
      });
    return copy.loading;
  }

  /**
   * Resolves once the dataset's copy is there (queries wait for its first load); without an id,
   * once every dataset's is. Rejects (503) when that load failed: the next call tries again.
   */
  async function whenReady(datasetId?: string): Promise<void> {
    const wanted = datasetId === undefined ? [...copies.values()] : [copyOf(datasetId)];
    await Promise.all(wanted.map((copy) => (copy.loaded ? undefined : (copy.loading ?? startLoad(copy)))));
    if (Date.now() - lastVersionCheck >= versionCheckMs) void checkSourceVersion();
  }

  /** As whenReady, but a first load still running after loadWaitMs answers 503 analytics_loading. */
  async function whenReadyWithin(datasetId?: string, ms = loadWaitMs): Promise<void> {
    const wanted = datasetId === undefined ? [...copies.values()] : [copyOf(datasetId)];
    if (wanted.every((c) => c.loaded)) return whenReady(datasetId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(analyticsLoading()), ms);
    });
    try {
      await Promise.race([whenReady(datasetId), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A user's analysis (one or more statements) in its turn: see query-scheduler.ts. */
  async function runFor<T>(user: string, task: () => Promise<T>): Promise<T> {
    return scheduler.run(user, task);
  }

  /** Every dataset's load together: loading while any loads, failed while any has no copy. */
  function status(): EngineStatus {
    const all = [...copies.values()];
    // Asked before anything started the first loads (an app without background tasks): start them.
    for (const c of all) if (!c.loaded && !c.loading && !c.lastLoadFailed && !closed) void startLoad(c).catch(() => {});
    const state = all.some((c) => c.loading)
      ? 'loading'
      : all.some((c) => !c.loaded && c.lastLoadFailed)
        ? 'failed'
        : all.every((c) => c.loaded)
          ? 'ready'
          : 'loading';
    const expected = all.map((c) => c.rowsExpected);
    return {
      state,
      rows_loaded: all.reduce((sum, c) => sum + c.rowsLoaded, 0),
      rows_expected: expected.some((n) => n === null) ? null : expected.reduce<number>((s, n) => s + (n ?? 0), 0),
      data_version: all.map((c) => `${c.sourceVersion ?? 0}.${c.loadCount}`).join('/'),
      source: Object.fromEntries(all.flatMap((c) => (c.source ? [[c.dataset.id, c.source]] : []))),
    };
  }

  /**
   * Another instance may have loaded new data (`npm run seed:analytics`): compare each dataset's
   * version with its copy's and reload those that differ; resolves once those reloads are done
   * (queries keep the old copies meanwhile). The timer runs it every versionCheckMs, and so may a query.
   */
  async function checkSourceVersion(): Promise<void> {
    const loadedCopies = [...copies.values()].filter((c) => c.loaded);
    if (loadedCopies.length === 0 || closed) return;
    lastVersionCheck = Date.now();
    // A load under way may predate the new version: let it finish, then compare.
    await Promise.all(loadedCopies.map((c) => c.loading?.catch(() => {})));
    let current: Map<string, number>;
    try {
      current = await findDatasetVersions(
        db,
        loadedCopies.map((c) => c.dataset.id),
      );
    } catch (err) {
      log.error({ err }, 'analytics version check failed');
      return;
    }
    const stale = loadedCopies.filter((c) => (current.get(c.dataset.id) ?? null) !== c.sourceVersion);
    await Promise.all(stale.map((c) => startLoad(c).catch(() => {})));
  }

  /** The dataset's load version and this instance's load count: results over it are cached under it. */
  function dataVersion(datasetId: string): string {
    const copy = copyOf(datasetId);
    return `${copy.sourceVersion ?? 0}.${copy.loadCount}`;
  }

  /**
   * Reloads copies from PostgreSQL now (one dataset, or all), never from their files, which are
   * written anew: queries keep the old ones meanwhile.
   */
  async function refresh(datasetId?: string): Promise<void> {
    const wanted = datasetId === undefined ? [...copies.values()] : [copyOf(datasetId)];
    await Promise.all(wanted.map((copy) => startLoad(copy, true)));
  }

  /** Runs one statement with positional parameters ($1, $2, …) under the time limit. */
  async function query(sqlText: string, params: QueryParams = [], limitMs = timeLimitMs): Promise<Row[]> {
    await openInstance();
    const connection = await acquire();
    if (closed) {
      release(connection);
      throw copyUnavailable();
    }
    let timedOut = false;
    let repeat: ReturnType<typeof setInterval> | undefined;
    // An interrupt that arrives before DuckDB has begun the statement (a busy machine) is lost:
    // keep interrupting until the statement ends.
    const timer = setTimeout(() => {
      timedOut = true;
      connection.interrupt();
      repeat = setInterval(() => connection.interrupt(), 100);
    }, limitMs);
    try {
      const reader = await connection.runAndReadAll(sqlText, params);
      return reader.getRowObjectsJS() as Row[];
    } catch (error) {
      if (timedOut) throw queryTimeout();
      throw error;
    } finally {
      clearTimeout(timer);
      clearInterval(repeat);
      release(connection);
    }
  }

  /** Runs fn on a connection of its own (loading user tables), outside the query pool. */
  async function withConnection<T>(fn: (c: DuckDBConnection) => Promise<T>): Promise<T> {
    const db0 = await openInstance();
    const connection = await db0.connect();
    try {
      return await fn(connection);
    } finally {
      connection.closeSync();
    }
  }

  return {
    timeLimitMs,
    maxCells,
    /** The registered datasets this engine holds, in the registry's order. */
    datasets: () => datasets,
    datasetsFor,
    findDataset,
    /** Begins every dataset's first load in the background; the server does not wait for them. */
    start: () => {
      for (const copy of copies.values()) void startLoad(copy).catch(() => {});
      // An idle server notices another instance's load too, not only at its next query.
      versionTimer ??= setInterval(() => void checkSourceVersion(), versionCheckMs);
      versionTimer.unref();
    },
    whenReady,
    whenReadyWithin,
    runFor,
    /** Analyses running and waiting for their turn now. */
    schedulerLoad: () => scheduler.load(),
    status,
    /** Whether any dataset's copy is in memory (for /metrics, which must not start a load). */
    isLoaded: () => [...copies.values()].some((c) => c.loaded),
    checkSourceVersion,
    refresh,
    query,
    withConnection,
    dataVersion,
    periodBounds: (datasetId: string) => copyOf(datasetId).periodBounds,
    /** The dataset's summary tables now (rollups.ts): none until built after a load. */
    rollupsOf: (datasetId: string): readonly Rollup[] => copyOf(datasetId).rollups,
    /** Resolves once every load's summaries and files are done (benchmarks, tests). */
    whenFinished: async () => {
      await Promise.all([...copies.values()].map((c) => c.finishing));
    },
    onReload: (listener: (datasetId: string) => void) => {
      onReload.add(listener);
    },
    close: async () => {
      closed = true;
      clearInterval(versionTimer);
      // Statements still running end now and waiting ones never start (their callers get an error).
      scheduler.close(copyUnavailable());
      for (const c of busy) c.interrupt();
      const all = [...copies.values(), ...ownedCopies.values()];
      await Promise.all(all.map((c) => c.loading?.catch(() => {})));
      await Promise.all(all.map((c) => c.finishing));
      for (const c of idle.splice(0)) c.closeSync();
      instance?.closeSync();
      instance = null;
    },
  };
}
