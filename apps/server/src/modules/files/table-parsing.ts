// Reads an uploaded CSV or XLSX as a table: a header row of column names and the rows below it,
// cells as text or numbers (what the analytics engine's blend takes). Both formats are read a
// record at a time, within the limits of upload-limits.ts: an upload only needs the header and the
// row count, and a table never has more rows than the limit. XLSX is read in JavaScript, bounded
// in what it unpacks (bounded-xlsx-reader.ts); only the first worksheet counts. A CSV's encoding is
// detected (UTF-8 with or without BOM, UTF-16 by its BOM, else Windows-1252, which also reads
// Latin-1); its size is the upload's own limit.
import { CSV_NOTE_MARK } from '@mti/contracts/analytics/analyzer-api';
import { UPLOAD_UNREADABLE } from '@mti/contracts/files/repository-api';
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { type ColumnProfile, ColumnProfiler } from '../../platform/column-profile.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { readFirstWorksheetRows } from './bounded-xlsx-reader.ts';
import { hasMoreCsvRecordsThan } from './csv-row-count.ts';
import { DEFAULT_TABLE_LIMITS, type TableLimits, tooManyRows } from './upload-limits.ts';

export type Cell = string | number | null;
export type ParsedTable = { columns: string[]; rows: Cell[][] };
export type TableShape = { columns: string[]; rowCount: number };
/** The shape, with what each column holds and how many of its cells could not be read. */
export type ProfiledTableShape = TableShape & { profiles: ColumnProfile[] };

const MAX_COLUMNS = 500;

const unreadable = () => badRequest('invalid_file', UPLOAD_UNREADABLE, 'fileUpload');

/** Names for the header cells: blanks become 'Column N', repeats get ' (2)', ' (3)'. */
function columnNames(header: readonly Cell[]): string[] {
  const seen = new Map<string, number>();
  return header.map((cell, i) => {
    const base = cell === null || String(cell).trim() === '' ? `Column ${i + 1}` : String(cell).trim();
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

/** The delimiter the header line uses most: comma, semicolon or tab. */
function guessDelimiter(text: string): string {
  const end = text.search(/\r?\n/);
  const firstLine = end < 0 ? text : text.slice(0, end);
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** The text of a CSV in the encoding it was written in. */
export function decodeCsv(content: Buffer): string {
  if (content[0] === 0xff && content[1] === 0xfe) return new TextDecoder('utf-16le').decode(content.subarray(2));
  if (content[0] === 0xfe && content[1] === 0xff) return new TextDecoder('utf-16be').decode(content.subarray(2));
  try {
    // ignoreBOM: the UTF-8 BOM stays in the text, and is dropped here.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(content).replace(/^\uFEFF/, '');
  } catch {
    // Not UTF-8: Excel's "CSV" on Windows writes the ANSI code page, a superset of Latin-1's letters.
    return new TextDecoder('windows-1252').decode(content);
  }
}

/**
 * A note line of the analyzer's CSV export (decision 075): one cell starting with `# ` and nothing
 * else. A re-uploaded export reads as its table alone, without a row made of the note.
 */
function isExportNote(record: readonly string[]): boolean {
  return (record[0] ?? '').startsWith(CSV_NOTE_MARK) && record.slice(1).every((c) => c.trim() === '');
}

function readCsvRecords(content: Buffer, limits: TableLimits, onRecord: (cells: Cell[]) => void) {
  const text = decodeCsv(content);
  if (text.includes('\u0000')) throw unreadable(); // not text (a renamed binary file)
  // The header row and at most maxRows below it, counted before the (slow) parse.
  if (hasMoreCsvRecordsThan(text, limits.maxRows + 1)) throw tooManyRows(limits);
  try {
    parse(text, {
      delimiter: guessDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      // Each record is handed on and not kept: the parser's own result stays empty.
      on_record: (record: string[]) => {
        if (!isExportNote(record)) onRecord(record.map((c) => (c.trim() === '' ? null : c)));
        return null;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
}

function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('result' in value) return cellOf((value.result ?? null) as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((r) => r.text).join('') || null;
  if ('text' in value) return cellOf(value.text as ExcelJS.CellValue);
  return null; // an error cell
}

async function readXlsxRecords(content: Buffer, limits: TableLimits, onRecord: (cells: Cell[]) => void) {
  // Every XLSX is a zip archive; anything else is refused before the reader sees it.
  if (content.length < 4 || content.readUInt32LE(0) !== 0x04034b50) throw unreadable();
  try {
    await readFirstWorksheetRows(content, limits, (values) => {
      const cells = Array.from(values, (v) => cellOf(v));
      if (cells.some((c) => c !== null)) onRecord(cells);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
}

/** Reads a table record by record: the header first, then at most limits.maxRows rows. */
async function readTable(
  extension: string,
  content: Buffer,
  limits: TableLimits,
  onRow: ((cells: Cell[]) => void) | null,
): Promise<TableShape> {
  let columns: string[] | null = null;
  let rowCount = 0;
  const onRecord = (cells: Cell[]) => {
    if (!columns) {
      if (cells.every((c) => c === null) || cells.length > MAX_COLUMNS) throw unreadable();
      columns = columnNames(cells);
      return;
    }
    rowCount += 1;
    if (rowCount > limits.maxRows) throw tooManyRows(limits);
    onRow?.((columns as string[]).map((_, i) => cells[i] ?? null));
  };
  if (extension === '.xlsx') await readXlsxRecords(content, limits, onRecord);
  else readCsvRecords(content, limits, onRecord);
  if (!columns) throw unreadable();
  return { columns, rowCount };
}

/** The header, row count and column profiles, keeping no rows (what an upload records and reports). */
export async function readTableShape(
  extension: string,
  content: Buffer,
  limits: TableLimits = DEFAULT_TABLE_LIMITS,
): Promise<ProfiledTableShape> {
  let profiler: ColumnProfiler | null = null;
  const shape = await readTable(extension, content, limits, (cells) => {
    profiler ??= new ColumnProfiler(cells.length);
    profiler.add(cells);
  });
  return { ...shape, profiles: (profiler as ColumnProfiler | null)?.profiles() ?? shape.columns.map(emptyProfile) };
}

const emptyProfile = (): ColumnProfile => ({
  kind: 'empty',
  separator: null,
  separatorFromFile: false,
  separatorAmbiguous: false,
  dayOrder: null,
  dayOrderAmbiguous: false,
  nonEmpty: 0,
  notUnderstood: 0,
});

/** The whole table (what a blend loads). */
export async function parseTable(
  extension: string,
  content: Buffer,
  limits: TableLimits = DEFAULT_TABLE_LIMITS,
): Promise<ParsedTable> {
  const rows: Cell[][] = [];
  const { columns } = await readTable(extension, content, limits, (cells) => rows.push(cells));
  return { columns, rows };
}
