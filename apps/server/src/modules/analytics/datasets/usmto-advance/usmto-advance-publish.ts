// Publishing a released USMTO in Advance month into the dataset: its published cells, written once
// in the caller's transaction, and the dataset's version bumped so every engine reloads it.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../../platform/db.ts';
import { bumpDatasetVersion } from '../../queries.ts';
import { usmtoAdvanceFigures } from './schema.ts';

export const USMTO_ADVANCE_ID = 'usmto-advance';

/** A published cell of the month's frozen release (withheld cells are not passed). */
export type PublishedCell = { category: string; units: number; ordersDollars: number; contributors: number };

export async function publishUsmtoAdvanceMonth({
  db,
  period,
  cells,
}: {
  db: Db;
  /** 'YYYY-MM' */
  period: string;
  cells: readonly PublishedCell[];
}): Promise<void> {
  const first = `${period}-01`;
  await db.execute(sql`delete from usmto_advance_figures where period = ${first}`);
  if (cells.length > 0)
    await db.insert(usmtoAdvanceFigures).values(
      cells.map((c) => ({
        period: first,
        category: c.category,
        units: c.units,
        ordersDollars: c.ordersDollars.toFixed(2),
        contributors: c.contributors,
      })),
    );
  const [count] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from usmto_advance_figures`);
  await bumpDatasetVersion(db, USMTO_ADVANCE_ID, Number(count?.n ?? 0));
}
