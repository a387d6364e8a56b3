// The migrations and the Drizzle schema describe one database: migrating an empty database must
// give exactly what drizzle-kit would create from the schema.ts files (docs/decisions/022).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDrizzleKitApi } from '../../scripts/drizzle-kit-api.ts';
import { loadDrizzleSchema } from '../../scripts/drizzle-schema.ts';
import { type DatabaseDescription, describeDatabase, describeDifferences } from '../../test/database-description.ts';
import { openFreshDatabase } from '../../test/fresh-database.ts';
import { migrate } from './migrate.ts';

describe('the database schema', () => {
  let migrated: DatabaseDescription;
  let declared: DatabaseDescription;
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  beforeAll(async () => {
    const fromMigrations = await openFreshDatabase();
    closers.push(fromMigrations.close);
    await migrate(fromMigrations.database);
    migrated = await describeDatabase(fromMigrations.database.db);

    const kit = loadDrizzleKitApi();
    const statements = await kit.generateMigration(
      kit.generateDrizzleJson({}),
      kit.generateDrizzleJson(await loadDrizzleSchema()),
    );
    const fromSchema = await openFreshDatabase();
    closers.push(fromSchema.close);
    await fromSchema.database.runScript(statements.join(';\n'));
    declared = await describeDatabase(fromSchema.database.db);
  });

  it('is what the migrations build, table by table and column by column', () => {
    expect(migrated.size).toBeGreaterThan(100);
    expect(describeDifferences(migrated, declared)).toEqual([]);
  });
});
