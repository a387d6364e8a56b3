// buildTestApp: the real app on a fresh database — in-memory PGlite, or, when
// TEST_DATABASE_URL names a PostgreSQL server, a new database created there for this file.
import { readFileSync } from 'node:fs';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase, openPgliteFromDump } from '../src/platform/db.ts';
import { prepareDatabase } from '../src/prepare-database.ts';
import { createPostgresDatabase } from './postgres-database.ts';

export { createPostgresDatabase };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

export async function buildTestApp(
  env: Record<string, string> = {},
  /** Extra routes for platform tests, registered before the app is ready. */
  extend?: (app: FastifyInstance) => void,
  /** logStream: receives the app's log lines (set LOG_LEVEL in env to see them); analyticsEngine: its loaders and wait; analyticsDatasets: fixture datasets; onRoute: sees each route as it is registered. */
  options: {
    logStream?: { write(line: string): void };
    analyticsEngine?: AppDeps['analyticsEngine'];
    analyticsDatasets?: AppDeps['analyticsDatasets'];
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApp> {
  // A test that names its own database (a file, to restart on) gets it migrated and seeded as at a start.
  const ownDatabase = env.DATABASE_URL !== undefined;
  const template = ownDatabase ? undefined : inject('seededTemplate');
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDb =
    adminUrl && !ownDatabase
      ? await createPostgresDatabase(adminUrl, template?.kind === 'postgres' ? template.database : undefined)
      : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATABASE_URL: pgDb?.url ?? 'memory://',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:8080',
    // Tests move the database's clock and rows by SQL, which a cache cannot see: off unless a test
    // turns it on (platform/request-cost.test.ts does).
    CACHE_SECONDS: '0',
    ...env,
  });
  const database = await openSeededDatabase(config, template);
  const app = await buildApp({
    config,
    database,
    secret: config.SESSION_SECRET as string,
    logStream: options.logStream,
    analyticsEngine: options.analyticsEngine,
    analyticsDatasets: options.analyticsDatasets,
    onRoute: options.onRoute,
    webDist: env.WEB_DIST,
    // No timers and no analytics load at start: tests run the tasks and load the copy themselves.
    backgroundTasks: false,
  });
  extend?.(app);
  await app.ready();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await database.close();
    await pgDb?.drop();
  };
  afterAll(close);
  return { app, database, config, close };
}

/** The app's database: a copy of the suite's seeded template (global-setup.ts), or migrated and seeded here. */
async function openSeededDatabase(config: Config, template: ReturnType<typeof inject<'seededTemplate'>> | undefined) {
  if (template?.kind === 'pglite' && config.DATABASE_URL === 'memory://') {
    return openPgliteFromDump(new Blob([readFileSync(template.dumpFile)]));
  }
  if (template?.kind === 'postgres') return openDatabase(config.DATABASE_URL, config.DATA_DIR);
  return (await prepareDatabase(config)).database;
}

/** A GET that arms the anti-forgery cookie, as a page load does; returns headers to send with writes. */
export async function xsrfHeaders(app: FastifyInstance, extraCookies = ''): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie issued');
  return {
    cookie: [`XSRF-TOKEN=${cookie.value}`, extraCookies].filter(Boolean).join('; '),
    'x-xsrf-token': cookie.value,
  };
}
