// The county manufacturing sample in the system of record: written by the seed (npm start, npm run
// seed:analytics) through the dataset's declaration, never by hand.
import { type Db, withTransaction } from '../../../../platform/db.ts';
import { bumpDatasetVersion, findDatasetVersion } from '../../queries.ts';
import { countyYears, generateCountyRows } from './county-generator.ts';
import { listCounties } from './county-geography.ts';
import { replaceCounties, replaceCountyRows } from './county-queries.ts';

export const COUNTY_MANUFACTURING_ID = 'county-manufacturing';

/**
 * Writes the sample for the last complete years of the USMTO sample before `now`. `rows` is
 * ignored: the sample has one row per county × industry × year that exists, at any scale.
 */
export async function seedCountyManufacturing({ db, now = new Date() }: { db: Db; now?: Date; rows?: number }) {
  const rows = generateCountyRows(countyYears(now));
  return withTransaction(db, async (tx) => {
    await replaceCounties(tx, listCounties());
    const count = await replaceCountyRows(tx, rows);
    await bumpDatasetVersion(tx, COUNTY_MANUFACTURING_ID, count);
    return count;
  });
}

export async function isCountyManufacturingSeeded({ db }: { db: Db }): Promise<boolean> {
  return (await findDatasetVersion(db, COUNTY_MANUFACTURING_ID)) !== null;
}

export function countyRowsPerScale(now: Date): number {
  return generateCountyRows(countyYears(now)).length;
}
