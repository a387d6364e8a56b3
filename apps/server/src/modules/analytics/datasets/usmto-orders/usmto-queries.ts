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

export type UsmtoOrderKey = { period: string; stateCode: string; category: string; industry: string; shard: number };
export type UsmtoOrderRow = UsmtoOrderKey & { days: number; orders: number; units: number; valueUsd: number };

/** One batch of fact rows in key order after `after` (keyset paging on the primary key). */
export async function readUsmtoOrdersAfter(
  db: Db,
  after: UsmtoOrderKey | null,
  limit: number,
): Promise<UsmtoOrderRow[]> {
  const where = after
    ? sql`where (period, state_code, category, industry, shard) > (${after.period}::date, ${after.stateCode}, ${after.category}, ${after.industry}, ${after.shard})`
    : sql``;
  const rows = await rowsOf<{
    period: string;
    days: number;
    state_code: string;
    category: string;
    industry: string;
    shard: number;
    orders: number;
    units: number;
    value_usd: number;
  }>(
    db,
    sql`select to_char(period, 'YYYY-MM-DD') as period, (period - date '1970-01-01')::int as days, state_code,
          category, industry, shard::int as shard, orders, units, value_usd::float8 as value_usd
        from usmto_orders ${where}
        order by period, state_code, category, industry, shard
        limit ${limit}`,
  );
  return rows.map((r) => ({
    period: r.period,
    days: Number(r.days),
    stateCode: r.state_code,
    category: r.category,
    industry: r.industry,
    shard: Number(r.shard),
    orders: Number(r.orders),
    units: Number(r.units),
    valueUsd: Number(r.value_usd),
  }));
}
