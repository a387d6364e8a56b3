// Opens the configured database, brings its schema up to date and seeds an empty one. It sits beside main.ts
// because it composes platform (database, migrations) with the seed, which platform must not import.
import type { Config } from './config.ts';
import { type Database, openDatabase } from './platform/db.ts';
import { migrate } from './platform/migrate.ts';
import { isDatabaseEmpty, seedDatabase } from './seed/index.ts';

export async function prepareDatabase(
  config: Config,
  { seedWhenEmpty = true }: { seedWhenEmpty?: boolean } = {},
): Promise<{ database: Database; applied: string[]; seeded: boolean }> {
  const database = await openDatabase(config.DATABASE_URL, config.DATA_DIR);
  try {
    const applied = await migrate(database);
    // Under the database-wide lock: instances started together on an empty PostgreSQL database
    // seed it once; the others wait, then find it seeded (the passport's saved work is not an upsert).
    const seeded =
      seedWhenEmpty &&
      (await database.withMigrationLock(async () => {
        if (!(await isDatabaseEmpty(database.db))) return false;
        await seedDatabase(database.db);
        return true;
      }));
    return { database, applied, seeded };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
