// What-if's base case beside the scenario, and every total's actual and projected parts, checked
// against SQL run directly on the seeded PostgreSQL/PGlite data (the system of record).
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { describe, expect, it } from 'vitest';
import { define, FACTS, pg, USMTO } from '../../../test/analytics-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { runAnalysis } from './analysis-run.ts';

const { app } = await buildTestApp();
const db = app.db;
const engine = app.analyticsEngine;
await engine.whenReady();

type Grid = 'cells' | 'base_cells' | 'base_projected_cells' | 'actual_cells' | 'projected_cells';
function figure(result: AnalysisResult, grid: Grid, row: (string | null)[], column: (string | null)[], measure = 0) {
  const r = result.row_headers.findIndex((h) => JSON.stringify(h.members) === JSON.stringify(row));
  const c = result.column_headers.findIndex((h) => JSON.stringify(h.members) === JSON.stringify(column));
  expect(r, `row ${row}`).toBeGreaterThanOrEqual(0);
  expect(c, `column ${column}`).toBeGreaterThanOrEqual(0);
  const cells = grid === 'cells' ? result.cells : result.scenario?.[grid];
  return cells?.[r]?.[c]?.[measure] ?? null;
}

describe('base case and scenario, actual and projected apart', () => {
  // 2023 actual; 2024 and the first half of 2025 projected from 2023's months.
  const definition = define({
    rows: ['year'],
    columns: ['region'],
    measures: [
      { id: 'units', field: 'units', aggregate: 'sum' },
      { id: 'average', field: 'value_usd', aggregate: 'avg' },
    ],
    filters: { period: { from: '2023-01', to: '2023-12' } },
    // 2025 holds six projected months: a partial year, shown here on purpose (it is left out by default).
    include_partial_periods: true,
    totals: { row_grand_total: true, column_grand_total: true, subtotals: false },
    what_if: {
      months: 18,
      overall_percent_per_year: 10,
      members: [{ dimension: 'region', member: 'West', percent_per_year: 25 }],
    },
  });
  const growth = `(case when region = 'West' then 1.25 else 1.1 end)`;
  // The projected rows as PostgreSQL writes them: a 2023 row a year on (× rate) and, for January
  // to June, two years on (× rate²).
  const projectedRows = `(select region, '2024' as year, units * ${growth} as units, value_usd * ${growth} as value_usd,
      units as base_units from ${FACTS} where year = '2023'
    union all select region, '2025', units * ${growth} ^ 2, value_usd * ${growth} ^ 2, units
      from ${FACTS} where year = '2023' and month <= '2023-06') p`;

  it('gives the base case (0 % growth) beside the scenario in every projected cell', async () => {
    const result = await runAnalysis({ engine, definition, entitlements: USMTO });
    expect(result.scenario).toBeTruthy();
    const expected = await pg(
      db,
      `select year, region, sum(units) as units, sum(base_units) as base from ${projectedRows} group by 1, rollup (2)`,
    );
    expect(expected).toHaveLength(2 * 7);
    for (const e of expected) {
      const row = [String(e.year)];
      const column = [e.region as string | null];
      expect(figure(result, 'cells', row, column), `${row} ${column}`).toBeCloseTo(e.units as number, 6);
      expect(figure(result, 'base_cells', row, column), `${row} ${column} base`).toBeCloseTo(e.base as number, 6);
      expect(figure(result, 'base_projected_cells', row, column)).toBeCloseTo(e.base as number, 6);
    }
    // The actual year is the same in both.
    const [actual] = await pg(db, `select sum(units) as u from ${FACTS} where year = '2023' and region = 'West'`);
    expect(figure(result, 'base_cells', ['2023'], ['West'])).toBe(actual?.u);
    expect(figure(result, 'cells', ['2023'], ['West'])).toBe(actual?.u);
  });

  it('splits the grand total into its actual and projected parts, sums and averages alike', async () => {
    const result = await runAnalysis({ engine, definition, entitlements: USMTO });
    // One pass over the actual and the projected rows, each part summed apart.
    const parts = await pg(
      db,
      `select is_projected, sum(units) as units, avg(value_usd) as average, sum(base_units) as base
        from (select 0 as is_projected, units, value_usd, units as base_units from ${FACTS} where year = '2023'
          union all select 1, units, value_usd, base_units from ${projectedRows}) a group by 1 order by 1`,
    );
    const [actual, projected] = parts;
    const total = [null];
    expect(figure(result, 'actual_cells', total, total, 0)).toBe(actual?.units);
    expect(figure(result, 'actual_cells', total, total, 1)).toBeCloseTo(actual?.average as number, 4);
    expect(figure(result, 'projected_cells', total, total, 0)).toBeCloseTo(projected?.units as number, 6);
    expect(figure(result, 'projected_cells', total, total, 1)).toBeCloseTo(projected?.average as number, 4);
    expect(figure(result, 'base_projected_cells', total, total, 0)).toBeCloseTo(projected?.base as number, 6);
    // Combined: the cell itself, the sum of its parts for a sum.
    expect(figure(result, 'cells', total, total, 0)).toBeCloseTo(
      (actual?.units as number) + (projected?.units as number),
      6,
    );
    // An actual year has no projected part; a projected year no actual part.
    expect(figure(result, 'projected_cells', ['2023'], total)).toBeNull();
    expect(figure(result, 'actual_cells', ['2024'], total)).toBeNull();
  });

  it('has no scenario without a projection', async () => {
    const { what_if: _w, ...plain } = definition;
    const result = await runAnalysis({ engine, definition: plain, entitlements: USMTO });
    expect(result.scenario ?? null).toBeNull();
  });
});
