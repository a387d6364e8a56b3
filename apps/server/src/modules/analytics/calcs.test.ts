// Calculated measures, period changes, "show as" percentages, and sorting and top-N by any
// measure: each checked against SQL written here on the system of record (PostgreSQL/PGlite),
// never through the engine under test; the blended table's figures summed here from its rows.
import { type AnalysisDefinitionInput, MSG } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { CALC_EXPRESSION_MSG } from '@mti/contracts/analytics/calc-expression';
import { describe, expect, it } from 'vitest';
import { cellOf, define, FACTS, pg, USMTO } from '../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { runAnalysis } from './analysis-run.ts';
import { USMTO_STATES } from './datasets/usmto-orders/usmto-dimensions.ts';
import { TOP_N_BY_CHANGE_MSG } from './top-n-by-result.ts';
import type { UserTable } from './user-tables.ts';

const { app } = await buildTestApp();
const db = app.db;
const engine = app.analyticsEngine;
const member = await signInWithAnalytics(app, 'member');

const PERIOD = "period >= '2023-01-01' and period < '2025-01-01'";
const FILTER = { period: { from: '2023-01', to: '2024-12' } };
const query = (definition: unknown) =>
  app.inject({
    method: 'POST',
    url: '/analytics/api/analyzer/query',
    headers: member.headers,
    payload: { definition } as object,
  });
const base = { version: 1, dataset: 'usmto-orders', rows: ['region'], filters: FILTER };
const ordersAndValue: AnalysisDefinitionInput['measures'] = [
  { id: 'orders', field: 'orders', aggregate: 'sum' },
  { id: 'value', field: 'value_usd', aggregate: 'sum' },
];
const run = (definition: ReturnType<typeof define>, userTables: UserTable[] = []) =>
  runAnalysis({ engine, entitlements: USMTO, definition, userTables });
const measureIndex = (result: AnalysisResult, id: string) => result.measures.findIndex((m) => m.id === id);

describe('an expression over measures', () => {
  it('computes value per order for each region and the total as SQL does: a ratio of the sums', async () => {
    const result = await run(
      define({
        rows: ['region'],
        measures: ordersAndValue,
        filters: FILTER,
        calcs: [{ kind: 'expression', id: 'per_order', expression: 'value ÷ orders', unit: 'currency' }],
      }),
    );
    const expected = await pg(
      db,
      `select region, sum(value_usd)::float8 / nullif(sum(orders), 0) as v from ${FACTS} where ${PERIOD} group by rollup(region)`,
    );
    const i = measureIndex(result, 'per_order');
    expect(result.measures[i]).toMatchObject({ source: 'calc', calc: 'expression', format: 'currency' });
    expect(expected.length).toBeGreaterThan(2);
    for (const row of expected) {
      expect(cellOf(result, [row.region as string | null], [], i)).toBeCloseTo(row.v as number, 6);
    }
  });

  it('honours precedence and parentheses, and a zero divisor gives a blank, never Infinity', async () => {
    const result = await run(
      define({
        rows: ['region'],
        measures: ordersAndValue,
        filters: FILTER,
        calcs: [
          { kind: 'expression', id: 'mixed', expression: '(value - orders) * 2 / orders + 1' },
          { kind: 'expression', id: 'by_zero', expression: 'value / (orders - orders)' },
        ],
      }),
    );
    const [total] = await pg(
      db,
      `select (sum(value_usd)::float8 - sum(orders)) * 2 / sum(orders) + 1 as v from ${FACTS} where ${PERIOD}`,
    );
    expect(cellOf(result, [null], [], measureIndex(result, 'mixed'))).toBeCloseTo(total?.v as number, 6);
    for (const row of result.cells) expect(row[0]?.[measureIndex(result, 'by_zero')]).toBeNull();
  });
});

describe('a share of the total', () => {
  it("gives each region's share of the grand total, as SQL does, adding up to 100", async () => {
    const result = await run(
      define({
        rows: ['region'],
        columns: ['year'],
        measures: ordersAndValue,
        filters: FILTER,
        calcs: [{ kind: 'share_of_total', id: 'share', measure: 'value' }],
      }),
    );
    const expected = await pg(
      db,
      `select region, year, 100.0 * sum(value_usd) / sum(sum(value_usd)) over () as v
       from ${FACTS} where ${PERIOD} group by region, year`,
    );
    const i = measureIndex(result, 'share');
    expect(result.measures[i]?.format).toBe('percent');
    for (const row of expected) {
      expect(cellOf(result, [row.region as string], [String(row.year)], i)).toBeCloseTo(row.v as number, 6);
    }
    expect(cellOf(result, [null], [null], i)).toBeCloseTo(100, 9);
  });
});

describe('a change vs an earlier period', () => {
  it('compares each month with the one before and each quarter with the year before, as SQL lag() does', async () => {
    const byMonth = await run(
      define({
        rows: ['month'],
        measures: ordersAndValue,
        filters: FILTER,
        calcs: [
          { kind: 'change', id: 'diff', measure: 'orders', versus: 'previous_period', as: 'difference' },
          { kind: 'change', id: 'pct', measure: 'orders', versus: 'previous_period', as: 'percent' },
        ],
      }),
    );
    const months = await pg(
      db,
      `select month, sum(orders) - lag(sum(orders)) over (order by month) as diff,
        100.0 * (sum(orders) - lag(sum(orders)) over (order by month)) / abs(lag(sum(orders)) over (order by month)) as pct
       from ${FACTS} where ${PERIOD} group by month order by month`,
    );
    expect(months).toHaveLength(24);
    for (const row of months) {
      const diff = cellOf(byMonth, [row.month as string], [], measureIndex(byMonth, 'diff'));
      const pct = cellOf(byMonth, [row.month as string], [], measureIndex(byMonth, 'pct'));
      // The first month in view has no month before it in view: blank, not 0.
      if (row.diff === null) expect(diff).toBeNull();
      else expect(diff).toBeCloseTo(row.diff as number, 6);
      if (row.pct === null) expect(pct).toBeNull();
      else expect(pct).toBeCloseTo(row.pct as number, 6);
    }
    expect(byMonth.measures[measureIndex(byMonth, 'pct')]?.format).toBe('percent');
    // The total row has no period to compare.
    expect(cellOf(byMonth, [null], [], measureIndex(byMonth, 'diff'))).toBeNull();

    const byQuarter = await run(
      define({
        rows: ['region'],
        columns: ['quarter'],
        measures: ordersAndValue,
        filters: FILTER,
        calcs: [{ kind: 'change', id: 'yoy', measure: 'value', versus: 'previous_year', as: 'percent' }],
      }),
    );
    const quarters = await pg(
      db,
      `select a.region, a.quarter, 100.0 * (a.v - b.v) / abs(b.v) as pct
       from (select region, quarter, year, sum(value_usd)::float8 as v from ${FACTS} where ${PERIOD} group by region, quarter, year) a
       join (select region, quarter, year, sum(value_usd)::float8 as v from ${FACTS} where ${PERIOD} group by region, quarter, year) b
         on a.region = b.region and b.year::int = a.year::int - 1 and right(b.quarter, 2) = right(a.quarter, 2)`,
    );
    expect(quarters.length).toBeGreaterThan(8);
    const q = measureIndex(byQuarter, 'yoy');
    for (const row of quarters) {
      expect(cellOf(byQuarter, [row.region as string], [row.quarter as string], q)).toBeCloseTo(row.pct as number, 6);
    }
    expect(cellOf(byQuarter, ['Northeast'], ['2023-Q4'], q)).toBeNull();
  });

  it('refuses a change without a time dimension in view, with the same message the analyzer shows', async () => {
    const res = await query({
      ...base,
      measures: ordersAndValue,
      calcs: [{ kind: 'change', id: 'diff', measure: 'orders', versus: 'previous_year', as: 'percent' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.changeNeedsPeriod);
  });
});

describe('an expression is checked, never run as SQL', () => {
  it.each([
    ['value / dealers', CALC_EXPRESSION_MSG.unknownMeasure('dealers')],
    ['value / (orders', CALC_EXPRESSION_MSG.unclosed],
    ['value / ', CALC_EXPRESSION_MSG.incomplete],
    ['', CALC_EXPRESSION_MSG.empty],
    ['orders; drop table usmto_orders', CALC_EXPRESSION_MSG.badCharacter(';')],
    ["orders') or 1=1 --", CALC_EXPRESSION_MSG.badCharacter("'")],
    ['sum(orders)', CALC_EXPRESSION_MSG.unknownMeasure('sum')],
    ['usmto_orders', CALC_EXPRESSION_MSG.unknownMeasure('usmto_orders')],
  ])('refuses %j with a 400 saying why', async (expression, msg) => {
    const res = await query({
      ...base,
      measures: ordersAndValue,
      calcs: [{ kind: 'expression', id: 'x', expression }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', msg });
    const [count] = await pg(db, 'select count(*)::int as n from usmto_orders');
    expect(count?.n).toBeGreaterThan(0);
  });

  it('refuses a calculation naming a later one, itself, or a measure id taken twice', async () => {
    const later = await query({
      ...base,
      measures: ordersAndValue,
      calcs: [
        { kind: 'expression', id: 'a', expression: 'b * 2' },
        { kind: 'expression', id: 'b', expression: 'orders' },
      ],
    });
    expect(later.json().msg).toBe(CALC_EXPRESSION_MSG.unknownMeasure('b'));
    const twice = await query({
      ...base,
      measures: ordersAndValue,
      calcs: [{ kind: 'expression', id: 'orders', expression: 'value' }],
    });
    expect(twice.json().msg).toBe(MSG.measureIdTwice);
  });
});

describe('sort and top-N by a calculation', () => {
  it('ranks the top 5 states by value per order, best first, the rest as Other, as SQL ranks them', async () => {
    const result = await run(
      define({
        rows: ['state'],
        measures: ordersAndValue,
        filters: FILTER,
        calcs: [{ kind: 'expression', id: 'per_order', expression: 'value / orders' }],
        top_n: { dimension: 'state', measure: 'per_order', n: 5, other: true },
        sort: { rows: { by: 'measure', measure: 'per_order', direction: 'desc' } },
      }),
    );
    const expected = await pg(
      db,
      `select state_code from ${FACTS} where ${PERIOD} group by state_code
       order by sum(value_usd)::float8 / sum(orders) desc, state_code limit 5`,
    );
    const members = result.row_headers.map((h) => h.members[0]);
    expect(members).toEqual([...expected.map((r) => r.state_code), 'Other', null]);
    // Other and the total still add up the dataset's figures.
    const [all] = await pg(db, `select sum(orders)::float8 as n from ${FACTS} where ${PERIOD}`);
    expect(cellOf(result, [null], [], 0)).toBe(all?.n);
  });

  it('sorts regions ascending by a share, and refuses a top-N by a change over a non-period dimension', async () => {
    const result = await run(
      define({
        rows: ['region'],
        measures: ordersAndValue,
        filters: FILTER,
        calcs: [{ kind: 'share_of_total', id: 'share', measure: 'orders' }],
        sort: { rows: { by: 'measure', measure: 'share', direction: 'asc' } },
      }),
    );
    const expected = await pg(
      db,
      `select region from ${FACTS} where ${PERIOD} group by region order by sum(orders) asc, region`,
    );
    expect(result.row_headers.map((h) => h.members[0])).toEqual([...expected.map((r) => r.region), null]);

    const res = await query({
      ...base,
      rows: ['region', 'month'],
      measures: ordersAndValue,
      calcs: [{ kind: 'change', id: 'diff', measure: 'orders', versus: 'previous_period', as: 'difference' }],
      top_n: { dimension: 'region', measure: 'diff', n: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(TOP_N_BY_CHANGE_MSG);
  });
});

describe('show as', () => {
  const definition = define({
    rows: ['region', 'state'],
    columns: ['year'],
    measures: ordersAndValue,
    filters: FILTER,
    totals: { row_grand_total: true, column_grand_total: true, subtotals: true },
    show_as: { orders: 'percent_of_row', value: 'percent_of_parent' },
  });

  it("writes % of row and a state's % of its region, each group adding up to 100", async () => {
    const result = await run(definition);
    expect(result.measures.map((m) => [m.format, m.show_as])).toEqual([
      ['percent', 'percent_of_row'],
      ['percent', 'percent_of_parent'],
    ]);
    const rows = result.row_headers.map((h, r) => ({ h, r }));
    for (const { r } of rows) {
      const sum = result.column_headers
        .map((c, ci) => (c.kind === 'member' ? (result.cells[r]?.[ci]?.[0] ?? 0) : 0))
        .reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(100, 6);
    }
    const states = await pg(
      db,
      `select region, state_code, year,
         100.0 * sum(value_usd) / sum(sum(value_usd)) over (partition by region, year) as v
       from ${FACTS} where ${PERIOD} group by region, state_code, year`,
    );
    for (const row of states) {
      expect(cellOf(result, [row.region as string, row.state_code as string], [String(row.year)], 1)).toBeCloseTo(
        row.v as number,
        6,
      );
    }
    // A region's parent is the grand total.
    const regions = await pg(
      db,
      `select region, 100.0 * sum(value_usd) / sum(sum(value_usd)) over () as v from ${FACTS} where ${PERIOD} group by region`,
    );
    for (const row of regions)
      expect(cellOf(result, [row.region as string, null], [null], 1)).toBeCloseTo(row.v as number, 6);
  });

  it('writes % of column and % of grand total, each adding up to 100, even with the totals hidden', async () => {
    const result = await run(
      define({
        rows: ['region'],
        columns: ['year'],
        measures: ordersAndValue,
        filters: FILTER,
        totals: { row_grand_total: false, column_grand_total: false, subtotals: false },
        show_as: { orders: 'percent_of_column', value: 'percent_of_grand_total' },
      }),
    );
    const column = (ci: number, m: number) =>
      result.row_headers.map((_, r) => result.cells[r]?.[ci]?.[m] ?? 0).reduce((a, b) => a + b, 0);
    for (const ci of result.column_headers.keys()) expect(column(ci, 0)).toBeCloseTo(100, 6);
    const grand = result.column_headers.map((_, ci) => column(ci, 1)).reduce((a, b) => a + b, 0);
    expect(grand).toBeCloseTo(100, 6);
  });
});

describe('a share computed from a blended upload', () => {
  it('divides my sales per state by the market orders, as the uploaded rows and SQL give them', async () => {
    const states = USMTO_STATES.slice(0, 6).map((s) => s.code);
    const rows: (string | number)[][] = [];
    const mine = new Map<string, number>();
    states.forEach((state, i) => {
      for (let k = 0; k < 3; k++) {
        const sales = 40 + 17 * i + 5 * k;
        rows.push([state, sales]);
        mine.set(state, (mine.get(state) ?? 0) + sales);
      }
    });
    const table: UserTable = { id: 'test:calcs:1', name: 'my-sales.csv', columns: ['State', 'My sales'], rows };
    const result = await run(
      define({
        rows: ['state'],
        measures: [{ id: 'orders', field: 'orders', aggregate: 'sum' }],
        filters: { ...FILTER, members: [{ dimension: 'state', values: states }] },
        blend: {
          table: 'my-sales.csv',
          key: { column: 'State', dimension: 'state' },
          measures: [{ id: 'my_sales', column: 'My sales' }],
        },
        calcs: [{ kind: 'expression', id: 'my_share', expression: '100 × my_sales ÷ orders', unit: 'percent' }],
        sort: { rows: { by: 'measure', measure: 'my_share', direction: 'desc' } },
      }),
      [table],
    );
    const market = await pg(
      db,
      `select state_code, sum(orders)::float8 as n from ${FACTS} where ${PERIOD} group by state_code`,
    );
    const share = (state: string) => {
      const n = market.find((r) => r.state_code === state)?.n as number;
      return (100 * (mine.get(state) as number)) / n;
    };
    const i = measureIndex(result, 'my_share');
    for (const state of states) expect(cellOf(result, [state], [], i)).toBeCloseTo(share(state), 9);
    const total = [...mine.values()].reduce((a, b) => a + b, 0);
    const marketTotal = market
      .filter((r) => states.includes(r.state_code as string))
      .reduce((a, r) => a + (r.n as number), 0);
    expect(cellOf(result, [null], [], i)).toBeCloseTo((100 * total) / marketTotal, 9);
    // Sorted by the calculation, best first.
    const order = [...states].sort((a, b) => share(b) - share(a));
    expect(result.row_headers.map((h) => h.members[0])).toEqual([...order, null]);
  });
});

describe('exports and drill-down keep working with calculations', () => {
  const definition = {
    ...base,
    rows: ['state'],
    measures: ordersAndValue,
    calcs: [{ kind: 'expression', id: 'per_order', expression: 'value / orders', label: 'Value per order' }],
    top_n: { dimension: 'state', measure: 'per_order', n: 3, other: true },
  };

  it('exports the calculation as a column with the figures of the query', async () => {
    const shown = (await query(definition)).json() as AnalysisResult;
    const res = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/export',
      headers: member.headers,
      payload: { definition, format: 'csv' },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('State,Orders,Value (USD),Value per order');
    const first = shown.row_headers[0]?.labels[0] as string;
    const line = lines.find((l) => l.startsWith(`${first},`))?.split(',') ?? [];
    expect(Number(line[3])).toBeCloseTo(shown.cells[0]?.[0]?.[2] as number, 6);
  });

  it("drills into a state of a top-N ranked by the calculation, and into 'Other', as SQL counts their rows", async () => {
    const top = await pg(
      db,
      `select state_code from ${FACTS} where ${PERIOD} group by state_code
       order by sum(value_usd)::float8 / sum(orders) desc, state_code limit 3`,
    );
    const codes = top.map((r) => `'${r.state_code}'`).join(', ');
    const [inTop] = await pg(
      db,
      `select count(*)::int as n from ${FACTS} where ${PERIOD} and state_code = '${top[0]?.state_code}'`,
    );
    const [other] = await pg(
      db,
      `select count(*)::int as n from ${FACTS} where ${PERIOD} and state_code not in (${codes})`,
    );
    const drill = (state: string) =>
      app.inject({
        method: 'POST',
        url: '/analytics/api/analyzer/drilldown',
        headers: member.headers,
        payload: { definition, cell: { row: [state], column: [] }, page_size: 1 },
      });
    expect((await drill(top[0]?.state_code as string)).json().total_rows).toBe(inTop?.n);
    expect((await drill('Other')).json().total_rows).toBe(other?.n);
  });
});
