// SQL of the Economic Trends dataset on the system of record: replacing the sample's rows.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db.ts';
import type { EconRow } from './econ-generator.ts';
import { econIndicators } from './schema.ts';

export async function replaceEconIndicators(db: Db, rows: readonly EconRow[]): Promise<number> {
  await db.execute(sql`delete from econ_indicators`);
  for (let i = 0; i < rows.length; i += 1000) await db.insert(econIndicators).values(rows.slice(i, i + 1000));
  return rows.length;
}
