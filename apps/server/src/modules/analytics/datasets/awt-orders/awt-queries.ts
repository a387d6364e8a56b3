// SQL of the AWT orders dataset on the system of record: replacing the sample's rows.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db.ts';
import type { AwtRow } from './awt-generator.ts';
import { awtOrders } from './schema.ts';

const BATCH = 1000;

/** Replaces every row with `rows`; returns their count. */
export async function replaceAwtOrders(db: Db, rows: readonly AwtRow[]): Promise<number> {
  await db.execute(sql`delete from awt_orders`);
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(awtOrders).values(rows.slice(i, i + BATCH));
  }
  return rows.length;
}
