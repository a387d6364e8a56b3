// Every feature of the query builder, checked against SQL run directly on the seeded
// PostgreSQL/PGlite data (the system of record), not through DuckDB.
import { describe, expect, it } from 'vitest';
import { cellOf, define, FACTS, pg, USMTO } from '../../../test/analytics-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { runAnalysis } from './analysis-run.ts';
import { drillDown } from './drill-down.ts';

const { app } = await buildTestApp();
const db = app.db;
const engine = app.analyticsEngine;
const run = (definition: ReturnType<typeof define>) => runAnalysis({ engine, definition, entitlements: USMTO });

describe('totals and subtotals', () => {
  const definition = define({
    rows: ['region', 'state'],
    columns: ['year'],
    measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
    filters: { period: { from: '2021-01', to: '2023-12' } },
    totals: { row_grand_total: true, column_grand_total: true, subtotals: true },
  });
  const where = `period between '2021-01-01' and '2023-12-01'`;

  it('fills every detail cell with the sum PostgreSQL computes', async () => {
    const result = await run(definition);
    const expected = await pg(
      db,
      `select region, state_code, year, sum(value_usd) as v from ${FACTS} where ${where} group by 1, 2, 3`,
    );
    expect(expected.length).toBe(51 * 3);
    for (const e of expected) {
      expect(cellOf(result, [e.region as string, e.state_code as string], [String(e.year)])).toBe(e.v);
    }
  });

  it('adds region subtotals, a total row, a total column and the grand total', async () => {
    const result = await run(definition);
    for (const e of await pg(
      db,
      `select region, year, sum(value_usd) as v from ${FACTS} where ${where} group by 1, 2`,
    )) {
      expect(cellOf(result, [e.region as string, null], [String(e.year)])).toBe(e.v);
    }
    for (const e of await pg(db, `select year, sum(value_usd) as v from ${FACTS} where ${where} group by 1`)) {
      expect(cellOf(result, [null, null], [String(e.year)])).toBe(e.v);
    }
    for (const e of await pg(
      db,
      `select state_code, region, sum(value_usd) as v from ${FACTS} where ${where} group by 1, 2`,
    )) {
      expect(cellOf(result, [e.region as string, e.state_code as string], [null])).toBe(e.v);
    }
    const [grand] = await pg(db, `select sum(value_usd) as v from ${FACTS} where ${where}`);
    expect(cellOf(result, [null, null], [null])).toBe(grand?.v);
  });

  it('puts each subtotal after its members and the grand total last', async () => {
    const result = await run(definition);
    const kinds = result.row_headers.map((h) => h.kind);
    expect(kinds.at(-1)).toBe('total');
    expect(kinds.filter((k) => k === 'subtotal')).toHaveLength(6);
    const west = result.row_headers.findIndex((h) => h.kind === 'subtotal' && h.members[0] === 'West');
    const westStates = result.row_headers.filter((h) => h.kind === 'member' && h.members[0] === 'West');
    expect(westStates).toHaveLength(13);
    expect(result.row_headers.slice(west - 13, west).every((h) => h.members[0] === 'West' && h.kind === 'member')).toBe(
      true,
    );
    expect(result.column_headers.map((h) => h.labels[0])).toEqual(['2021', '2022', '2023', null]);
    expect(result.row_headers.find((h) => h.members[1] === 'CA')?.labels).toEqual(['West', 'California']);
  });

  it('leaves out what the totals switches turn off', async () => {
    const result = await run({
      ...definition,
      totals: { row_grand_total: false, column_grand_total: false, subtotals: false },
    });
    expect(result.row_headers).toHaveLength(51);
    expect(result.row_headers.every((h) => h.kind === 'member')).toBe(true);
    expect(result.column_headers).toHaveLength(3);
  });
});

describe('aggregates', () => {
  it('computes sum, average, minimum, maximum, count and distinct count per member and in total', async () => {
    const result = await run(
      define({
        rows: ['category'],
        measures: [
          { id: 'units', field: 'units', aggregate: 'sum' },
          { id: 'avg_value', field: 'value_usd', aggregate: 'avg' },
          { id: 'min_value', field: 'value_usd', aggregate: 'min' },
          { id: 'max_orders', field: 'orders', aggregate: 'max' },
          { id: 'rows', field: 'orders', aggregate: 'count' },
          { id: 'states', field: 'state', aggregate: 'count_distinct' },
          { id: 'unit_counts', field: 'units', aggregate: 'count_distinct' },
        ],
        filters: { period: { from: '2024-01', to: '2024-06' } },
      }),
    );
    const sql = (group: string) => `select ${group} sum(units) as u, avg(value_usd)::float8 as a, min(value_usd) as mn,
      max(orders) as mx, count(orders) as c, count(distinct state_code) as ds, count(distinct units) as du
      from ${FACTS} where period between '2024-01-01' and '2024-06-01'`;
    const perCategory = await pg(db, `${sql('category,')} group by category`);
    const [total] = await pg(db, sql(''));
    expect(perCategory).toHaveLength(5);
    const expectations: Array<[(string | null)[], (typeof perCategory)[number] | undefined]> = [
      ...perCategory.map((e): [(string | null)[], typeof e] => [[e.category as string], e]),
      [[null], total],
    ];
    for (const [members, e] of expectations) {
      const values = [0, 1, 2, 3, 4, 5, 6].map((m) => cellOf(result, members, [], m));
      expect(values[0]).toBe(e?.u);
      expect(values[1]).toBeCloseTo(e?.a as number, 6);
      expect(values.slice(2)).toEqual([e?.mn, e?.mx, e?.c, e?.ds, e?.du]);
    }
  });
});

describe('calculations', () => {
  it('gives each member its % of the grand total', async () => {
    const result = await run(
      define({
        rows: ['industry'],
        measures: [
          { id: 'value', field: 'value_usd', aggregate: 'sum' },
          { id: 'share', field: 'value_usd', aggregate: 'sum', calculation: 'percent_of_total' },
        ],
      }),
    );
    const [total] = await pg(db, `select sum(value_usd) as v from usmto_orders`);
    const rows = await pg(db, `select industry, sum(value_usd) as v from usmto_orders group by 1`);
    let sum = 0;
    for (const e of rows) {
      const share = cellOf(result, [e.industry as string], [], 1) as number;
      expect(share).toBeCloseTo((100 * (e.v as number)) / (total?.v as number), 9);
      sum += share;
    }
    expect(sum).toBeCloseTo(100, 9);
    expect(cellOf(result, [null], [], 1)).toBeCloseTo(100, 9);
    expect(result.measures[1]?.format).toBe('percent');
  });

  it('accumulates running totals down the months, restarting in each region', async () => {
    const result = await run(
      define({
        rows: ['region', 'month'],
        columns: ['category'],
        measures: [{ id: 'units', field: 'units', aggregate: 'sum', calculation: 'running_total' }],
        filters: { period: { from: '2023-01', to: '2023-12' } },
        totals: { row_grand_total: false, column_grand_total: true, subtotals: false },
      }),
    );
    const expected = await pg(
      db,
      `select region, month, category, sum(sum(units)) over (partition by region, category order by month) as run
        from ${FACTS} where period between '2023-01-01' and '2023-12-01' group by 1, 2, 3`,
    );
    for (const e of expected) {
      expect(cellOf(result, [e.region as string, e.month as string], [e.category as string])).toBe(e.run);
    }
    const [decWest] = await pg(db, `select sum(units) as u from ${FACTS} where region = 'West' and year = '2023'`);
    expect(cellOf(result, ['West', '2023-12'], [null])).toBe(decWest?.u);
  });

  it('refuses % of total and running totals on an aggregate that does not add up', async () => {
    expect(() =>
      define({
        rows: ['state'],
        measures: [{ id: 'a', field: 'units', aggregate: 'avg', calculation: 'percent_of_total' }],
      }),
    ).toThrow('% of total and running totals need a sum or a count.');
  });
});

describe('top-N', () => {
  const topDefinition = (other: boolean) =>
    define({
      rows: ['state'],
      columns: ['year'],
      measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
      filters: { period: { from: '2022-01', to: '2023-12' } },
      top_n: { dimension: 'state', measure: 'value', n: 5, other },
    });
  const where = `period between '2022-01-01' and '2023-12-01'`;

  it("keeps the 5 biggest states, groups the rest as 'Other', and still adds up to the grand total", async () => {
    const result = await run(topDefinition(true));
    const top = await pg(
      db,
      `select state_code, sum(value_usd) as v from usmto_orders where ${where} group by 1 order by 2 desc, 1 limit 5`,
    );
    const [total] = await pg(db, `select sum(value_usd) as v from usmto_orders where ${where}`);
    expect(result.row_headers.map((h) => h.members[0])).toEqual([
      ...top.map((t) => t.state_code).sort(),
      'Other',
      null,
    ]);
    for (const t of top) expect(cellOf(result, [t.state_code as string], [null])).toBe(t.v);
    const topSum = top.reduce((a, t) => a + (t.v as number), 0);
    expect(cellOf(result, ['Other'], [null])).toBe((total?.v as number) - topSum);
    const memberSum = result.row_headers
      .map((h, i) => (h.kind === 'member' ? (result.cells[i]?.at(-1)?.[0] ?? 0) : 0))
      .reduce((a, b) => a + b, 0);
    expect(memberSum).toBe(total?.v);
    expect(cellOf(result, [null], [null])).toBe(total?.v);
  });

  it('ranks the same when a distinct count makes it aggregate row by row, and ranks on actual months only', async () => {
    const plain = await run(topDefinition(true));
    const base = topDefinition(true);
    const rowLevel = await run({
      ...base,
      measures: [
        ...base.measures,
        { id: 'industries', field: 'industry', aggregate: 'count_distinct', calculation: 'none' },
      ],
    });
    expect(rowLevel.row_headers).toEqual(plain.row_headers);
    expect(rowLevel.cells.map((r) => r.map((c) => c?.[0]))).toEqual(plain.cells.map((r) => r.map((c) => c?.[0])));
    const projected = await run({ ...base, what_if: { months: 24, overall_percent_per_year: 900, members: [] } });
    expect(projected.row_headers.map((h) => h.members[0])).toEqual(plain.row_headers.map((h) => h.members[0]));
  });

  it('leaves the rest out when asked to', async () => {
    const result = await run(topDefinition(false));
    expect(result.row_headers.map((h) => h.members[0])).not.toContain('Other');
    expect(result.row_headers).toHaveLength(6);
    const top = await pg(
      db,
      `select sum(v) as v from (select sum(value_usd) as v from usmto_orders where ${where} group by state_code order by 1 desc limit 5) t`,
    );
    expect(cellOf(result, [null], [null])).toBe(top[0]?.v);
  });
});

describe('filters and sorting', () => {
  it('keeps only the chosen members, or all but them, within the time range', async () => {
    const result = await run(
      define({
        rows: ['state'],
        columns: ['category'],
        measures: [{ id: 'orders', field: 'orders', aggregate: 'sum' }],
        filters: {
          period: { from: '2019-07', to: '2020-06' },
          members: [
            { dimension: 'state', values: ['TX', 'OH', 'WA'] },
            { dimension: 'category', values: ['Additive'], exclude: true },
          ],
        },
      }),
    );
    const expected = await pg(
      db,
      `select state_code, category, sum(orders) as o from usmto_orders where period between '2019-07-01' and '2020-06-01'
        and state_code in ('TX', 'OH', 'WA') and category <> 'Additive' group by 1, 2`,
    );
    expect(result.row_headers.map((h) => h.members[0])).toEqual(['OH', 'TX', 'WA', null]);
    expect(result.column_headers.map((h) => h.members[0])).not.toContain('Additive');
    expect(expected).toHaveLength(12);
    for (const e of expected) expect(cellOf(result, [e.state_code as string], [e.category as string])).toBe(e.o);
  });

  it('sorts rows by a measure or by member, either way', async () => {
    const byValue = await run(
      define({
        rows: ['region'],
        measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
        sort: { rows: { by: 'measure', measure: 'value', direction: 'desc' } },
      }),
    );
    const expected = await pg(db, `select region from ${FACTS} group by 1 order by sum(value_usd) desc`);
    expect(byValue.row_headers.map((h) => h.members[0])).toEqual([...expected.map((e) => e.region), null]);
    const byName = await run(
      define({
        rows: ['region'],
        measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
        sort: { rows: { by: 'member', direction: 'desc' } },
      }),
    );
    expect(byName.row_headers.map((h) => h.members[0])).toEqual([
      'West',
      'Southeast',
      'South Central',
      'Northeast',
      'North Central-West',
      'North Central-East',
      null,
    ]);
  });
});

describe('what-if', () => {
  const definition = define({
    rows: ['month'],
    columns: ['region'],
    measures: [{ id: 'units', field: 'units', aggregate: 'sum' }],
    filters: { period: { from: '2023-01', to: '2023-12' } },
    what_if: {
      months: 18,
      overall_percent_per_year: 10,
      members: [{ dimension: 'region', member: 'West', percent_per_year: 25 }],
    },
  });

  it('projects each month from the same month of the last actual year, grown per year', async () => {
    const result = await run(definition);
    expect(result.projection).toEqual({ from: '2023-12', months: 18 });
    const months = result.row_headers.filter((h) => h.kind === 'member');
    expect(months.map((h) => h.members[0])).toHaveLength(30);
    expect(months.filter((h) => h.projected).map((h) => h.members[0])).toEqual(
      months.slice(12).map((h) => h.members[0]),
    );
    expect(months.at(-1)?.members[0]).toBe('2025-06');
    const actual = Object.fromEntries(
      (
        await pg(db, `select month || '|' || region as k, sum(units) as u from ${FACTS} where year = '2023' group by 1`)
      ).map((r) => [r.k, r.u as number]),
    );
    // One year ahead: × 1.10 (× 1.25 in the West); two years ahead: squared.
    expect(cellOf(result, ['2024-03'], ['Southeast'])).toBeCloseTo((actual['2023-03|Southeast'] as number) * 1.1, 6);
    expect(cellOf(result, ['2024-03'], ['West'])).toBeCloseTo((actual['2023-03|West'] as number) * 1.25, 6);
    expect(cellOf(result, ['2025-06'], ['West'])).toBeCloseTo((actual['2023-06|West'] as number) * 1.25 ** 2, 6);
    expect(cellOf(result, ['2025-06'], ['Northeast'])).toBeCloseTo(
      (actual['2023-06|Northeast'] as number) * 1.1 ** 2,
      6,
    );
    expect(cellOf(result, ['2023-06'], ['West'])).toBe(actual['2023-06|West']);
    const [west2024] = await pg(db, `select sum(units) as u from ${FACTS} where year = '2023' and region = 'West'`);
    const total2024West = months
      .filter((h) => (h.members[0] as string).startsWith('2024'))
      .reduce((a, h) => a + (cellOf(result, h.members, ['West']) as number), 0);
    expect(total2024West).toBeCloseTo((west2024?.u as number) * 1.25, 6);
  });
});

describe('what-if with several measures', () => {
  const definition = define({
    rows: ['month'],
    columns: ['region'],
    measures: [
      { id: 'units', field: 'units', aggregate: 'sum' },
      { id: 'value', field: 'value_usd', aggregate: 'sum' },
      { id: 'average', field: 'value_usd', aggregate: 'avg' },
    ],
    filters: { period: { from: '2023-01', to: '2023-12' } },
    what_if: {
      months: 12,
      overall_percent_per_year: 10,
      members: [{ dimension: 'region', member: 'West', percent_per_year: 25 }],
    },
  });
  const growth = `(case when region = 'West' then 1.25 else 1.1 end)`;

  it('grows every measure of the analysis, in each region and in the total of each month, as PostgreSQL computes it', async () => {
    const result = await run(definition);
    const projected = result.row_headers
      .filter((h) => h.kind === 'member' && h.projected)
      .map((h) => h.members[0] as string);
    expect(projected).toHaveLength(12);
    expect(projected[0]).toBe('2024-01');
    // The projected month of 2024 is the same month of 2023, every row grown by its region's rate.
    const expected = await pg(
      db,
      `select '2024' || substr(month, 5) as month, region, sum(units * ${growth}) as units,
        sum(value_usd * ${growth}) as value, avg(value_usd * ${growth}) as average
        from ${FACTS} where year = '2023' group by 1, rollup (2)`,
    );
    // Each region, and the total of the month across regions.
    expect(expected).toHaveLength(12 * 7);
    for (const e of expected) {
      const row = [e.month as string];
      const column = [e.region as string | null];
      const cells = [0, 1, 2].map((m) => cellOf(result, row, column, m));
      expect(cells[0], `${row} ${column} units`).toBeCloseTo(e.units as number, 6);
      expect(cells[1], `${row} ${column} value`).toBeCloseTo(e.value as number, 4);
      expect(cells[2], `${row} ${column} average`).toBeCloseTo(e.average as number, 4);
    }
  });

  it('leaves the actual months of every measure as they are', async () => {
    const result = await run(definition);
    for (const e of await pg(
      db,
      `select month, region, sum(units) as units, sum(value_usd) as value, avg(value_usd) as average
        from ${FACTS} where year = '2023' and month in ('2023-03', '2023-11') group by 1, 2`,
    )) {
      const at = (m: number) => cellOf(result, [e.month as string], [e.region as string], m);
      expect(at(0)).toBe(e.units);
      expect(at(1)).toBe(e.value);
      expect(at(2)).toBeCloseTo(e.average as number, 6);
    }
  });
});

describe('drill-down', () => {
  const definition = define({
    rows: ['region'],
    columns: ['year'],
    measures: [{ id: 'units', field: 'units', aggregate: 'sum' }],
    filters: { members: [{ dimension: 'category', values: ['Additive'] }] },
  });

  it('pages through the rows behind a cell, in the order PostgreSQL gives them', async () => {
    const page2 = await drillDown({
      engine,
      definition,
      entitlements: USMTO,
      cell: { row: ['West'], column: ['2022'] },
      page: 2,
      pageSize: 25,
    });
    const expected = await pg(
      db,
      `select month, region, state_code, category, industry, orders, units, value_usd from ${FACTS}
        where category = 'Additive' and region = 'West' and year = '2022'
        order by period, region collate "C", state_code collate "C", category collate "C", industry collate "C"`,
    );
    expect(page2.total_rows).toBe(expected.length);
    expect(page2.rows).toEqual(expected.slice(25, 50).map((e) => Object.values(e)));
    expect(page2.columns.map((c) => c.id)).toEqual([
      'month',
      'region',
      'state',
      'category',
      'industry',
      'orders',
      'units',
      'value_usd',
    ]);
  });

  it('drills from a total to all of its rows', async () => {
    const all = await drillDown({
      engine,
      definition,
      entitlements: USMTO,
      cell: { row: [null], column: ['2021'] },
      page: 1,
      pageSize: 10,
    });
    const [count] = await pg(
      db,
      `select count(*)::int as n from usmto_orders where category = 'Additive' and period between '2021-01-01' and '2021-12-01'`,
    );
    expect(all.total_rows).toBe(count?.n);
    expect(all.rows).toHaveLength(10);
  });
});
