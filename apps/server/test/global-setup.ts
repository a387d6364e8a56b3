// Migrating and seeding a database takes seconds (the analytics sample alone is 150,000 rows), and
// nearly every server test file builds an app on a fresh one. So the suite does it once, here, and
// buildTestApp gives each app a copy: a dump of the embedded database loaded into a new in-memory
// PGlite, or on PostgreSQL a database created from this one as its template.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.ts';
import { prepareDatabase } from '../src/prepare-database.ts';
import { compactPgliteDump } from './pglite-dump.ts';
import { createPostgresDatabase } from './postgres-database.ts';

export type SeededTemplate = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pg = adminUrl ? await createPostgresDatabase(adminUrl) : null;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: pg?.url ?? 'memory://' });
  const { database } = await prepareDatabase(config);
  let dumpFile = '';
  try {
    if (pg) {
      project.provide('seededTemplate', { kind: 'postgres', database: new URL(pg.url).pathname.slice(1) });
    } else {
      dumpFile = path.join(tmpdir(), `mti-test-template-${process.pid}.tar`);
      writeFileSync(dumpFile, await compactPgliteDump(database));
      project.provide('seededTemplate', { kind: 'pglite', dumpFile });
    }
  } finally {
    // A template database must have no connection open while copies are made from it.
    await database.close();
  }
  return async () => {
    if (dumpFile) rmSync(dumpFile, { force: true });
    await pg?.drop();
  };
}
