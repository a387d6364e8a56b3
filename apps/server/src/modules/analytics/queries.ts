// SQL of the analytics module on the system of record (PostgreSQL or PGlite).
import { eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';
import { analyticsDatasetVersions, usmtoStates } from './schema.ts';

export type StateRow = { stateCode: string; stateName: string; region: string };

export async function upsertUsmtoStates(db: Db, states: readonly StateRow[]): Promise<void> {
  await db
    .insert(usmtoStates)
    .values([...states])
    .onConflictDoUpdate({
      target: usmtoStates.stateCode,
      set: { stateName: sql`excluded.state_name`, region: sql`excluded.region` },
    });
}

export async function listUsmtoStates(db: Db): Promise<StateRow[]> {
  return db.select().from(usmtoStates).orderBy(usmtoStates.stateCode);
}

/** Replaces every fact row with the rows of a generator SELECT (usmto-generator.ts); returns the count. */
export async function replaceUsmtoOrders(db: Db, generatorSelect: string): Promise<number> {
  await db.execute(sql`delete from usmto_orders`);
  // The generator's text is built by the server from constants only: nothing from a client.
  await db.execute(
    sql.raw(`insert into usmto_orders (period, state_code, category, industry, shard, orders, units, value_usd)
      select period, state_code, category, industry, shard, orders, units, value_usd from (${generatorSelect}) generated`),
  );
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from usmto_orders`);
  return row?.n ?? 0;
}

export async function bumpDatasetVersion(db: Db, datasetId: string, rowCount: number): Promise<void> {
  await db
    .insert(analyticsDatasetVersions)
    .values({ datasetId, version: 1, rowCount })
    .onConflictDoUpdate({
      target: analyticsDatasetVersions.datasetId,
      set: { version: sql`${analyticsDatasetVersions.version} + 1`, rowCount, loadedAt: sql`now()` },
    });
}

export async function findDatasetVersion(db: Db, datasetId: string): Promise<number | null> {
  const [row] = await db
    .select({ version: analyticsDatasetVersions.version })
    .from(analyticsDatasetVersions)
    .where(eq(analyticsDatasetVersions.datasetId, datasetId));
  return row ? Number(row.version) : null;
}

/** The rows of the dataset's last load (what the copy is expected to hold), null before one. */
export async function findDatasetRowCount(db: Db, datasetId: string): Promise<number | null> {
  const [row] = await db
    .select({ rowCount: analyticsDatasetVersions.rowCount })
    .from(analyticsDatasetVersions)
    .where(eq(analyticsDatasetVersions.datasetId, datasetId));
  return row ? Number(row.rowCount) : null;
}
