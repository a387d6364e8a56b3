// A new, empty database for one test: in-memory PGlite, or, when TEST_DATABASE_URL names a
// PostgreSQL server, a database created there and dropped on close.
import { type Database, openDatabase } from '../src/platform/db.ts';
import { createPostgresDatabase } from './build-test-app.ts';

export async function openFreshDatabase(): Promise<{ database: Database; close: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await createPostgresDatabase(adminUrl) : null;
  const database = await openDatabase(pgDb?.url ?? 'memory://', '');
  return {
    database,
    close: async () => {
      await database.close();
      await pgDb?.drop();
    },
  };
}
