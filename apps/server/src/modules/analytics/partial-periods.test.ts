// Partial quarters and years: found by the server from the dataset's months, left out of every
// figure by default (totals and exports too), included on request. Figures against SQL run
// directly on the seeded PostgreSQL/PGlite data.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellOf, define, FACTS, pg, USMTO } from '../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { parseTable } from '../files/table-parsing.ts';
import { runAnalysis } from './analysis-run.ts';
import { partialPeriodsIn } from './partial-periods.ts';

const { app } = await buildTestApp();
const db = app.db;
const engine = app.analyticsEngine;
await engine.whenReady();
const member = await signInWithAnalytics(app, 'member');

// February to December 2023: Q1 holds two of its three months.
const byQuarter = {
  rows: ['quarter'],
  columns: ['region'],
  measures: [{ id: 'units', field: 'units', aggregate: 'sum' as const }],
  filters: { period: { from: '2023-02', to: '2023-12' } },
};
const Q1_NOTE = { dimension: 'quarter', key: '2023-Q1', label: 'Q1 2023', months: 2, of: 3 };

describe('partial periods', () => {
  it('names a quarter or year the months cover only partly', () => {
    const covered = new Set(['2023-11', '2023-12', '2024-01', '2024-02', '2024-03', '2024-04']);
    expect(partialPeriodsIn(['quarter', 'year'], covered)).toEqual([
      { dimension: 'quarter', key: '2023-Q4', label: 'Q4 2023', months: 2, of: 3 },
      { dimension: 'quarter', key: '2024-Q2', label: 'Q2 2024', months: 1, of: 3 },
      { dimension: 'year', key: '2023', label: '2023', months: 2, of: 12 },
      { dimension: 'year', key: '2024', label: '2024', months: 4, of: 12 },
    ]);
    // A yearly dataset (every row dated January) has whole years and whole first quarters.
    expect(partialPeriodsIn(['quarter', 'year'], new Set(['2023-01', '2024-01']), new Set(['01']))).toEqual([]);
  });

  it('leaves a partial quarter out of the rows and the totals by default', async () => {
    const result = await runAnalysis({ engine, definition: define(byQuarter), entitlements: USMTO });
    expect(result.partial_periods).toEqual([Q1_NOTE]);
    expect(result.row_headers.map((h) => h.members[0])).toEqual(['2023-Q2', '2023-Q3', '2023-Q4', null]);
    const [full] = await pg(db, `select sum(units) as u from ${FACTS} where month between '2023-04' and '2023-12'`);
    expect(cellOf(result, [null], [null])).toBe(full?.u);
    const [west] = await pg(
      db,
      `select sum(units) as u from ${FACTS} where month between '2023-04' and '2023-12' and region = 'West'`,
    );
    expect(cellOf(result, [null], ['West'])).toBe(west?.u);
  });

  it('includes it when asked, with its own two months', async () => {
    const result = await runAnalysis({
      engine,
      definition: define({ ...byQuarter, include_partial_periods: true }),
      entitlements: USMTO,
    });
    expect(result.partial_periods).toEqual([Q1_NOTE]);
    const [q1] = await pg(db, `select sum(units) as u from ${FACTS} where month between '2023-02' and '2023-03'`);
    expect(cellOf(result, ['2023-Q1'], [null])).toBe(q1?.u);
    const [all] = await pg(db, `select sum(units) as u from ${FACTS} where month between '2023-02' and '2023-12'`);
    expect(cellOf(result, [null], [null])).toBe(all?.u);
  });

  it('counts projected months: a projection ending mid-year leaves that year out', async () => {
    const result = await runAnalysis({
      engine,
      definition: define({
        rows: ['year'],
        measures: [{ id: 'units', field: 'units', aggregate: 'sum' }],
        filters: { period: { from: '2023-01', to: '2023-12' } },
        what_if: { months: 18, overall_percent_per_year: 0 },
      }),
      entitlements: USMTO,
    });
    expect(result.partial_periods).toEqual([{ dimension: 'year', key: '2025', label: '2025', months: 6, of: 12 }]);
    expect(result.row_headers.map((h) => h.members[0])).toEqual(['2023', '2024', null]);
    // At 0 % growth 2024 repeats 2023, so the total is twice 2023.
    const [y2023] = await pg(db, `select sum(units) as u from ${FACTS} where year = '2023'`);
    expect(cellOf(result, [null], [])).toBeCloseTo(2 * Number(y2023?.u), 6);
  });

  it('has no partial periods by month', async () => {
    const result = await runAnalysis({
      engine,
      definition: define({ ...byQuarter, rows: ['month'] }),
      entitlements: USMTO,
    });
    expect(result.partial_periods).toBeUndefined();
    expect(result.row_headers).toHaveLength(11 + 1);
  });

  it('leaves it out of the export too, and says so in the about sheet', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/export',
      headers: member.headers,
      payload: { definition: { version: 1, dataset: 'usmto-orders', ...byQuarter }, format: 'xlsx' },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const firstColumn = (sheet?.getColumn(1).values ?? []).slice(2).map(String);
    expect(firstColumn).toEqual(['Q2 2023', 'Q3 2023', 'Q4 2023', 'Total']);
    const about = book.getWorksheet('About');
    const lines = (about?.getColumn(2).values ?? []).map(String);
    expect(lines).toContain('Left out: Q1 2023 is partial: 2 of 3 months.');
  });

  it('says so in the CSV export below the table, and the CSV uploaded again reads as the table alone', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/export',
      headers: member.headers,
      payload: { definition: { version: 1, dataset: 'usmto-orders', ...byQuarter }, format: 'csv' },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(-3)).toEqual(['', '# Partial periods: Left out: Q1 2023 is partial: 2 of 3 months.', '']);
    const table = await parseTable('.csv', res.rawPayload);
    expect(table.rows.map((r) => r[0])).toEqual(['Q2 2023', 'Q3 2023', 'Q4 2023', 'Total']);
  });
});
