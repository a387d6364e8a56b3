// USMTO in Advance by file: the month's orders as a .csv (comma) or .txt (tab) file with the
// columns of the form, one row per category. The browser and the server check the same rules.
import { z } from 'zod';
import { agmaProblem } from './agma-api.ts';
import { AGMA_RULES, type AgmaProblem, isAgmaDollars, isAgmaUnits } from './agma-rules.ts';
import { USMTO_ADVANCE_CATEGORIES } from './usmto-advance-api.ts';

export const USMTO_ADVANCE_COLUMNS = ['category', 'units', 'orders_dollars'] as const;
/** A file of three rows needs no more; a larger one is not a USMTO in Advance file. */
export const USMTO_ADVANCE_MAX_BYTES = 64 * 1024;

const categoryKeys: readonly string[] = USMTO_ADVANCE_CATEGORIES.map((c) => c.key);

export const USMTO_ADVANCE_FILE_RULES = {
  columns: `The first row must name the columns ${USMTO_ADVANCE_COLUMNS.join(', ')}.`,
  rowLength: `Each row must have ${USMTO_ADVANCE_COLUMNS.length} fields.`,
  category: `category must be one of ${categoryKeys.join(', ')}.`,
  categoryOnce: 'Each category may appear on one row only.',
  everyCategory: `The file must have one row for each category: ${categoryKeys.join(', ')} (0 where none).`,
  units: AGMA_RULES.units,
  dollars: AGMA_RULES.dollars,
} as const;

export const USMTO_ADVANCE_WRONG_EXTENSION = 'Only .csv, .txt or .xlsx files can be uploaded.';
export const USMTO_ADVANCE_TOO_LARGE =
  'The file is larger than 64 KB. A USMTO in Advance file has one row per category.';
export const USMTO_ADVANCE_NO_FILE = 'Choose a .csv, .txt or .xlsx file to upload.';
export const usmtoAdvanceRefusedMessage = (problems: number) =>
  `The file was not stored: ${problems === 1 ? '1 problem' : `${problems} problems`} found. Correct the file and upload it again.`;

/** The browser's check before sending: the extension and the size. */
export function usmtoAdvanceFileProblem(name: string, size: number): string | null {
  if (!/\.(csv|txt|xlsx)$/i.test(name)) return USMTO_ADVANCE_WRONG_EXTENSION;
  if (size > USMTO_ADVANCE_MAX_BYTES) return USMTO_ADVANCE_TOO_LARGE;
  return null;
}

/** One data row's problems (row: its line in the file). */
export function checkUsmtoAdvanceRow(
  row: number,
  fields: Record<(typeof USMTO_ADVANCE_COLUMNS)[number], string>,
  seen: Set<string>,
  out: AgmaProblem[],
): void {
  const rules = USMTO_ADVANCE_FILE_RULES;
  if (!categoryKeys.includes(fields.category))
    out.push({ row, column: 'category', value: fields.category, rule: rules.category });
  else if (seen.has(fields.category))
    out.push({ row, column: 'category', value: fields.category, rule: rules.categoryOnce });
  seen.add(fields.category);
  if (!isAgmaUnits(fields.units)) out.push({ row, column: 'units', value: fields.units, rule: rules.units });
  if (!isAgmaDollars(fields.orders_dollars))
    out.push({ row, column: 'orders_dollars', value: fields.orders_dollars, rule: rules.dollars });
}

/** A refused file: nothing stored; every problem listed (the file is small). */
export const usmtoAdvanceRefusal = z.object({
  code: z.literal('usmto_advance_rows_invalid'),
  msg: z.string(),
  field: z.literal('file'),
  problems: z.array(agmaProblem),
});
export type UsmtoAdvanceRefusal = z.infer<typeof usmtoAdvanceRefusal>;
