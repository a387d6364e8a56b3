// An analysis result as the flat table the analyzer shows (row header columns, then one column
// per column header × measure), written as CSV or XLSX. Written in JavaScript: DuckDB's own
// writers need extensions, which cannot be downloaded here (decision 009, 015).
import {
  type AnalysisResult,
  type AxisHeader,
  CSV_NOTE_MARK,
  type ExportFormat,
} from '@mti/contracts/analytics/analyzer-api';
import { toCsv as writeCsv } from '../../platform/csv.ts';
import { loadExcelJs } from '../../platform/excel.ts';

export const TOTAL_LABEL = 'Total';
export const SUBTOTAL_LABEL = 'Subtotal';
export const PROJECTED_SUFFIX = ' (projected)';
export const ACTUAL_SUFFIX = ' · Actual';
export const PROJECTED_PART_SUFFIX = ' · Projected';
export const BASE_CASE_SUFFIX = ' · Base case';

type ValueFormat = AnalysisResult['measures'][number]['format'];
export type ExportCell = string | number | null;
export type ExportTable = {
  header: string[];
  /** The number format of each column; null for the row header (text) columns. */
  formats: (ValueFormat | null)[];
  rows: ExportCell[][];
};

/**
 * The labels of a header, one per dimension: members as shown, 'Subtotal' where a subtotal starts
 * totalling, 'Total' for the grand total, and a projected period marked as such.
 */
function headerLabels(header: AxisHeader, periodIndex: number): string[] {
  if (header.kind === 'total') return header.labels.map((_, i) => (i === 0 ? TOTAL_LABEL : ''));
  let subtotalPlaced = false;
  return header.labels.map((label, i) => {
    if (label === null) {
      if (header.kind === 'subtotal' && !subtotalPlaced) {
        subtotalPlaced = true;
        return SUBTOTAL_LABEL;
      }
      return '';
    }
    return header.projected && i === periodIndex ? `${label}${PROJECTED_SUFFIX}` : label;
  });
}

const PERIOD_DIMENSIONS = new Set(['month', 'quarter', 'year']);

type Grid = NonNullable<AnalysisResult['scenario']>['base_cells'];

/**
 * With a what-if, each figure is followed by its parts (decision 064): actual months, projected
 * months, and the base case (0 % growth) of the same cell, as the analyzer's "Base case and
 * scenario" table shows them.
 */
function scenarioParts(result: AnalysisResult): Array<{ suffix: string; grid: Grid }> {
  const s = result.scenario;
  if (!s) return [];
  return [
    { suffix: ACTUAL_SUFFIX, grid: s.actual_cells },
    { suffix: PROJECTED_PART_SUFFIX, grid: s.projected_cells },
    { suffix: BASE_CASE_SUFFIX, grid: s.base_cells },
  ];
}

/** A blended column is not projected: it has no parts. */
const partsOf = (measure: AnalysisResult['measures'][number], parts: ReturnType<typeof scenarioParts>) =>
  measure.source === 'blend' ? [] : parts;

export function exportTable(result: AnalysisResult): ExportTable {
  const rowPeriod = result.row_dimensions.findIndex((d) => PERIOD_DIMENSIONS.has(d.id));
  const colPeriod = result.column_dimensions.findIndex((d) => PERIOD_DIMENSIONS.has(d.id));
  const parts = scenarioParts(result);
  const header: string[] = result.row_dimensions.map((d) => d.label);
  const formats: (ValueFormat | null)[] = result.row_dimensions.map(() => null);
  for (const column of result.column_headers) {
    const labels = headerLabels(column, colPeriod).filter((l) => l !== '');
    for (const measure of result.measures) {
      // Without column dimensions the only column header is the (unlabelled) whole.
      const name = result.column_dimensions.length ? `${labels.join(' / ')} · ${measure.label}` : measure.label;
      for (const suffix of ['', ...partsOf(measure, parts).map((p) => p.suffix)]) {
        header.push(`${name}${suffix}`);
        formats.push(measure.format);
      }
    }
  }
  const rows = result.row_headers.map((row, r) => {
    const line: ExportCell[] = headerLabels(row, rowPeriod);
    result.column_headers.forEach((_, c) => {
      result.measures.forEach((measure, m) => {
        for (const grid of [result.cells, ...partsOf(measure, parts).map((p) => p.grid)])
          line.push(grid[r]?.[c]?.[m] ?? null);
      });
    });
    return line;
  });
  return { header, formats, rows };
}

// ---- CSV --------------------------------------------------------------------------------------

/**
 * UTF-8 with a byte-order mark so that Excel reads the encoding right. Notes (which partial periods
 * are left out, decision 075) follow the table after one empty line, each a single cell starting
 * with `# `: below the figures, so the header stays the first line and a reader that stops at the
 * first empty line (or skips `#` comments) gets the table alone.
 */
export function toCsv(table: ExportTable, notes: readonly string[] = []): Buffer {
  const trailer = notes.length ? [[], ...notes.map((note) => [`${CSV_NOTE_MARK}${note}`])] : [];
  return Buffer.from(writeCsv([table.header, ...table.rows, ...trailer], { bom: true }), 'utf8');
}

// ---- XLSX -------------------------------------------------------------------------------------

const NUMBER_FORMATS: Record<ValueFormat, string> = {
  integer: '#,##0',
  decimal: '#,##0.00',
  currency: '"$"#,##0',
  // The engine's shares are percentages already (0–100), not fractions.
  percent: '0.0"%"',
};

export async function toXlsx(
  table: ExportTable,
  { sheetName, about }: { sheetName: string; about: Array<[string, string]> },
): Promise<Buffer> {
  const Excel = await loadExcelJs();
  const workbook = new Excel.Workbook();
  workbook.creator = 'MTI Portal';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const headerRow = sheet.addRow(table.header);
  headerRow.font = { bold: true };
  for (const line of table.rows) sheet.addRow(line);
  table.formats.forEach((format, i) => {
    const column = sheet.getColumn(i + 1);
    if (format) column.numFmt = NUMBER_FORMATS[format];
    column.width = Math.min(40, Math.max(10, (table.header[i]?.length ?? 0) + 2));
  });
  // Where the figures come from (and that sample data is sample data), apart from the table.
  const info = workbook.addWorksheet('About');
  for (const [name, value] of about) info.addRow([name, value]);
  info.getColumn(1).font = { bold: true };
  info.getColumn(1).width = 18;
  info.getColumn(2).width = 60;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ---- the file ---------------------------------------------------------------------------------

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const UNSAFE_IN_FILE_NAME = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/** A file name from the analysis title: no path or control characters, not empty, not too long. */
export function exportFileName(title: string, format: ExportFormat): string {
  const base =
    title.replace(UNSAFE_IN_FILE_NAME, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 120).trim() ||
    'analysis';
  return `${base}.${format}`;
}

/** An Excel sheet name: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetNameOf(title: string): string {
  const name = title
    .replace(/[:\\/?*[\]]+/g, ' ')
    .trim()
    .slice(0, 31);
  return name.replace(/^[\s']+|[\s']+$/g, '') || 'Analysis';
}
