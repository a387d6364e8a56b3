// The Economic Trends sample data in the system of record, written by the seed through the declaration.
import { type Db, withTransaction } from '../../../../platform/db.ts';
import { bumpDatasetVersion, findDatasetVersion } from '../../queries.ts';
import { ECON_INDICATORS } from './econ-dimensions.ts';
import { type EconRow, econLastMonthIndex, econRowsOfMonth } from './econ-generator.ts';
import { replaceEconIndicators } from './econ-queries.ts';

export const ECON_INDICATORS_ID = 'econ-indicators';

export async function seedEconIndicators({ db, now = new Date(), rows }: { db: Db; now?: Date; rows?: number }) {
  const all: EconRow[] = [];
  for (let m = 0; m <= econLastMonthIndex(now); m++) all.push(...econRowsOfMonth(m));
  const written = rows === undefined ? all : all.slice(0, rows);
  return withTransaction(db, async (tx) => {
    const count = await replaceEconIndicators(tx, written);
    await bumpDatasetVersion(tx, ECON_INDICATORS_ID, count);
    return count;
  });
}

export async function isEconSeeded({ db }: { db: Db }): Promise<boolean> {
  return (await findDatasetVersion(db, ECON_INDICATORS_ID)) !== null;
}

export function econRowsPerScale(now: Date): number {
  return ECON_INDICATORS.length * (econLastMonthIndex(now) + 1);
}
