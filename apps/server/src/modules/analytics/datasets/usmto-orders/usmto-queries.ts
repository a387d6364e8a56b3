// SQL of the USMTO orders dataset on the system of record (PostgreSQL or PGlite): its states, the
// sample's fact rows, and the keyset-paged read the copy loader uses.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../../platform/db.ts';
import { usmtoStates } from './schema.ts';

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
