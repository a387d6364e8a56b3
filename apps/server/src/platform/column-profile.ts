// What each column of an uploaded table holds (numbers, dates or text), how its numbers and dates
// are written, and how many of its cells cannot be read that way. Built a row at a time, in
// constant memory, so the upload can report it and the blend reads the cells the same way.
import {
  type DayOrder,
  type DayOrderTally,
  dateReadings,
  emptyDayOrderTally,
  provenDayOrder,
  sameDate,
  tallyDateReadings,
} from './date-cells.ts';
import {
  columnSeparators,
  type DecimalSeparator,
  emptyTally,
  readings,
  readNumber,
  type SeparatorTally,
  type TextCell,
  tallyReadings,
} from './number-cells.ts';

export type ColumnKind = 'number' | 'date' | 'text' | 'empty';

export type ColumnProfile = {
  kind: ColumnKind;
  /** The decimal separator its numbers are read with (null: none needed, or ambiguous). */
  separator: DecimalSeparator | null;
  /** The separator was not proven by the column itself but by the file's other columns. */
  separatorFromFile: boolean;
  /** Some numbers read differently with either separator ('1,234'), and nothing tells which. */
  separatorAmbiguous: boolean;
  dayOrder: DayOrder | null;
  /** Day and month of some dates cannot be told apart, and no cell of the column tells. */
  dayOrderAmbiguous: boolean;
  nonEmpty: number;
  /** Non-empty cells that cannot be read as the column's kind (0 for text). */
  notUnderstood: number;
};

type Counts = {
  nonEmpty: number;
  separators: SeparatorTally;
  numberPoint: number;
  numberComma: number;
  numberSame: number;
  numberAny: number;
  dayOrders: DayOrderTally;
  /** Dates one order reads, or both alike; and dates the two orders read differently. */
  dateSure: number;
  dateAny: number;
};

const emptyCounts = (): Counts => ({
  nonEmpty: 0,
  separators: emptyTally(),
  numberPoint: 0,
  numberComma: 0,
  numberSame: 0,
  numberAny: 0,
  dayOrders: emptyDayOrderTally(),
  dateSure: 0,
  dateAny: 0,
});

function count(c: Counts, cell: TextCell): void {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return;
  c.nonEmpty += 1;
  const n = readings(cell);
  if (typeof cell === 'string') tallyReadings(c.separators, n);
  if (n.point !== null) c.numberPoint += 1;
  if (n.comma !== null) c.numberComma += 1;
  if (n.point !== null && n.point === n.comma) c.numberSame += 1;
  if (n.point !== null || n.comma !== null) c.numberAny += 1;
  const d = dateReadings(cell);
  tallyDateReadings(c.dayOrders, d);
  if (d.dmy || d.mdy) c.dateAny += 1;
  if (!d.dmy || !d.mdy || sameDate(d.dmy, d.mdy)) c.dateSure += d.dmy || d.mdy ? 1 : 0;
}

/** Collects rows, then tells each column's profile. */
export class ColumnProfiler {
  private readonly counts: Counts[];
  constructor(columnCount: number) {
    this.counts = Array.from({ length: columnCount }, emptyCounts);
  }

  add(row: readonly TextCell[]): void {
    for (const [i, c] of this.counts.entries()) count(c, row[i] ?? null);
  }

  profiles(): ColumnProfile[] {
    const { separators, fromFile } = columnSeparators(this.counts.map((c) => c.separators));
    return this.counts.map((c, i) => {
      const separator = separators[i] ?? null;
      const dayOrder = provenDayOrder(c.dayOrders);
      const numbers = separator === '.' ? c.numberPoint : separator === ',' ? c.numberComma : c.numberSame;
      const dates = c.dateSure + (dayOrder ? c.dayOrders.ambiguous : 0);
      // A column is of the kind that can read most of its cells (at least half); numbers win a tie.
      let kind: ColumnKind = 'text';
      if (c.nonEmpty === 0) kind = 'empty';
      else if (c.numberAny >= c.dateAny && c.numberAny * 2 >= c.nonEmpty) kind = 'number';
      else if (c.dateAny * 2 >= c.nonEmpty) kind = 'date';
      return {
        kind,
        separator,
        separatorFromFile: fromFile[i] ?? false,
        separatorAmbiguous: separator === null && c.separators.ambiguous > 0,
        dayOrder,
        dayOrderAmbiguous: dayOrder === null && c.dayOrders.ambiguous > 0,
        nonEmpty: c.nonEmpty,
        notUnderstood: kind === 'number' ? c.nonEmpty - numbers : kind === 'date' ? c.nonEmpty - dates : 0,
      };
    });
  }
}

/** The profiles of a whole table. */
export function profileColumns(columnCount: number, rows: Iterable<readonly TextCell[]>): ColumnProfile[] {
  const profiler = new ColumnProfiler(columnCount);
  for (const row of rows) profiler.add(row);
  return profiler.profiles();
}

/** Reads a number cell as its column is written. */
export function readNumberIn(profile: ColumnProfile, cell: TextCell): number | null {
  return readNumber(cell, profile.separator);
}
