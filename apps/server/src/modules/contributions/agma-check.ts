// Checks an AGMA MMTR file row by row as it streams in (csv-parse): every rule of spec §5, the
// same month on every row, and the month's totals. Nothing is kept per row but the problems, so
// a 100,000-row file is checked in one pass without holding its rows.
import type { Readable } from 'node:stream';
import { AGMA_MAX_LISTED_PROBLEMS } from '@mti/contracts/contributions/agma-api';
import {
  AGMA_COLUMNS,
  AGMA_RULES,
  type AgmaColumn,
  type AgmaProblem,
  checkAgmaRow,
} from '@mti/contracts/contributions/agma-rules';
import { parse } from 'csv-parse';

export type AgmaCheck = {
  /** The first row's rpt_date (the month the file reports), null when it has no rows. */
  rptDate: string | null;
  rows: number;
  badRows: number;
  problemCount: number;
  /** At most AGMA_MAX_LISTED_PROBLEMS, in file order. */
  problems: AgmaProblem[];
  /** Null when the first row does not name the columns. */
  columnsFound: boolean;
  units: number;
  ordersCents: bigint;
  shipmentsCents: bigint;
};

const cents = (dollars: string): bigint => {
  const [whole, fraction = ''] = dollars.split('.');
  return BigInt(whole as string) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/** .txt files are tab-delimited, .csv comma-separated (the step-by-step guide says so). */
export async function checkAgmaFile(input: Readable, delimiter: ',' | '\t'): Promise<AgmaCheck> {
  const result: AgmaCheck = {
    rptDate: null,
    rows: 0,
    badRows: 0,
    problemCount: 0,
    problems: [],
    columnsFound: false,
    units: 0,
    ordersCents: 0n,
    shipmentsCents: 0n,
  };
  const parser = input.pipe(
    parse({
      delimiter,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      trim: true,
      // A "row" longer than this is not a report row (a binary file, a missing line break): stop early.
      max_record_size: 64 * 1024,
    }),
  );
  let order: number[] | null = null;
  const rowProblems: AgmaProblem[] = [];
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (order === null) {
      const names = record.map((name) => name.toLowerCase());
      const positions = AGMA_COLUMNS.map((column) => names.indexOf(column));
      if (positions.some((p) => p < 0) || names.length !== AGMA_COLUMNS.length) return result;
      result.columnsFound = true;
      order = positions;
      continue;
    }
    result.rows++;
    rowProblems.length = 0;
    const line = info.lines;
    if (record.length !== AGMA_COLUMNS.length) {
      rowProblems.push({ row: line, column: '(row)', value: record.join(delimiter), rule: AGMA_RULES.rowLength });
    } else {
      const positions = order;
      const fields = Object.fromEntries(
        AGMA_COLUMNS.map((c, i) => [c, record[positions[i] as number] as string]),
      ) as Record<AgmaColumn, string>;
      checkAgmaRow(line, fields, rowProblems);
      if (result.rptDate === null) result.rptDate = fields.rpt_date;
      else if (fields.rpt_date !== result.rptDate && !rowProblems.some((p) => p.column === 'rpt_date'))
        rowProblems.push({ row: line, column: 'rpt_date', value: fields.rpt_date, rule: AGMA_RULES.sameMonth });
      if (rowProblems.length === 0) {
        result.units += Number(fields.units);
        result.ordersCents += cents(fields.orders_dollars);
        result.shipmentsCents += cents(fields.shipments_dollars);
      }
    }
    if (rowProblems.length > 0) {
      result.badRows++;
      result.problemCount += rowProblems.length;
      for (const p of rowProblems) if (result.problems.length < AGMA_MAX_LISTED_PROBLEMS) result.problems.push(p);
    }
  }
  return result;
}

/** 123456 cents → '1234.56'. */
export function dollarsOfCents(value: bigint): string {
  const text = value.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}
