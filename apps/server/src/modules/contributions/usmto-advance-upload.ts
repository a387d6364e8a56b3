// USMTO in Advance by file: the month's orders read from a .csv, .txt or .xlsx file (the columns of
// the form; an XLSX through the files module's bounded reader, decision 066), every row checked; a file with any problem is refused whole with the list of problems,
// a good one is submitted exactly as the form submits (role, deadline, one transaction, My Files).

import type { AgmaProblem } from '@mti/contracts/contributions/agma-rules';
import { type SubmitUsmtoAdvanceBody, USMTO_ADVANCE_CATEGORIES } from '@mti/contracts/contributions/usmto-advance-api';
import {
  checkUsmtoAdvanceRow,
  USMTO_ADVANCE_COLUMNS,
  USMTO_ADVANCE_FILE_RULES,
  USMTO_ADVANCE_WRONG_EXTENSION,
  type UsmtoAdvanceRefusal,
  usmtoAdvanceRefusedMessage,
} from '@mti/contracts/contributions/usmto-advance-upload';
import { parse } from 'csv-parse/sync';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Cell, parseTable, type TableLimits } from '../files/service.ts';
import { getUserDetails } from '../identity/service.ts';
import { assertContributor, assertOpen, submitUsmtoAdvance } from './usmto-advance-service.ts';

type Column = (typeof USMTO_ADVANCE_COLUMNS)[number];

type Format = ',' | '\t' | 'xlsx';

function formatOf(fileName: string): Format {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return ',';
  if (lower.endsWith('.txt')) return '\t';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  throw badRequest('wrong_extension', USMTO_ADVANCE_WRONG_EXTENSION, 'file');
}

/**
 * What an XLSX of at most USMTO_ADVANCE_MAX_BYTES may unpack to and how many rows it may hold: far
 * above a three-row sheet, far below what would cost the server (an "XLSX bomb" is refused, 413).
 */
const XLSX_LIMITS: TableLimits = { maxRows: 1_000, maxUncompressedBytes: 1024 * 1024 };

const cellText = (cell: Cell) => (cell === null ? '' : String(cell).trim());

/** The file's records as text, header first, or null when it cannot be read as such. */
async function recordsOf(format: Format, content: Buffer): Promise<string[][] | null> {
  if (format === 'xlsx') {
    try {
      const table = await parseTable('.xlsx', content, XLSX_LIMITS);
      return [table.columns, ...table.rows.map((row) => row.map(cellText))];
    } catch (error) {
      // Bounds (413, too many rows) say what happened; an unreadable sheet is told as a CSV is.
      if (error instanceof AppError && error.code !== 'invalid_file') throw error;
      return null;
    }
  }
  try {
    return parse(content, {
      delimiter: format,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch {
    return null;
  }
}

/** The lines of a good file, or every problem of a bad one (the same rows and messages for every format). */
export async function readUsmtoAdvanceFile(
  fileName: string,
  content: Buffer,
): Promise<{ lines: SubmitUsmtoAdvanceBody['lines'] } | { problems: AgmaProblem[] }> {
  const format = formatOf(fileName);
  const delimiter = format === 'xlsx' ? ',' : format;
  const records = await recordsOf(format, content);
  if (!records) return { problems: [{ row: 1, column: '(file)', value: '', rule: USMTO_ADVANCE_FILE_RULES.columns }] };
  const [header = [], ...rows] = records;
  const names = header.map((name) => name.toLowerCase());
  const positions = USMTO_ADVANCE_COLUMNS.map((column) => names.indexOf(column));
  if (positions.some((p) => p < 0) || names.length !== USMTO_ADVANCE_COLUMNS.length)
    return {
      problems: [{ row: 1, column: '(header)', value: header.join(delimiter), rule: USMTO_ADVANCE_FILE_RULES.columns }],
    };
  const problems: AgmaProblem[] = [];
  const seen = new Set<string>();
  const lines: SubmitUsmtoAdvanceBody['lines'] = [];
  rows.forEach((record, i) => {
    const row = i + 2;
    if (record.length !== USMTO_ADVANCE_COLUMNS.length) {
      problems.push({ row, column: '(row)', value: record.join(delimiter), rule: USMTO_ADVANCE_FILE_RULES.rowLength });
      return;
    }
    const fields = Object.fromEntries(
      USMTO_ADVANCE_COLUMNS.map((c, k) => [c, record[positions[k] as number] as string]),
    ) as Record<Column, string>;
    const before = problems.length;
    checkUsmtoAdvanceRow(row, fields, seen, problems);
    if (problems.length === before) lines.push(fields as SubmitUsmtoAdvanceBody['lines'][number]);
  });
  // Valid rows with distinct categories: one missing is the only problem left to find.
  if (problems.length === 0 && lines.length < USMTO_ADVANCE_CATEGORIES.length)
    problems.push({
      row: rows.length + 1,
      column: 'category',
      value: '',
      rule: USMTO_ADVANCE_FILE_RULES.everyCategory,
    });
  return problems.length ? { problems } : { lines };
}

export type UsmtoAdvanceUploadOutcome =
  | { accepted: true; status: Awaited<ReturnType<typeof submitUsmtoAdvance>> }
  | { accepted: false; refusal: UsmtoAdvanceRefusal };

export async function uploadUsmtoAdvance({
  db,
  user,
  period,
  fileName,
  content,
  now,
  quotaBytes,
}: {
  db: Db;
  user: AuthenticatedUser;
  period: string;
  fileName: string;
  content: Buffer;
  now: Date;
  quotaBytes: number;
}): Promise<UsmtoAdvanceUploadOutcome> {
  // Who and when first: a closed month or a non-participant is told so before the rows.
  assertContributor((await getUserDetails({ db, user })).roles);
  assertOpen(period, now);
  const read = await readUsmtoAdvanceFile(fileName, content);
  if ('problems' in read)
    return {
      accepted: false,
      refusal: {
        code: 'usmto_advance_rows_invalid',
        msg: usmtoAdvanceRefusedMessage(read.problems.length),
        field: 'file',
        problems: read.problems,
      },
    };
  return {
    accepted: true,
    status: await submitUsmtoAdvance({ db, user, period, body: { lines: read.lines }, now, quotaBytes }),
  };
}
