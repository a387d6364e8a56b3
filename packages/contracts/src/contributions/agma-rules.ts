// The AGMA MMTR upload rules of spec §5, one message each: the server checks every row of an
// upload with them, the browser shows the same texts in the help and the refusal report.

export const AGMA_COLUMNS = [
  'report_id',
  'item_no',
  'rpt_date',
  'units',
  'orders_dollars',
  'shipments_dollars',
] as const;
export type AgmaColumn = (typeof AGMA_COLUMNS)[number];

export const AGMA_DOLLAR_COLUMNS = ['orders_dollars', 'shipments_dollars'] as const;

export const AGMA_EXTENSIONS = ['.csv', '.txt'] as const;
/** 20 MB: a 100,000-row month is about 5 MB. */
export const AGMA_MAX_BYTES = 20 * 1024 * 1024;
export const AGMA_MAX_UNITS = 2_147_483_647;

export const AGMA_RULES = {
  dollars: 'Dollar fields must be numeric, up to 15 digits with 2 decimals, with no currency sign or commas.',
  units: 'The units field must be an integer up to 2147483647.',
  reportId: 'report_id must be 1 to 9, except 6.',
  itemNo: 'item_no must be 3 to 131.',
  rptDate: 'rpt_date must be in the format YYYY-MM-DD (last day of month).',
  sameMonth: 'Every row must have the same rpt_date as the first row.',
  columns: `The first row must name the columns ${AGMA_COLUMNS.join(', ')}.`,
  rowLength: `Each row must have ${AGMA_COLUMNS.length} fields.`,
} as const;

export const AGMA_WRONG_EXTENSION = 'Only .csv or .txt files can be uploaded.';
export const AGMA_TOO_LARGE = 'The file is larger than 20 MB. Split it or remove unused columns, and upload it again.';
export const AGMA_NO_FILE = 'Choose a .csv or .txt file to upload.';
export const AGMA_NO_ROWS = 'The file has no report rows below its column names.';
export const agmaRefusedMessage = (badRows: number) =>
  `The file was not stored: ${badRows === 1 ? '1 row breaks' : `${badRows.toLocaleString('en-US')} rows break`} the upload rules. Download the report, correct the file and upload it again.`;

const DOLLARS = /^\d{1,15}(\.\d{1,2})?$/;
const INTEGER = /^\d+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isAgmaDollars = (value: string) => DOLLARS.test(value);

export const isAgmaUnits = (value: string) =>
  INTEGER.test(value) && value.length <= 10 && Number(value) <= AGMA_MAX_UNITS;

export function isAgmaReportId(value: string): boolean {
  if (!INTEGER.test(value)) return false;
  const n = Number(value);
  return n >= 1 && n <= 9 && n !== 6;
}

export function isAgmaItemNo(value: string): boolean {
  if (!INTEGER.test(value)) return false;
  const n = Number(value);
  return n >= 3 && n <= 131;
}

/** YYYY-MM-DD naming the last day of its month. */
export function isAgmaRptDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12) return false;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day === lastDay;
}

export type AgmaProblem = { row: number; column: string; value: string; rule: string };

/** The rule each field of a row breaks (row = line number in the file, the column names being line 1). */
export function checkAgmaRow(row: number, fields: Record<AgmaColumn, string>, out: AgmaProblem[]): void {
  const add = (column: AgmaColumn, rule: string) => out.push({ row, column, value: fields[column], rule });
  if (!isAgmaReportId(fields.report_id)) add('report_id', AGMA_RULES.reportId);
  if (!isAgmaItemNo(fields.item_no)) add('item_no', AGMA_RULES.itemNo);
  if (!isAgmaRptDate(fields.rpt_date)) add('rpt_date', AGMA_RULES.rptDate);
  if (!isAgmaUnits(fields.units)) add('units', AGMA_RULES.units);
  for (const column of AGMA_DOLLAR_COLUMNS) if (!isAgmaDollars(fields[column])) add(column, AGMA_RULES.dollars);
}

/** The refusal report: one line per broken rule, for the participant to download. */
export function agmaProblemsCsv(problems: readonly AgmaProblem[]): string {
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const lines = problems.map((p) => [String(p.row), p.column, quote(p.value), quote(p.rule)].join(','));
  return `row,column,value,rule\n${lines.join('\n')}\n`;
}

export const AGMA_UNREADABLE = 'The file could not be read as a .csv (comma-separated) or .txt (tab-delimited) report.';
