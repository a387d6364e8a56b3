// scripts/backup-restore.sh on a seeded database: backed up, restored into a new one, every table
// holds the same number of rows. Runs when TEST_DATABASE_URL names a PostgreSQL server and its
// client tools are installed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type Db, openDatabase, rowsOf } from '../src/platform/db.ts';
import { prepareDatabase } from '../src/prepare-database.ts';
import { createPostgresDatabase } from './build-test-app.ts';
import { postgresBinDir } from './temporary-postgres.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const pgBin = postgresBinDir();
const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/backup-restore.sh');
const reason = !adminUrl ? 'TEST_DATABASE_URL not set' : !pgBin ? 'pg_dump/pg_restore not installed' : '';

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

describe.skipIf(reason)(`scripts/backup-restore.sh${reason ? ` (skipped: ${reason})` : ''}`, () => {
  it('restores a seeded database into a new one with every row', async () => {
    const source = await createPostgresDatabase(adminUrl as string);
    const target = await createPostgresDatabase(adminUrl as string);
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: source.url, LOG_LEVEL: 'silent' });
    const { database } = await prepareDatabase(config);
    const restored = await openDatabase(target.url, '');
    try {
      const before = await rowCounts(database.db);
      expect(before.users).toBeGreaterThan(0);
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'mti-backup-')), 'portal.dump');
      const env = { ...process.env, PG_BIN: pgBin as string };
      execFileSync(script, ['backup', source.url, file], { env, stdio: 'pipe' });
      execFileSync(script, ['restore', file, target.url], { env, stdio: 'pipe' });
      expect(await rowCounts(restored.db)).toEqual(before);
    } finally {
      await database.close();
      await restored.close();
      await source.drop();
      await target.drop();
    }
  }, 240_000);
});
