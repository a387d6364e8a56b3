// The database: PGlite (embedded, file or memory) or a PostgreSQL pool, behind one Drizzle type.
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { dataFolderProblem, ensureWritableFolder } from './data-folder.ts';
import { observeQueryMethod, type QueryObserver, type QueryObservers } from './query-observer.ts';

export type Db = PgDatabase<PgQueryResultHKT>;

/** Contrib extensions the migrations create (both trusted on PostgreSQL; PGlite loads them in openPglite). */
export const CONTRIB_EXTENSIONS = ['pg_trgm', 'btree_gin'] as const;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  runScript(sqlText: string): Promise<void>;
  /** Runs fn while holding a database-wide lock, so that N instances do not migrate at once. */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections, for /metrics (platform/metrics.ts). */
  poolStats?: () => PoolStats;
  /** PGlite only: its files as a tarball, which `openPgliteFromDump` starts a copy from. */
  dump?: () => Promise<Blob>;
  /** Reports every query from now on to the observer (tracing.ts), or to nobody when unset. */
  observeQueries(observer: QueryObserver | undefined): void;
};

export type PoolStats = { total: number; idle: number; waiting: number };

/**
 * Runs fn in one database transaction and hands it the transaction as a plain Db, so that the
 * queries a service already has work inside it unchanged (Drizzle types a transaction apart).
 */
export function withTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}

/** Rows of a raw query, the same on both drivers. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// Errors that mean "PostgreSQL cannot be reached right now" (stopped, restarting, failing over,
// connections exhausted), not "this query is wrong": the request gets a 503 and may be retried.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
// SQLSTATE class 08 (connection exception), 57P01-57P03 (admin or crash shutdown, cannot connect now), 53300 (too many connections).
const UNREACHABLE_SQLSTATE = /^(08|57P0[123]$|53300$)/;
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/** True when the error, or one it wraps (Drizzle wraps the driver's), says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNREACHABLE_SQLSTATE.test(code))) return true;
    if (UNREACHABLE_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

export async function openDatabase(url: string | undefined, dataDir: string): Promise<Database> {
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  if (url === 'memory://') return openPglite(undefined);
  const dir = url?.startsWith('file:') ? url.slice('file:'.length) : path.join(dataDir, 'pglite');
  ensureWritableFolder(dir);
  try {
    return await openPglite(dir);
  } catch (error) {
    throw dataFolderProblem(dir, error);
  }
}

/**
 * An in-memory PGlite started from another's dump (`Database.dump`): the test suite migrates and
 * seeds once and gives every test app a copy, instead of paying both for each app.
 */
export function openPgliteFromDump(dump: Blob): Promise<Database> {
  return openPglite(undefined, dump);
}

async function openPglite(dir: string | undefined, dump?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // PostgreSQL ships these contrib extensions; PGlite loads them only when told (migration 0015 creates them).
  const [{ pg_trgm }, { btree_gin }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gin'),
  ]);
  const extensions = { pg_trgm, btree_gin };
  const client = await PGlite.create(dump ? { loadDataDir: dump, extensions } : { dataDir: dir, extensions });
  const observers: QueryObservers = {};
  observeQueryMethod(client, observers);
  // Drizzle runs a transaction's queries on the object PGlite hands its callback.
  const transaction = client.transaction;
  client.transaction = function observedTransaction(this: typeof client, callback) {
    return transaction.call(this, (tx) => {
      observeQueryMethod(tx, observers);
      return callback(tx);
    });
  } as typeof client.transaction;
  const db = drizzle(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    runScript: async (text) => {
      await client.exec(text);
    },
    // One process owns a PGlite database, so there is nobody to race with.
    withMigrationLock: (fn) => fn(),
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    observeQueries: (observer) => {
      observers.current = observer;
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // A bounded wait for a connection: with PostgreSQL down or every connection busy, a request fails
  // (503) instead of hanging; once PostgreSQL is back, the pool opens new connections by itself.
  const pool = new pg.default.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection that the server drops (restart, failover, a dropped test database) emits
  // 'error' on the pool; unhandled, that would end the process. The pool replaces the connection.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL dropped an idle connection: ${err.message}`);
  });
  // Every query goes through one of the pool's clients (pool.query too), so those are observed.
  const observers: QueryObservers = {};
  pool.on('connect', (client) => observeQueryMethod(client, observers));
  const db = drizzle(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    runScript: async (text) => {
      await pool.query(text);
    },
    withMigrationLock: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock(727271)');
        return await fn();
      } finally {
        await conn.query('select pg_advisory_unlock(727271)').catch(() => {});
        conn.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    close: () => pool.end(),
    observeQueries: (observer) => {
      observers.current = observer;
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
