// The USMTO sample data in the system of record: written by the seed (npm start, npm run
// seed:analytics) through the dataset's declaration, never by hand.
import { type Db, withTransaction } from '../../../../platform/db.ts';
import { bumpDatasetVersion, findDatasetVersion } from '../../queries.ts';
import { USMTO_STATES } from './usmto-dimensions.ts';
import { lastMonthIndex, USMTO_CELLS_PER_MONTH, usmtoGeneratorSql } from './usmto-generator.ts';
import { replaceUsmtoOrders, upsertUsmtoStates } from './usmto-queries.ts';

export const USMTO_ORDERS_ID = 'usmto-orders';

/**
 * Writes the USMTO sample data from January 2015 to the month before `now`: the default seed
 * keeps cells with orders (shard 0); `rows` asks for exactly that many rows, every cell of as
 * many shards as needed (benchmarks). Re-running gives the same rows for the same months.
 */
export async function seedUsmtoOrders({
  db,
  now = new Date(),
  rows,
}: {
  db: Db;
  now?: Date;
  rows?: number;
}): Promise<number> {
  const months = lastMonthIndex(now) + 1;
  const perShard = USMTO_CELLS_PER_MONTH * months;
  const generator = usmtoGeneratorSql('postgres', {
    fromMonth: 0,
    months,
    shards: rows === undefined ? 1 : Math.max(1, Math.ceil(rows / perShard)),
    onlyNonZero: rows === undefined,
    limitRows: rows,
  });
  return withTransaction(db, async (tx) => {
    await upsertUsmtoStates(
      tx,
      USMTO_STATES.map((s) => ({ stateCode: s.code, stateName: s.name, region: s.region })),
    );
    const count = await replaceUsmtoOrders(tx, generator);
    await bumpDatasetVersion(tx, USMTO_ORDERS_ID, count);
    return count;
  });
}

/** False until the USMTO sample data was seeded once. */
export async function isUsmtoSeeded({ db }: { db: Db }): Promise<boolean> {
  return (await findDatasetVersion(db, USMTO_ORDERS_ID)) !== null;
}

/** Every cell of every month up to the month before `now`: one `--scale` of the sample. */
export function usmtoRowsPerScale(now: Date): number {
  return USMTO_CELLS_PER_MONTH * (lastMonthIndex(now) + 1);
}
