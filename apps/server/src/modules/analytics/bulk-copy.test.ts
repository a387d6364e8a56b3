// The bulk copy from the system of record into DuckDB (PGlite here, PostgreSQL when
// TEST_DATABASE_URL is set): the copy holds exactly the source rows, text with any character,
// NULLs apart from empty text, dates at month boundaries; and the USMTO copy equals its source.
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTS, pg } from '../../../test/analytics-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bulkCopy } from './bulk-copy.ts';
import { loadUsmtoCopy } from './datasets/usmto-orders/usmto-copy-loader.ts';

const { app } = await buildTestApp();
let duck: DuckDBInstance;
let connection: DuckDBConnection;

beforeAll(async () => {
  duck = await DuckDBInstance.create(':memory:', { threads: '1' });
  connection = await duck.connect();
});
afterAll(() => {
  connection.closeSync();
  duck.closeSync();
});

async function duckRows(text: string): Promise<Record<string, unknown>[]> {
  return (await connection.runAndReadAll(text)).getRowObjectsJS() as Record<string, unknown>[];
}

const PROBE_ROWS = [
  [1, 'plain', '2024-01-31', 12, '1.5'],
  [2, 'comma, and "quotes"', '2024-02-01', -7, '-0.25'],
  [3, 'two\nlines\r\nand a tab\there', '2024-02-29', 0, '1e-7'],
  [4, '', '1999-12-31', 2147483647, '123456789.125'],
  [5, null, null, null, null],
  [6, 'back\\slash \\N and NULL', '2000-03-01', 1, '0'],
  [7, 'Données été, 北京, ✓', '2030-12-01', 42, '3.141592653589793'],
  [8, '  spaces around  ', '1970-01-01', -2147483648, '-1e300'],
] as const;

describe('bulkCopy', () => {
  it('copies every row exactly: any text, NULL apart from empty text, dates at month boundaries', async () => {
    await app.db.execute(sql`drop table if exists bulk_copy_probe`);
    await app.db.execute(
      sql`create table bulk_copy_probe (id int primary key, label text, day date, amount int, ratio float8)`,
    );
    for (const [id, label, day, amount, ratio] of PROBE_ROWS) {
      await app.db.execute(
        sql`insert into bulk_copy_probe values (${id}, ${label}, ${day}::date, ${amount}, ${ratio}::float8)`,
      );
    }
    const seen: number[] = [];
    const rows = await bulkCopy({
      db: app.db,
      connection,
      select: 'select id, label, day, amount, ratio from bulk_copy_probe',
      columns: [
        { name: 'id', type: 'INTEGER' },
        { name: 'label', type: 'VARCHAR' },
        { name: 'day', type: 'DATE' },
        { name: 'amount', type: 'INTEGER' },
        { name: 'ratio', type: 'DOUBLE' },
      ],
      into: 'probe_copy',
      onRows: (n) => seen.push(n),
      // Parts of a few rows (PostgreSQL): rows with quoted newlines must never be cut in two.
      partBytes: 16,
    });
    await app.db.execute(sql`drop table bulk_copy_probe`);

    expect(rows).toBe(PROBE_ROWS.length);
    expect(seen.at(-1)).toBe(PROBE_ROWS.length);
    const copied = await duckRows(
      `select id, label, strftime(day, '%Y-%m-%d') as day, amount, ratio from probe_copy order by id`,
    );
    expect(copied).toEqual(
      PROBE_ROWS.map(([id, label, day, amount, ratio]) => ({
        id,
        label,
        day,
        amount,
        ratio: ratio === null ? null : Number(ratio),
      })),
    );
  });

  // PGlite copies a table a range of its pages at a time, all in one transaction (pglite-parts.ts);
  // PostgreSQL cuts its one COPY into parts of a few bytes here.
  const PAGED_ROWS = 600;
  const pagedColumns = [
    { name: 'id', type: 'INTEGER' },
    { name: 'k', type: 'VARCHAR' },
    { name: 'label', type: 'VARCHAR' },
  ];
  async function createPagedTable(): Promise<void> {
    await app.db.execute(sql`drop table if exists bulk_copy_paged`);
    // Rows of about 300 bytes: some 25 to a page, so each key's rows lie on many pages and a part
    // boundary falls inside every key's range.
    await app.db.execute(sql`create table bulk_copy_paged (id int primary key, k text, label text)`);
    await app.db.execute(sql`insert into bulk_copy_paged
      select i, 'key-' || (i % 3), repeat(chr(65 + i % 26), 280) || ', "' || i || E'"\n' from generate_series(1, ${PAGED_ROWS}) i`);
  }
  const pagedSelect = 'select id, k, label from bulk_copy_paged';
  const sourceRows = async () =>
    (await pg(app.db, 'select id, k, label from bulk_copy_paged order by id')).map((r) => ({ ...r, id: Number(r.id) }));

  it('copies a table in parts, a part boundary inside a key range: every row exactly once', async () => {
    await createPagedTable();
    const pages = await pg(app.db, `select pg_relation_size('bulk_copy_paged') / 8192 as n`);
    expect(Number(pages[0]?.n)).toBeGreaterThan(10);
    const seen: number[] = [];
    const rows = await bulkCopy({
      db: app.db,
      connection,
      select: pagedSelect,
      table: 'bulk_copy_paged',
      columns: pagedColumns,
      into: 'paged_copy',
      partPages: 3,
      partBytes: 4096,
      onRows: (n) => seen.push(n),
    });
    const want = await sourceRows();
    await app.db.execute(sql`drop table bulk_copy_paged`);

    expect(rows).toBe(PAGED_ROWS);
    // Several parts, the rows growing with each (PGlite: its rows; PostgreSQL: the lines so far).
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.at(-1)).toBe(PAGED_ROWS);
    expect(await duckRows('select id, k, label from paged_copy order by id')).toEqual(want);
  });

  it('copies one snapshot: a change made while the parts are copied is not in the copy', async () => {
    await createPagedTable();
    const want = await sourceRows();
    let change: Promise<unknown> | undefined;
    await bulkCopy({
      db: app.db,
      connection,
      select: pagedSelect,
      table: 'bulk_copy_paged',
      columns: pagedColumns,
      into: 'snapshot_copy',
      partPages: 3,
      partBytes: 4096,
      // After the first part: the update writes new versions of the first rows onto the last pages,
      // where a later part without the snapshot would copy them a second time.
      onRows: () => {
        change ??= (async () => {
          await app.db.execute(sql`update bulk_copy_paged set label = 'changed' where id <= 50`);
          await app.db.execute(sql`delete from bulk_copy_paged where id > 590`);
        })();
      },
    });
    await change;
    const after = await pg(
      app.db,
      `select count(*) as n, count(*) filter (where label = 'changed') as c from bulk_copy_paged`,
    );
    await app.db.execute(sql`drop table bulk_copy_paged`);

    expect(after).toEqual([{ n: PAGED_ROWS - 10, c: 50 }]);
    expect(await duckRows('select id, k, label from snapshot_copy order by id')).toEqual(want);
  });

  it('runs two copies at once, each holding its own rows only', async () => {
    await createPagedTable();
    await app.db.execute(sql`drop table if exists bulk_copy_other`);
    await app.db.execute(sql`create table bulk_copy_other as select id + 10000 as id, 'other' as k, label
      from bulk_copy_paged where id % 2 = 0`);
    const copy = (table: string, into: string, partPages?: number) =>
      bulkCopy({
        db: app.db,
        connection,
        select: `select id, k, label from ${table}`,
        table: partPages ? table : undefined,
        columns: pagedColumns,
        into,
        partPages,
        partBytes: 4096,
      });
    // One in parts, one whole (PGlite copies both through one buffer, one transaction at a time).
    await Promise.all([copy('bulk_copy_paged', 'paged_both', 5), copy('bulk_copy_other', 'other_both')]);
    const want = await sourceRows();
    const wantOther = (await pg(app.db, 'select id, k, label from bulk_copy_other order by id')).map((r) => ({
      ...r,
      id: Number(r.id),
    }));
    await app.db.execute(sql`drop table bulk_copy_paged`);
    await app.db.execute(sql`drop table bulk_copy_other`);

    expect(wantOther.length).toBe(PAGED_ROWS / 2);
    expect(await duckRows('select id, k, label from paged_both order by id')).toEqual(want);
    expect(await duckRows('select id, k, label from other_both order by id')).toEqual(wantOther);
  });

  it('copies an empty result into an empty table', async () => {
    const rows = await bulkCopy({
      db: app.db,
      connection,
      select: 'select 1 as n where false',
      columns: [{ name: 'n', type: 'INTEGER' }],
      into: 'empty_copy',
    });
    expect(rows).toBe(0);
    expect(await duckRows('select count(*)::int as n from empty_copy')).toEqual([{ n: 0 }]);
  });
});

describe('loadUsmtoCopy', () => {
  it('loads the same facts as the system of record holds: counts, sums per column, exact rows', async () => {
    const loaded = await loadUsmtoCopy({ db: app.db, connection });
    const [source] = await pg(
      app.db,
      `select count(*) as n, sum(orders) as orders, sum(units) as units, sum(value_usd) as value,
        count(distinct state_code) as states, count(distinct category) as categories, count(distinct industry) as industries,
        to_char(min(period), 'YYYY-MM') as first, to_char(max(period), 'YYYY-MM') as last from usmto_orders`,
    );
    expect(source?.n).toBeGreaterThan(1000);
    expect(loaded).toEqual({ rows: source?.n, first: source?.first, last: source?.last });
    const [copy] = await duckRows(
      `select cast(count(*) as integer) as n, cast(sum(orders) as double) as orders, cast(sum(units) as double) as units,
        cast(sum(value_usd) as double) as value, cast(count(distinct state) as integer) as states,
        cast(count(distinct category) as integer) as categories, cast(count(distinct industry) as integer) as industries,
        strftime(min(period), '%Y-%m') as first, strftime(max(period), '%Y-%m') as last from usmto_orders`,
    );
    expect(copy).toEqual(source);

    // Sums by region check the region each state was given; exact rows at the first, a year's
    // boundary and the last month.
    const byRegion = await pg(app.db, `select region, sum(value_usd) as v from ${FACTS} group by 1 order by 1`);
    expect(
      await duckRows(
        `select cast(region as varchar) as region, cast(sum(value_usd) as double) as v from usmto_orders group by 1 order by 1`,
      ),
    ).toEqual(byRegion);
    const key = `to_char(period, 'YYYY-MM-DD') as period, state_code as state, category, industry, orders, units, value_usd`;
    const picks = await pg(
      app.db,
      `(select ${key} from usmto_orders order by period, state_code, category, industry limit 2)
       union all (select ${key} from usmto_orders where period = '2019-12-01' order by state_code desc, industry limit 2)
       union all (select ${key} from usmto_orders where period = '2020-01-01' order by category, industry limit 2)
       union all (select ${key} from usmto_orders order by period desc, state_code desc, category desc, industry desc limit 2)`,
    );
    for (const pick of picks) {
      const found = await duckRows(
        `select strftime(period, '%Y-%m-%d') as period, cast(state as varchar) as state, cast(category as varchar) as category,
          cast(industry as varchar) as industry, orders, units, cast(value_usd as double) as value_usd from usmto_orders
          where period = date '${pick.period}' and state = '${pick.state}' and category = '${String(pick.category).replace(/'/g, "''")}'
            and industry = '${String(pick.industry).replace(/'/g, "''")}'`,
      );
      expect(found).toEqual([pick]);
    }
  });

  it('holds every row of the system of record, compared row for row, and leaves no file behind', async () => {
    await loadUsmtoCopy({ db: app.db, connection });
    const source = await pg(
      app.db,
      `select concat_ws('|', to_char(period, 'YYYY-MM-DD'), state_code, category, industry, orders, units, value_usd) as r
        from usmto_orders`,
    );
    const copy = await duckRows(
      `select concat_ws('|', strftime(period, '%Y-%m-%d'), state, category, industry, orders, units, value_usd) as r
        from usmto_orders`,
    );
    const sorted = (rows: Record<string, unknown>[]) => rows.map((row) => String(row.r)).sort();
    const [want, got] = [sorted(source), sorted(copy)];
    expect(want.length).toBeGreaterThan(1000);
    expect(got.length).toBe(want.length);
    const firstDifference = want.findIndex((row, i) => got[i] !== row);
    expect(firstDifference === -1 ? null : { want: want[firstDifference], got: got[firstDifference] }).toBeNull();

    // PGlite's COPY writes into its own in-memory file system (bulk-copy.ts): nothing may stay there.
    const fs = (app.db as unknown as { $client: { Module?: { FS: { readdir(p: string): string[] } } } }).$client.Module
      ?.FS;
    if (fs) expect(fs.readdir('/tmp').filter((name) => name.startsWith('mti-bulk-copy-'))).toEqual([]);
  }, 90_000);
});
