// The one CSV writer: RFC 4180 with CRLF line ends, and cells a spreadsheet would run as a formula
// neutralised (OWASP CSV injection), so an export never executes what a user typed.
import { stringify as createStringifier, type Options, type Stringifier } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | null | undefined;

export type CsvOptions = {
  /** A UTF-8 byte-order mark first, so that Excel reads the encoding right. */
  bom?: boolean;
};

const CSV_RULES: Options = {
  record_delimiter: 'windows',
  // With a record delimiter of its own the library stops quoting a lone \n or \r; keep quoting them.
  quote_record_delimiter: true,
  escape_formulas: true,
  // A blank at either end would be trimmed by some readers unless quoted (tested before the apostrophe).
  quoted_match: /^\s|\s$/,
  cast: {
    number: (value) => (Number.isFinite(value) ? String(value) : ''),
    boolean: (value) => String(value),
  },
};

/**
 * The rows as CSV text, header row included when the caller passes one. A text cell that starts
 * with =, +, -, @, tab or carriage return gets a leading apostrophe; a number never does (-12.5
 * stays a number). Null, undefined and numbers that are not finite are empty cells. Cells with a
 * comma, a quote, a line break or a leading or trailing blank are quoted.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], { bom = false }: CsvOptions = {}): string {
  return stringify(rows as CsvCell[][], { ...CSV_RULES, bom });
}

/** The same rules as a stream: rows written in, CSV text out, for exports too large to hold (passport lists). */
export function createCsvStream({ bom = false }: CsvOptions = {}): Stringifier {
  return createStringifier({ ...CSV_RULES, bom });
}

// Text a spreadsheet would run as a formula (csv-stringify's escape_formulas list, full-width forms included).
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return String(cell);
  if (cell === '') return '';
  // Whether to quote is decided on the text as given, before the apostrophe (as csv-stringify does).
  const quote = NEEDS_QUOTES.test(cell);
  let text = FORMULA_START.has(cell[0] as string) ? `'${cell}` : cell;
  if (text.includes('"')) text = text.replaceAll('"', '""');
  return quote ? `"${text}"` : text;
}

/**
 * One row as a CSV line (CRLF included), by the same rules as toCsv, without the stream library's
 * per-row overhead: large exports write a page of rows as one string (decision 081). csv.test.ts
 * checks that it gives toCsv's text on every rule's cells.
 */
export function csvLine(row: readonly CsvCell[]): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}
