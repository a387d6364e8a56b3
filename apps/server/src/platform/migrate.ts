// Applies the SQL files of apps/server/migrations in name order, each once, each in a transaction.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from './db.ts';

/** The migrations folder, found by walking up from this file (works from src/ and from dist/). */
export function migrationsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'migrations');
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('migrations folder not found');
}

export async function migrate(database: Database): Promise<string[]> {
  const dir = migrationsDir();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return database.withMigrationLock(async () => {
    await database.runScript(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await rowsOf<{ name: string }>(database.db, sql`select name from schema_migrations`)).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const body = readFileSync(path.join(dir, file), 'utf8');
      const escaped = file.replace(/'/g, "''");
      await database.runScript(
        // One simple-protocol script runs as one implicit transaction: all of it or none.
        `${body}\n;insert into schema_migrations (name) values ('${escaped}');`,
      );
      applied.push(file);
    }
    return applied;
  });
}
