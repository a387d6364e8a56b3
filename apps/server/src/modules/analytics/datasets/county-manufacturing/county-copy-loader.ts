// Fills DuckDB's copy of the county manufacturing dataset from PostgreSQL (or PGlite): counties and
// facts copied in bulk (bulk-copy.ts), the facts given their state and subsector, then both swapped
// in one transaction so that queries running meanwhile keep the old copy.
import { bulkCopy } from '../../bulk-copy.ts';
import type { CopyLoader } from '../../dataset-declaration.ts';

export const loadCountyCopy: CopyLoader = async ({ db, connection, onRows }) => {
  await bulkCopy({
    db,
    connection,
    select: 'select county_fips, county_name, state_code from county_manufacturing_counties',
    columns: [
      { name: 'county_fips', type: 'VARCHAR' },
      { name: 'county_name', type: 'VARCHAR' },
      { name: 'state', type: 'VARCHAR' },
    ],
    into: 'county_manufacturing_counties__next',
  });
  await bulkCopy({
    db,
    connection,
    select: 'select year, county_fips, industry, establishments, employment, consumption_usd from county_manufacturing',
    columns: [
      { name: 'year', type: 'INTEGER' },
      { name: 'county_fips', type: 'VARCHAR' },
      { name: 'industry', type: 'VARCHAR' },
      { name: 'establishments', type: 'INTEGER' },
      { name: 'employment', type: 'INTEGER' },
      { name: 'consumption_usd', type: 'BIGINT' },
    ],
    into: 'county_manufacturing__facts',
    onRows,
  });
  // Ordered by state and county, so a state's or a county's rows sit in few row groups.
  await connection.run(`create or replace table county_manufacturing__next as
    select make_date(f.year, 1, 1) as period, c.state, f.county_fips as county, substr(f.industry, 1, 3) as subsector,
      f.industry, f.establishments, f.employment, f.consumption_usd
    from county_manufacturing__facts f join county_manufacturing_counties__next c using (county_fips)
    order by c.state, f.county_fips, f.industry, period`);
  await connection.run('drop table county_manufacturing__facts');

  await connection.run('begin transaction');
  try {
    await connection.run('drop table if exists county_manufacturing');
    await connection.run('alter table county_manufacturing__next rename to county_manufacturing');
    await connection.run('drop table if exists county_manufacturing_counties');
    await connection.run('alter table county_manufacturing_counties__next rename to county_manufacturing_counties');
    await connection.run('commit');
  } catch (error) {
    await connection.run('rollback');
    throw error;
  }
  const bounds = await connection.runAndReadAll(
    `select cast(count(*) as integer) as n, strftime(min(period), '%Y-%m') as first, strftime(max(period), '%Y-%m') as last
      from county_manufacturing`,
  );
  const [b] = bounds.getRowObjectsJS() as Array<{ n: number; first: string | null; last: string | null }>;
  return { rows: b?.n ?? 0, first: b?.first ?? null, last: b?.last ?? null };
};
