// POST /analytics/api/analyzer/export: the analyzer's table as CSV or XLSX, checked cell by cell
// against the query route's answer for the same definition.
import { MSG } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FACTS, pg } from '../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp, xsrfHeaders } from '../../../test/build-test-app.ts';
import { signIn } from '../../../test/sign-in.ts';
import { exportFileName, exportTable, toCsv } from './analysis-export.ts';

const { app } = await buildTestApp();
const member = await signInWithAnalytics(app, 'member');
const guest = await signInWithAnalytics(app, 'guest');

const definition = {
  version: 1,
  dataset: 'usmto-orders',
  title: 'Orders by region',
  rows: ['region', 'state'],
  columns: ['year'],
  measures: [
    { id: 'value', field: 'value_usd', aggregate: 'sum' },
    { id: 'orders', field: 'orders', aggregate: 'sum', label: 'Orders' },
  ],
  filters: { period: { from: '2022-01', to: '2023-12' } },
  totals: { subtotals: true },
};

const post = (url: string, payload: object, headers: Record<string, string> = member.headers) =>
  app.inject({ method: 'POST', url: `/analytics/api/analyzer/${url}`, headers, payload });
const exportAs = (format: string, def: object = definition, headers?: Record<string, string>) =>
  post('export', { definition: def, format }, headers);

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

/**
 * The values of the result in the export's order: each row, then column header × measure; with a
 * what-if each figure is followed by its actual part, projected part and base case (not a blend's).
 */
function expectedValues(result: AnalysisResult): (number | null)[][] {
  const s = result.scenario;
  return result.row_headers.map((_, r) =>
    result.column_headers.flatMap((_, c) =>
      result.measures.flatMap((measure, m) => {
        const grids =
          s && measure.source !== 'blend'
            ? [result.cells, s.actual_cells, s.projected_cells, s.base_cells]
            : [result.cells];
        return grids.map((grid) => grid[r]?.[c]?.[m] ?? null);
      }),
    ),
  );
}

describe('exporting an analysis', () => {
  it('writes the CSV the analyzer shows, equal to the query result cell by cell', async () => {
    const query = await post('query', { definition });
    expect(query.statusCode).toBe(200);
    const result = query.json() as AnalysisResult;

    const res = await exportAs('csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Orders by region.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      'Region',
      'State',
      '2022 · Value (USD)',
      '2022 · Orders',
      '2023 · Value (USD)',
      '2023 · Orders',
      'Total · Value (USD)',
      'Total · Orders',
    ]);
    expect(lines).toHaveLength(result.row_headers.length);
    const expected = expectedValues(result);
    lines.forEach((line, r) => {
      const values = line.slice(2).map((v) => (v === '' ? null : Number(v)));
      expect(values).toEqual(expected[r]);
    });
    // Row labels: members, the region's subtotal, the grand total.
    const west = lines.findIndex((l) => l[0] === 'West' && l[1] === 'Subtotal');
    expect(west).toBeGreaterThan(0);
    expect(lines[west - 1]?.[0]).toBe('West');
    expect(lines.at(-1)?.slice(0, 2)).toEqual(['Total', '']);
    expect(lines.some((l) => l[0] === 'Northeast' && l[1] === 'New York')).toBe(true);
  });

  it('writes an XLSX whose numbers read back equal, with a bold header and number formats', async () => {
    const result = (await post('query', { definition })).json() as AnalysisResult;
    const res = await exportAs('xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('filename="Orders by region.xlsx"');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Orders by region');
    const header = sheet.getRow(1);
    expect(header.getCell(1).value).toBe('Region');
    expect(header.getCell(3).value).toBe('2022 · Value (USD)');
    expect(header.font?.bold).toBe(true);
    const expected = expectedValues(result);
    expect(sheet.rowCount).toBe(result.row_headers.length + 1);
    expected.forEach((values, r) => {
      const row = sheet.getRow(r + 2);
      values.forEach((v, i) => {
        const cell = row.getCell(i + 3);
        expect(cell.value ?? null).toEqual(v);
        if (v !== null) expect(typeof cell.value).toBe('number');
      });
    });
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('"$"#,##0');
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('#,##0');
    const about = workbook.getWorksheet('About');
    expect(about?.getRow(3).values).toContain('Sample data: synthetic figures for demonstration.');
  });

  it('exports a blend of an uploaded table and marks projected months', async () => {
    const blended = {
      version: 1,
      dataset: 'usmto-orders',
      rows: ['month'],
      measures: [{ id: 'units', field: 'units', aggregate: 'sum' }],
      filters: { period: { from: '2024-01', to: '2024-12' } },
      what_if: { months: 3, overall_percent_per_year: 10 },
      blend: {
        table: 'State shop figures.csv',
        key: { column: 'State', dimension: 'state' },
        measures: [{ id: 'shops', column: 'Machine shops', aggregate: 'sum' }],
      },
    };
    const result = (await post('query', { definition: blended })).json() as AnalysisResult;
    const res = await exportAs('csv', blended);
    expect(res.statusCode).toBe(200);
    // Untitled: named after the dataset.
    expect(res.headers['content-disposition']).toContain('filename="USMTO orders (sample data).csv"');
    const [header, ...lines] = parseCsv(res.body.slice(1));
    // Each projected figure with its actual and projected parts and its base case (decision 071).
    expect(header).toEqual([
      'Month',
      'Units',
      'Units · Actual',
      'Units · Projected',
      'Units · Base case',
      'Machine shops',
    ]);
    expect(lines.map((l) => l[0])).toEqual([
      ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((m) => `${m} 2024`),
      'Jan 2025 (projected)',
      'Feb 2025 (projected)',
      'Mar 2025 (projected)',
      'Total',
    ]);
    expect(lines.map((l) => l.slice(1).map((v) => (v === '' ? null : Number(v))))).toEqual(expectedValues(result));
    // The total's actual part is 2024 as SQL sums it; its base case adds Jan–Mar 2024 again (0 % growth).
    const [sums] = await pg(
      app.db,
      `select sum(units) as y, sum(units) filter (where month <= '2024-03') as q1 from ${FACTS} where year = '2024'`,
    );
    const total = lines.at(-1) ?? [];
    expect(Number(total[2])).toBe(sums?.y);
    expect(Number(total[4])).toBeCloseTo(Number(sums?.y) + Number(sums?.q1), 6);
  });

  it('names columns by their headers: subtotals, the total and projected periods', async () => {
    const bySubtotal = await exportAs('csv', {
      version: 1,
      dataset: 'usmto-orders',
      rows: ['category'],
      columns: ['region', 'state'],
      measures: [{ id: 'units', field: 'units', aggregate: 'sum' }],
      filters: { period: { from: '2024-01', to: '2024-12' }, members: [{ dimension: 'region', values: ['West'] }] },
      totals: { subtotals: true },
    });
    const [header] = parseCsv(bySubtotal.body.slice(1));
    expect(header?.slice(0, 2)).toEqual(['Product category', 'West / Alaska · Units']);
    expect(header?.slice(-2)).toEqual(['West / Subtotal · Units', 'Total · Units']);

    const projected = await exportAs('csv', {
      version: 1,
      dataset: 'usmto-orders',
      rows: ['region'],
      columns: ['year'],
      measures: [{ id: 'units', field: 'units', aggregate: 'sum' }],
      filters: { period: { from: '2023-01', to: '2024-12' } },
      what_if: { months: 12 },
    });
    const [yearHeader] = parseCsv(projected.body.slice(1));
    const withParts = (name: string) => [name, `${name} · Actual`, `${name} · Projected`, `${name} · Base case`];
    expect(yearHeader).toEqual([
      'Region',
      ...withParts('2023 · Units'),
      ...withParts('2024 · Units'),
      ...withParts('2025 (projected) · Units'),
      ...withParts('Total · Units'),
    ]);
  });

  it('neutralises text a spreadsheet would run as a formula, and quotes what needs quoting', async () => {
    const res = await exportAs('csv', {
      ...definition,
      rows: ['region'],
      columns: [],
      measures: [
        { id: 'a', field: 'units', aggregate: 'sum', label: '=HYPERLINK("http://x","y")' },
        { id: 'b', field: 'orders', aggregate: 'sum', label: '@SUM(1, 2)' },
        { id: 'c', field: 'orders', aggregate: 'max', label: '-2+3' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const firstLine = res.body.slice(1).split('\r\n')[0];
    expect(firstLine).toBe(`Region,"'=HYPERLINK(""http://x"",""y"")","'@SUM(1, 2)",'-2+3`);

    const table = exportTable({
      ...((
        await post('query', { definition: { ...definition, rows: ['region'], columns: [] } })
      ).json() as AnalysisResult),
    });
    table.rows[0] = ['+cmd|calc', -12.5, 'line\nbreak "q"'];
    const csv = toCsv(table).toString('utf8').split('\r\n');
    expect(csv[1]).toBe(`'+cmd|calc,-12.5,"line\nbreak ""q"""`);
  });

  it('names the file safely, whatever the title holds', () => {
    expect(exportFileName('../Q1: "West" / East?', 'csv')).toBe('Q1 West East.csv');
    expect(exportFileName('   ', 'xlsx')).toBe('analysis.xlsx');
  });
});

describe('the same rules as the query', () => {
  it('answers nobody without an analytics session, whatever the body', async () => {
    const anonymous = await xsrfHeaders(app);
    for (const body of [{ definition, format: 'csv' }, { definition: { rows: 'nonsense' } }]) {
      const res = await post('export', body, anonymous);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('analytics_session_required');
    }
    const portalOnly = await signIn(app, 'member');
    expect((await exportAs('csv', definition, portalOnly.headers)).statusCode).toBe(401);
  });

  it('refuses a bad definition or format with {code, msg}', async () => {
    const noMeasure = await exportAs('csv', { ...definition, measures: [] });
    expect(noMeasure.statusCode).toBe(400);
    expect(noMeasure.json()).toMatchObject({ code: expect.any(String), msg: MSG.noMeasure });
    const unknownDimension = await exportAs('xlsx', { ...definition, rows: ['zipcode'] });
    expect(unknownDimension.statusCode).toBe(400);
    expect(unknownDimension.json()).toMatchObject({
      msg: '"zipcode" is not a dimension of USMTO orders (sample data). Choose a dimension from the list.',
      field: 'definition.rows.0',
    });
    const pdf = await exportAs('pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
  });

  it('refuses a dataset the user is not entitled to, as the query does', async () => {
    const query = await post('query', { definition }, guest.headers);
    const res = await exportAs('csv', definition, guest.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(query.json());
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});

describe('exporting the rows of a drill-down', () => {
  const cell = { row: ['West', 'CA'], column: ['2023'] };

  it('writes every row the dialog pages through, same columns and order, as the database holds them', async () => {
    const res = await post('drilldown/export', { definition, cell });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=drill-down.csv');
    const [head, ...lines] = parseCsv(res.body.replace(/^\uFEFF/, ''));

    // The dialog's pages, read one after the other.
    const pages: unknown[][] = [];
    let first: { columns: { label: string }[]; total_rows: number } | undefined;
    for (let page = 1; ; page++) {
      const dialog = await post('drilldown', { definition, cell, page, page_size: 5 });
      expect(dialog.statusCode).toBe(200);
      const body = dialog.json();
      first ??= body;
      pages.push(...body.rows);
      if (pages.length >= body.total_rows) break;
    }
    expect(head).toEqual(first?.columns.map((c) => c.label));
    expect(lines.map((l) => l.join('|'))).toEqual(
      pages.map((r) => r.map((v) => (v === null ? '' : String(v))).join('|')),
    );
    // Independently: the order rows of California in 2023.
    const [count] = await pg(
      app.db,
      `select count(*) as n, sum(value_usd) as v from usmto_orders where state_code = 'CA' and period between '2023-01-01' and '2023-12-01'`,
    );
    expect(lines).toHaveLength(count?.n as number);
  });

  it('refuses what the drill-down refuses: a cell that does not fit, a dataset not entitled', async () => {
    const bad = await post('drilldown/export', { definition, cell: { row: ['West'], column: ['2023'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
    const refused = await post('drilldown/export', { definition, cell }, guest.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-disposition']).toBeUndefined();
  });
});
