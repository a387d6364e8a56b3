// Fills DuckDB's copy of the USMTO orders from PostgreSQL (or PGlite): the facts copied in bulk
// (bulk-copy.ts) into a fresh table that then replaces the old one in one transaction, so queries
// running meanwhile keep reading the old copy.
import type { DuckDBConnection } from '@duckdb/node-api';
import type { Db } from '../../../../platform/db.ts';
import { type BulkColumn, bulkCopy } from '../../bulk-copy.ts';
import { USMTO_STATES } from './usmto-dimensions.ts';
import { type GeneratorRange, usmtoGeneratorSql } from './usmto-generator.ts';
import { listUsmtoStates } from './usmto-queries.ts';

const USMTO_FACT_COLUMNS: BulkColumn[] = [
  { name: 'period', type: 'DATE' },
  { name: 'state_code', type: 'VARCHAR' },
  { name: 'category', type: 'VARCHAR' },
  { name: 'industry', type: 'VARCHAR' },
  { name: 'orders', type: 'INTEGER' },
  { name: 'units', type: 'INTEGER' },
  { name: 'value_usd', type: 'BIGINT' },
];

export async function loadUsmtoCopy({
  db,
  connection,
  onRows,
}: {
  db: Db;
  connection: DuckDBConnection;
  onRows?: (rows: number) => void;
}): Promise<{ rows: number; first: string | null; last: string | null }> {
  const states = await listUsmtoStates(db);

  await connection.run(
    `create or replace table usmto_states__next (state varchar, state_name varchar, region varchar)`,
  );
  const stateAppender = await connection.createAppender('usmto_states__next');
  for (const s of states) {
    stateAppender.appendVarchar(s.stateCode);
    stateAppender.appendVarchar(s.stateName);
    stateAppender.appendVarchar(s.region);
    stateAppender.endRow();
  }
  stateAppender.closeSync();

  // The facts in bulk, then their region from the states here: a join that PGlite would run slower.
  await bulkCopy({
    db,
    connection,
    select: 'select period, state_code, category, industry, orders, units, value_usd from usmto_orders',
    table: 'usmto_orders',
    columns: USMTO_FACT_COLUMNS,
    into: 'usmto_orders__facts',
    onRows,
  });
  // A view, not a table: the sorted copy is built straight from the facts (a copy of 2 million rows
  // in between cost a second).
  await connection.run(`create or replace view usmto_orders__raw as
    select f.period, coalesce(s.region, 'Unknown') as region, f.state_code as state, f.category, f.industry,
      f.orders, f.units, f.value_usd
    from usmto_orders__facts f left join usmto_states__next s on s.state = f.state_code`);
  try {
    return await finishCopy(connection, 'view');
  } finally {
    await connection.run('drop view if exists usmto_orders__raw');
    await connection.run('drop table if exists usmto_orders__facts');
  }
}

let loadSequence = 0;

/**
 * Turns the raw rows of usmto_orders__raw into the copy: text dimensions become ENUM columns
 * (grouping on them is an order of magnitude faster than on text), rows are ordered by month so
 * that a time filter skips whole row groups, and the new table replaces the old one in one
 * transaction while queries running meanwhile keep reading the old one.
 */
async function finishCopy(
  connection: DuckDBConnection,
  /** What usmto_orders__raw is: a table is dropped once copied, a view is the caller's to drop. */
  raw: 'table' | 'view',
): Promise<{ rows: number; first: string | null; last: string | null }> {
  loadSequence += 1;
  const suffix = `e${loadSequence}`;
  const dims = ['region', 'state', 'category', 'industry'];
  for (const dim of dims) {
    await connection.run(
      `create type usmto_${dim}_${suffix} as enum (select distinct ${dim} from usmto_orders__raw where ${dim} is not null order by 1)`,
    );
  }
  await connection.run(`create or replace table usmto_orders__next as
    select period, ${dims.map((d) => `cast(${d} as usmto_${d}_${suffix}) as ${d}`).join(', ')}, orders, units, value_usd
    from usmto_orders__raw order by period, state, category, industry`);
  if (raw === 'table') await connection.run('drop table usmto_orders__raw');

  await connection.run('begin transaction');
  try {
    await connection.run('drop table if exists usmto_orders');
    await connection.run('alter table usmto_orders__next rename to usmto_orders');
    await connection.run('drop table if exists usmto_states');
    await connection.run('alter table usmto_states__next rename to usmto_states');
    await connection.run('commit');
  } catch (error) {
    await connection.run('rollback');
    throw error;
  }
  // The previous copy's types, now unused (a query still reading the old copy keeps them alive: skip then).
  const old = await connection.runAndReadAll(
    `select distinct type_name from duckdb_types() where starts_with(type_name, 'usmto_') and not ends_with(type_name, '_${suffix}')`,
  );
  for (const [name] of old.getRows()) await connection.run(`drop type if exists ${String(name)}`).catch(() => {});

  const bounds = await connection.runAndReadAll(
    `select cast(count(*) as integer) as n, strftime(min(period), '%Y-%m') as first, strftime(max(period), '%Y-%m') as last
      from usmto_orders`,
  );
  const [b] = bounds.getRowObjectsJS() as Array<{ n: number; first: string | null; last: string | null }>;
  return { rows: b?.n ?? 0, first: b?.first ?? null, last: b?.last ?? null };
}

/**
 * Fills the copy by generating the rows inside DuckDB with the sample data's formula (benchmarks
 * at millions of rows, where reading them through the app would take minutes).
 */
export function generateUsmtoCopy(range: GeneratorRange) {
  return async ({ connection }: { connection: DuckDBConnection }) => {
    const states = USMTO_STATES.map((s) => `('${s.code}', '${s.name.replace(/'/g, "''")}', '${s.region}')`).join(', ');
    await connection.run(
      `create or replace table usmto_states__next as select * from (values ${states}) as s(state, state_name, region)`,
    );
    await connection.run(`create or replace table usmto_orders__raw as
      select period, region, state_code as state, category, industry, orders, units, value_usd
      from (${usmtoGeneratorSql('duckdb', range)}) generated`);
    return finishCopy(connection, 'table');
  };
}
