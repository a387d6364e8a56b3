// Blending a user's own table: a generated 200,000-row table, keyed by state, month or industry,
// checked against sums computed here and the dataset's side against PostgreSQL.
import { describe, expect, it } from 'vitest';
import { cellOf, define, FACTS, pg, USMTO } from '../../../test/analytics-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { runAnalysis } from './analysis-run.ts';
import { USMTO_STATES } from './datasets/usmto-orders/usmto-dimensions.ts';
import type { UserTable } from './user-tables.ts';

const { app } = await buildTestApp();
const db = app.db;
const engine = app.analyticsEngine;

const ROWS = 200_000;
const STATE_COLUMN = "State'); drop table usmto_orders; --";

/** Customer rows: the state as a code, a name or in lower case; quotas as text with separators; some keys unknown. */
function customerTable(): { table: UserTable; quota: Map<string, number>; visits: Map<string, number[]> } {
  const quota = new Map<string, number>();
  const visits = new Map<string, number[]>();
  const rows: (string | number | null)[][] = [];
  for (let i = 0; i < ROWS; i++) {
    const unknown = i % 101 === 0;
    const state = USMTO_STATES[i % USMTO_STATES.length] as (typeof USMTO_STATES)[number];
    const key = unknown ? (i % 2 ? 'Puerto Rico' : 'ZZ') : [state.code, state.name, state.name.toLowerCase()][i % 3];
    const q = (i % 997) * 10;
    const v = i % 7;
    // Quotas as a US spreadsheet writes them ('9,960.00'): the decimal point proves the separator.
    rows.push([`Customer ${i}`, key as string, q.toLocaleString('en-US', { minimumFractionDigits: 2 }), v]);
    if (!unknown) {
      quota.set(state.code, (quota.get(state.code) ?? 0) + q);
      visits.set(state.code, [...(visits.get(state.code) ?? []), v]);
    }
  }
  return {
    table: {
      id: 'test:customers:1',
      name: 'customers.csv',
      columns: ['Customer', STATE_COLUMN, 'Sales quota', 'Visits'],
      rows,
    },
    quota,
    visits,
  };
}

describe('blending a state-level table', () => {
  const { table, quota, visits } = customerTable();
  const definition = define({
    rows: ['region', 'state'],
    columns: ['category'],
    measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
    filters: { period: { from: '2024-01', to: '2024-12' } },
    totals: { row_grand_total: true, column_grand_total: true, subtotals: true },
    blend: {
      table: 'customers.csv',
      key: { column: STATE_COLUMN, dimension: 'state' },
      measures: [
        { id: 'quota', column: 'Sales quota', aggregate: 'sum' },
        { id: 'visits', column: 'visits', aggregate: 'avg' },
      ],
    },
  });

  it("adds the user's figures per state, rolled up to regions and the total, beside the dataset's", async () => {
    const result = await runAnalysis({ engine, definition, entitlements: USMTO, userTables: [table] });
    expect(result.measures.map((m) => [m.id, m.source])).toEqual([
      ['value', 'dataset'],
      ['quota', 'blend'],
      ['visits', 'blend'],
    ]);
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    for (const state of USMTO_STATES) {
      for (const column of [['Metal cutting'], [null]]) {
        expect(cellOf(result, [state.region, state.code], column, 1)).toBe(quota.get(state.code));
        expect(cellOf(result, [state.region, state.code], column, 2)).toBeCloseTo(avg(visits.get(state.code) ?? []), 9);
      }
    }
    const west = USMTO_STATES.filter((s) => s.region === 'West').reduce((a, s) => a + (quota.get(s.code) ?? 0), 0);
    expect(cellOf(result, ['West', null], ['Additive'], 1)).toBe(west);
    const all = [...quota.values()].reduce((a, b) => a + b, 0);
    expect(cellOf(result, [null, null], [null], 1)).toBe(all);

    const dataset = await pg(
      db,
      `select region, state_code, sum(value_usd) as v from ${FACTS} where year = '2024' and category = 'Additive' group by 1, 2`,
    );
    for (const e of dataset)
      expect(cellOf(result, [e.region as string, e.state_code as string], ['Additive'], 0)).toBe(e.v);
  });

  it("groups the user's figures of states outside a top-N as 'Other' too", async () => {
    const top = define({
      rows: ['state'],
      measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
      top_n: { dimension: 'state', measure: 'value', n: 5 },
      blend: { ...definition.blend!, measures: [{ id: 'quota', column: 'Sales quota', aggregate: 'sum' }] },
    });
    const result = await runAnalysis({ engine, definition: top, entitlements: USMTO, userTables: [table] });
    const shown = result.row_headers.filter((h) => h.kind === 'member' && h.members[0] !== 'Other');
    expect(shown).toHaveLength(5);
    const topQuota = shown.reduce((a, h) => a + (quota.get(h.members[0] as string) ?? 0), 0);
    const all = [...quota.values()].reduce((a, b) => a + b, 0);
    expect(cellOf(result, ['Other'], [], 1)).toBe(all - topQuota);
    expect(cellOf(result, [null], [], 1)).toBe(all);
  });

  it('reuses the loaded table and the cached result for the same content', async () => {
    const again = await runAnalysis({ engine, definition, entitlements: USMTO, userTables: [table] });
    expect(again.meta.cached).toBe(true);
    const renamed = { ...table, id: 'test:customers:2' };
    const fresh = await runAnalysis({ engine, definition, entitlements: USMTO, userTables: [renamed] });
    expect(fresh.meta.cached).toBe(false);
    expect(fresh.cells).toEqual(again.cells);
  });

  it('refuses a table or a column the user does not have, naming the field', async () => {
    await expect(runAnalysis({ engine, definition, entitlements: USMTO, userTables: [] })).rejects.toMatchObject({
      status: 400,
      msg: 'Choose one of your uploaded tables to blend.',
      field: 'definition.blend.table',
    });
    const wrongColumn = {
      ...definition,
      blend: { ...definition.blend!, key: { column: 'Zip', dimension: 'state' as const } },
    };
    await expect(
      runAnalysis({ engine, definition: wrongColumn, entitlements: USMTO, userTables: [table] }),
    ).rejects.toMatchObject({
      status: 400,
      msg: 'Choose a column of your table.',
      field: 'definition.blend.key.column',
    });
  });
});

describe('blending on month and on industry', () => {
  it('reads month keys in several spellings and rolls them up to quarters', async () => {
    const rows = [
      ['2024-01', 10],
      ['202402', 20],
      ['03/2024', 30],
      ['2024-04-15', 40],
      ['2023-12', 1000],
      ['not a month', 5],
    ];
    const table: UserTable = { id: 'test:forecast', name: 'forecast.csv', columns: ['Month', 'Forecast'], rows };
    const result = await runAnalysis({
      engine,
      entitlements: USMTO,
      userTables: [table],
      definition: define({
        rows: ['quarter'],
        measures: [{ id: 'units', field: 'units', aggregate: 'sum' }],
        filters: { period: { from: '2024-01', to: '2024-06' } },
        blend: {
          table: 'forecast.csv',
          key: { column: 'Month', dimension: 'month' },
          measures: [{ id: 'forecast', column: 'Forecast' }],
        },
      }),
    });
    expect(cellOf(result, ['2024-Q1'], [], 1)).toBe(60);
    expect(cellOf(result, ['2024-Q2'], [], 1)).toBe(40);
    expect(cellOf(result, [null], [], 1)).toBe(100);
    const [q1] = await pg(db, `select sum(units) as u from ${FACTS} where quarter = '2024-Q1'`);
    expect(cellOf(result, ['2024-Q1'], [], 0)).toBe(q1?.u);
  });

  it('matches industries by name whatever the case', async () => {
    const table: UserTable = {
      id: 'test:targets',
      name: 'targets.csv',
      columns: ['Industry', 'Target'],
      rows: [
        ['AEROSPACE', 5],
        ['aerospace', 7],
        ['Medical devices', 11],
      ],
    };
    const result = await runAnalysis({
      engine,
      entitlements: USMTO,
      userTables: [table],
      definition: define({
        rows: ['industry'],
        measures: [{ id: 'orders', field: 'orders', aggregate: 'sum' }],
        blend: {
          table: 'targets.csv',
          key: { column: 'Industry', dimension: 'industry' },
          measures: [{ id: 'target', column: 'Target' }],
        },
      }),
    });
    expect(cellOf(result, ['Aerospace'], [], 1)).toBe(12);
    expect(cellOf(result, ['Medical devices'], [], 1)).toBe(11);
    expect(cellOf(result, ['Energy'], [], 1)).toBeNull();
  });
});
