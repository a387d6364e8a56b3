// A second, small dataset for the tests: monthly tons shipped by county (FIPS key) and sector,
// with a share in percent. Its dimensions, units and geographic key differ from USMTO's on
// purpose: registered beside it (buildTestApp's analyticsDatasets), it proves that the analyzer,
// drill-down, what-if, blend, export and saved files work over any declared dataset.
import { DuckDBDateValue } from '@duckdb/node-api';
import { sql } from 'drizzle-orm';
import type { DatasetDef } from '../src/modules/analytics/dataset-declaration.ts';
import { bumpDatasetVersion, findDatasetVersion } from '../src/modules/analytics/queries.ts';
import { type Db, rowsOf } from '../src/platform/db.ts';

export const COUNTY_TONNAGE_ID = 'county-tonnage';
export const COUNTIES = [
  { fips: '01001', name: 'Autauga County, AL' },
  { fips: '06037', name: 'Los Angeles County, CA' },
  { fips: '26163', name: 'Wayne County, MI' },
] as const;
export const SECTORS = ['Steel', 'Aluminum'] as const;
/** 2024-01 … 2025-12. */
const MONTHS = Array.from(
  { length: 24 },
  (_, i) => `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
);

/** The source rows in the system of record: deterministic, every figure from its coordinates. */
async function seedCountyTonnage({ db }: { db: Db }): Promise<number> {
  await db.execute(sql`create table if not exists county_tonnage_source (
    period date not null, county_fips text not null, sector text not null, tons numeric not null, share double precision not null)`);
  await db.execute(sql`delete from county_tonnage_source`);
  let n = 0;
  for (const [m, month] of MONTHS.entries()) {
    for (const [c, county] of COUNTIES.entries()) {
      for (const [s, sector] of SECTORS.entries()) {
        const tons = ((m * 7 + c * 13 + s * 5) % 17) * 10.5 + 100;
        const share = ((m + c + s) % 9) * 2.5;
        await db.execute(
          sql`insert into county_tonnage_source values (${`${month}-01`}::date, ${county.fips}, ${sector}, ${tons}, ${share})`,
        );
        n += 1;
      }
    }
  }
  await bumpDatasetVersion(db, COUNTY_TONNAGE_ID, n);
  return n;
}

export const COUNTY_TONNAGE_DATASET: DatasetDef = {
  id: COUNTY_TONNAGE_ID,
  title: 'County tonnage (test)',
  description: 'Tons shipped by county and sector: a test fixture.',
  sample: true,
  table: 'county_tonnage',
  periodColumn: 'period',
  attributeColumns: ['county', 'sector'],
  copy: {
    tables: ['county_tonnage'],
    load: async ({ db, connection }) => {
      const rows = await rowsOf<{ days: number; county_fips: string; sector: string; tons: number; share: number }>(
        db,
        sql`select (period - date '1970-01-01')::int as days, county_fips, sector, tons::float8 as tons, share
            from county_tonnage_source order by period, county_fips, sector`,
      );
      await connection.run(
        'create or replace table county_tonnage__next (period date, county varchar, sector varchar, tons double, share double)',
      );
      const appender = await connection.createAppender('county_tonnage__next');
      for (const r of rows) {
        appender.appendDate(new DuckDBDateValue(Number(r.days)));
        appender.appendVarchar(r.county_fips);
        appender.appendVarchar(r.sector);
        appender.appendDouble(Number(r.tons));
        appender.appendDouble(Number(r.share));
        appender.endRow();
      }
      appender.closeSync();
      await connection.run('begin transaction');
      await connection.run('drop table if exists county_tonnage');
      await connection.run('alter table county_tonnage__next rename to county_tonnage');
      await connection.run('commit');
      const bounds = await connection.runAndReadAll(
        "select cast(count(*) as integer) as n, strftime(min(period), '%Y-%m') as f, strftime(max(period), '%Y-%m') as l from county_tonnage",
      );
      const [b] = bounds.getRowObjectsJS() as Array<{ n: number; f: string | null; l: string | null }>;
      return { rows: b?.n ?? 0, first: b?.f ?? null, last: b?.l ?? null };
    },
  },
  // Any holder of the role, subscription or not (unlike USMTO).
  access: { roles: ['usmto'], subscription: false },
  dimensions: [
    { id: 'month', label: 'Month', kind: 'period', column: 'period', sql: "strftime(period, '%Y-%m')", members: [] },
    { id: 'year', label: 'Year', kind: 'period', column: 'period', sql: 'cast(year(period) as varchar)', members: [] },
    {
      id: 'county',
      label: 'County',
      kind: 'member',
      column: 'county',
      sql: 'cast(county as varchar)',
      members: COUNTIES.map((c) => ({ key: c.fips, label: c.name })),
    },
    {
      id: 'sector',
      label: 'Sector',
      kind: 'member',
      column: 'sector',
      sql: 'cast(sector as varchar)',
      members: SECTORS.map((s) => ({ key: s, label: s })),
    },
  ],
  hierarchies: [{ id: 'time', label: 'Time', levels: ['year', 'month'] }],
  measures: [
    { field: 'tons', label: 'Tons', column: 'tons', unit: 'tons', aggregate: 'sum' },
    { field: 'share', label: 'Share', column: 'share', unit: 'percent', aggregate: 'avg' },
  ],
  geoKeys: { county_fips: 'county' },
  detailColumns: [
    { id: 'month', label: 'Month', sql: "strftime(period, '%Y-%m')", format: 'text' },
    { id: 'county', label: 'County FIPS', sql: 'cast(county as varchar)', format: 'text' },
    { id: 'sector', label: 'Sector', sql: 'cast(sector as varchar)', format: 'text' },
    { id: 'tons', label: 'Tons', sql: 'tons', format: 'decimal' },
  ],
  blendKeys: { county: { reads: 'county_fips', from: 'u', dims: { county: 'u.k' } } },
  apps: [],
  release: () => ({ dataThrough: '2025-12', nextRelease: '2026-03-31' }),
  sampleData: {
    seed: seedCountyTonnage,
    isSeeded: async ({ db }) => (await findDatasetVersion(db, COUNTY_TONNAGE_ID)) !== null,
    rowsPerScale: () => MONTHS.length * COUNTIES.length * SECTORS.length,
  },
};
