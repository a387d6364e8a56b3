// The migrations and the Drizzle schema describe one database: migrating an empty database must
// give exactly what drizzle-kit would create from the schema.ts files (docs/decisions/022).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DrizzleKitApi, loadDrizzleKitApi } from '../../scripts/drizzle-kit-api.ts';
import { loadDrizzleSchema } from '../../scripts/drizzle-schema.ts';
import { latestSnapshot } from '../../scripts/generate-migration.ts';
import { type DatabaseDescription, describeDatabase, describeDifferences } from '../../test/database-description.ts';
import { openFreshDatabase } from '../../test/fresh-database.ts';
import { CONTRIB_EXTENSIONS } from './db.ts';
import { migrate } from './migrate.ts';

describe('the database schema', () => {
  let migrated: DatabaseDescription;
  let declared: DatabaseDescription;
  let kit: DrizzleKitApi;
  let schema: Record<string, unknown>;
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  beforeAll(async () => {
    const fromMigrations = await openFreshDatabase();
    closers.push(fromMigrations.close);
    await migrate(fromMigrations.database);
    migrated = await describeDatabase(fromMigrations.database.db);

    kit = loadDrizzleKitApi();
    schema = await loadDrizzleSchema();
    const statements = await kit.generateMigration(kit.generateDrizzleJson({}), kit.generateDrizzleJson(schema));
    const fromSchema = await openFreshDatabase();
    closers.push(fromSchema.close);
    // drizzle-kit writes no CREATE EXTENSION: the migration that first needs one does.
    const extensions = CONTRIB_EXTENSIONS.map((e) => `create extension if not exists ${e};`);
    await fromSchema.database.runScript([...extensions, ...statements].join('\n'));
    declared = await describeDatabase(fromSchema.database.db);
  });

  it('is what the migrations build, table by table and column by column', () => {
    expect(migrated.size).toBeGreaterThan(100);
    expect(describeDifferences(migrated, declared)).toEqual([]);
  });

  it('has no change that npm run db:generate has not yet written as a migration', async () => {
    const { snapshot } = latestSnapshot();
    expect(await kit.generateMigration(snapshot, kit.generateDrizzleJson(schema, snapshot.id))).toEqual([]);
  });
});
