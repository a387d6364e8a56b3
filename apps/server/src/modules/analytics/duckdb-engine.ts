// The embedded columnar engine: a DuckDB database in memory holding a read-only copy of the
// product datasets (PostgreSQL stays the system of record), a small pool of connections, and a
// time limit that interrupts a query running too long. See docs/decisions/008.
import { availableParallelism } from 'node:os';
import { type DuckDBConnection, DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import type { Db } from '../../platform/db.ts';
import { copyUnavailable, queryTimeout } from './analytics-errors.ts';
import { findDatasetVersion } from './queries.ts';
import { loadUsmtoCopy } from './usmto-copy-loader.ts';

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
  /** Fills the copy another way (benchmarks generate rows inside DuckDB); PostgreSQL by default. */
  loadCopy?: CopyLoader;
};

export type CopyLoader = (options: {
  db: Db;
  connection: DuckDBConnection;
}) => Promise<{ rows: number; first: string | null; last: string | null }>;

export type Row = Record<string, unknown>;
export type QueryParams = DuckDBValue[];

const POOL_SIZE = 2;
const USMTO_DATASET_ID = 'usmto-orders';

export type AnalyticsEngine = ReturnType<typeof createAnalyticsEngine>;

export function createAnalyticsEngine(options: EngineOptions) {
  const { db, log } = options;
  const timeLimitMs = options.timeLimitMs ?? 10_000;
  const maxCells = options.maxCells ?? 50_000;
  const versionCheckMs = options.versionCheckMs ?? 60_000;

  let instance: DuckDBInstance | null = null;
  const idle: DuckDBConnection[] = [];
  const waiting: Array<(c: DuckDBConnection) => void> = [];
  let loading: Promise<void> | null = null;
  let loaded = false;
  let loadCount = 0;
  let sourceVersion: number | null = null;
  let lastVersionCheck = 0;
  let versionTimer: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  let periodBounds: { first: string; last: string } | null = null;
  /** Called after each (re)load: caches of results over the old copy are dropped. */
  const onReload = new Set<() => void>();

  async function openInstance(): Promise<DuckDBInstance> {
    if (instance) return instance;
    const threads = String(options.threads ?? Math.max(1, availableParallelism()));
    // No extension may be fetched at run time: the copy is filled through the app.
    instance = await DuckDBInstance.create(':memory:', {
      threads,
      autoinstall_known_extensions: 'false',
      autoload_known_extensions: 'false',
    });
    for (let i = 0; i < POOL_SIZE; i++) idle.push(await instance.connect());
    return instance;
  }

  async function acquire(): Promise<DuckDBConnection> {
    const free = idle.pop();
    if (free) return free;
    return new Promise((resolve) => waiting.push(resolve));
  }
  function release(connection: DuckDBConnection) {
    const next = waiting.shift();
    if (next) next(connection);
    else idle.push(connection);
  }

  async function loadCopy(): Promise<void> {
    const started = Date.now();
    const db0 = await openInstance();
    const connection = await db0.connect();
    try {
      const version = await findDatasetVersion(db, USMTO_DATASET_ID);
      const { rows, first, last } = await (options.loadCopy ?? loadUsmtoCopy)({ db, connection });
      sourceVersion = version;
      lastVersionCheck = started;
      periodBounds = first && last ? { first, last } : null;
      loadCount += 1;
      loaded = true;
      for (const listener of onReload) listener();
      log.info({ rows, ms: Date.now() - started, dataVersion: dataVersion() }, 'analytics copy loaded');
    } finally {
      connection.closeSync();
    }
  }

  /** Starts (or joins) a load; a failed load is logged and retried by the next query. */
  function startLoad(): Promise<void> {
    if (closed) return Promise.reject(copyUnavailable());
    loading ??= loadCopy()
      .catch((err) => {
        log.error({ err }, 'analytics copy failed to load');
        throw copyUnavailable();
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** Resolves once a copy is there; queries wait for the first load. */
  async function whenReady(): Promise<void> {
    if (!loaded) await (loading ?? startLoad());
    else if (Date.now() - lastVersionCheck >= versionCheckMs) void checkSourceVersion();
  }

  /**
   * Another instance may have loaded new data (`npm run seed:analytics`): compare the dataset's
   * version with the copy's and reload when they differ; resolves once that reload is done (queries
   * keep the old copy meanwhile). The timer runs it every versionCheckMs, and so may a query.
   */
  async function checkSourceVersion(): Promise<void> {
    if (!loaded || closed) return;
    lastVersionCheck = Date.now();
    // A load under way may predate the new version: let it finish, then compare.
    if (loading) await loading.catch(() => {});
    let current: number | null;
    try {
      current = await findDatasetVersion(db, USMTO_DATASET_ID);
    } catch (err) {
      log.error({ err }, 'analytics version check failed');
      return;
    }
    if (current !== sourceVersion) await startLoad().catch(() => {});
  }

  function dataVersion(): string {
    return `${sourceVersion ?? 0}.${loadCount}`;
  }

  /** Runs one statement with positional parameters ($1, $2, …) under the time limit. */
  async function query(sqlText: string, params: QueryParams = [], limitMs = timeLimitMs): Promise<Row[]> {
    await whenReady();
    const connection = await acquire();
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
    await whenReady();
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
    /** Begins the first load in the background; the server does not wait for it. */
    start: () => {
      void startLoad().catch(() => {});
      // An idle server notices another instance's load too, not only at its next query.
      versionTimer ??= setInterval(() => void checkSourceVersion(), versionCheckMs);
      versionTimer.unref();
    },
    whenReady,
    /** Whether the copy is in memory (for /metrics, which must not start a load). */
    isLoaded: () => loaded,
    checkSourceVersion,
    /** Reloads the copy from PostgreSQL now (after a data load); queries keep using the old copy meanwhile. */
    refresh: () => startLoad(),
    query,
    withConnection,
    dataVersion,
    periodBounds: () => periodBounds,
    onReload: (listener: () => void) => {
      onReload.add(listener);
    },
    close: async () => {
      closed = true;
      clearInterval(versionTimer);
      await loading?.catch(() => {});
      for (const c of idle.splice(0)) c.closeSync();
      instance?.closeSync();
      instance = null;
    },
  };
}
