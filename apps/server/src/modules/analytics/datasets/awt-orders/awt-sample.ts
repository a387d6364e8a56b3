// The AWT sample data in the system of record: written by the seed through the dataset's
// declaration, never by hand.
import { type Db, withTransaction } from '../../../../platform/db.ts';
import { bumpDatasetVersion, findDatasetVersion } from '../../queries.ts';
import { AWT_ROWS_PER_MONTH, type AwtRow, awtLastMonthIndex, awtRowsOfMonth } from './awt-generator.ts';
import { replaceAwtOrders } from './awt-queries.ts';

export const AWT_ORDERS_ID = 'awt-orders';

/** Writes the sample from January 2015 to the month before `now` (`rows`: at most that many). */
export async function seedAwtOrders({ db, now = new Date(), rows }: { db: Db; now?: Date; rows?: number }) {
  const all: AwtRow[] = [];
  for (let m = 0; m <= awtLastMonthIndex(now); m++) all.push(...awtRowsOfMonth(m));
  const written = rows === undefined ? all : all.slice(0, rows);
  return withTransaction(db, async (tx) => {
    const count = await replaceAwtOrders(tx, written);
    await bumpDatasetVersion(tx, AWT_ORDERS_ID, count);
    return count;
  });
}

export async function isAwtSeeded({ db }: { db: Db }): Promise<boolean> {
  return (await findDatasetVersion(db, AWT_ORDERS_ID)) !== null;
}

export function awtRowsPerScale(now: Date): number {
  return AWT_ROWS_PER_MONTH * (awtLastMonthIndex(now) + 1);
}
