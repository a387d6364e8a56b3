// SQL of the county manufacturing dataset on the system of record (PostgreSQL or PGlite): its
// counties and the sample's fact rows.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../../platform/db.ts';
import type { CountyRow } from './county-generator.ts';
import type { County } from './county-geography.ts';
import { countyManufacturingCounties } from './schema.ts';

export async function replaceCounties(db: Db, counties: readonly County[]): Promise<void> {
  await db.execute(sql`delete from county_manufacturing_counties`);
  // One statement for three thousand rows: the list travels as one JSON parameter.
  await db.execute(sql`insert into county_manufacturing_counties (county_fips, county_name, state_code)
    select fips, name, state from json_to_recordset(${JSON.stringify(counties)}::json) as c(fips text, name text, state text)`);
}

export async function listCountyRecords(
  db: Db,
): Promise<Array<{ countyFips: string; countyName: string; stateCode: string }>> {
  return db.select().from(countyManufacturingCounties).orderBy(countyManufacturingCounties.countyFips);
}

/** Replaces every fact row (one JSON parameter per year: tens of thousands of rows each); returns the count. */
export async function replaceCountyRows(db: Db, rows: readonly CountyRow[]): Promise<number> {
  await db.execute(sql`delete from county_manufacturing`);
  const years = [...new Set(rows.map((r) => r.year))];
  for (const year of years) {
    const ofYear = rows.filter((r) => r.year === year);
    await db.execute(sql`insert into county_manufacturing
        (year, county_fips, industry, establishments, employment, consumption_usd)
      select year, "countyFips", industry, establishments, employment, "consumptionUsd"
      from json_to_recordset(${JSON.stringify(ofYear)}::json) as r(year smallint, "countyFips" text, industry text,
        establishments integer, employment integer, "consumptionUsd" bigint)`);
  }
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from county_manufacturing`);
  return row?.n ?? 0;
}
