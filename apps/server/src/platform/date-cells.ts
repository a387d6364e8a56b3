// Dates written as text in an uploaded table, read per column. Year-first (2015-03-05, 2015/03,
// 201503), month names (Mar 2015, March 15, 2015, Jan 1 2015, 15-Mar-2015) and month/year (03/2015)
// read alone. Dotted dates (05.03.2015) are day-first, as in Europe. A slashed or dashed date with
// the year last is day-first or month-first as the column's own cells prove (13/03/2015 or
// 03/13/2015); a column whose every such date could be either is ambiguous and is not guessed.
import { formatMonth } from '@mti/contracts/common/month';
import type { TextCell } from './number-cells.ts';

export type DayOrder = 'dmy' | 'mdy';
export type CalendarDate = { year: number; month: number; day: number | null };

/** What a column's cells prove about its day order (counted while reading). */
export type DayOrderTally = { dmy: number; mdy: number; ambiguous: number };
export const emptyDayOrderTally = (): DayOrderTally => ({ dmy: 0, mdy: 0, ambiguous: 0 });

const MONTH_NAMES: Readonly<Record<string, number>> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

const TIME = String.raw`(?:[T ]\d{1,2}:\d{2}.*)?`;
const NAME = String.raw`([A-Za-z]{3,9})\.?`;
const ORDINAL = '(?:st|nd|rd|th)?';
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?${TIME}$`);
const COMPACT = /^(\d{4})(\d{2})(\d{2})?$/;
const MONTH_YEAR = /^(\d{1,2})[-/.](\d{4})$/;
const YEAR_LAST = new RegExp(String.raw`^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})${TIME}$`);
const NAME_YEAR = new RegExp(String.raw`^${NAME}[\s,-]*(\d{4})$`);
const NAME_DAY_YEAR = new RegExp(String.raw`^${NAME}[\s-]+(\d{1,2})${ORDINAL},?[\s-]+(\d{4})$`);
const DAY_NAME_YEAR = new RegExp(String.raw`^(\d{1,2})${ORDINAL}[\s.-]+${NAME}[\s,.-]+(\d{4})$`);

function date(year: number, month: number, day: number | null): CalendarDate | null {
  if (!(year >= 1900 && year <= 2999 && month >= 1 && month <= 12)) return null;
  if (day !== null) {
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (!(day >= 1 && day <= days)) return null;
  }
  return { year, month, day };
}

function monthNamed(name: string): number | null {
  return MONTH_NAMES[name.toLowerCase()] ?? null;
}

/** A two-digit year is this century's up to 69 and the last one's from 70. */
function fullYear(text: string): number {
  const y = Number(text);
  if (text.length === 4) return y;
  return y < 70 ? 2000 + y : 1900 + y;
}

/** A cell's reading day-first and month-first (equal where the order does not matter; null where it is no date). */
export function dateReadings(cell: TextCell): { dmy: CalendarDate | null; mdy: CalendarDate | null } {
  const one = (d: CalendarDate | null) => ({ dmy: d, mdy: d });
  if (cell === null) return one(null);
  const text = String(cell).trim();
  // Most text is no date: it starts with neither a digit nor a month's name.
  if (!/^\d/.test(text) && !MONTH_NAMES[text.slice(0, 3).toLowerCase()]) return one(null);
  if (/^[\d,]+$/.test(text) && !/^\d{6}(\d{2})?$/.test(text)) return one(null);
  let m = YEAR_FIRST.exec(text);
  if (m) return one(date(Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : null));
  m = COMPACT.exec(text);
  if (m) return one(date(Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : null));
  m = MONTH_YEAR.exec(text);
  if (m) return one(date(Number(m[2]), Number(m[1]), null));
  m = YEAR_LAST.exec(text);
  if (m) {
    const [a, b, year] = [Number(m[1]), Number(m[3]), fullYear(m[4] as string)];
    const dmy = date(year, b, a);
    // Dotted dates are day-first (European): never read month-first.
    return { dmy, mdy: m[2] === '.' ? null : date(year, a, b) };
  }
  m = NAME_YEAR.exec(text);
  if (m) {
    const month = monthNamed(m[1] as string);
    return one(month ? date(Number(m[2]), month, null) : null);
  }
  m = NAME_DAY_YEAR.exec(text);
  if (m) {
    const month = monthNamed(m[1] as string);
    return one(month ? date(Number(m[3]), month, Number(m[2])) : null);
  }
  m = DAY_NAME_YEAR.exec(text);
  if (m) {
    const month = monthNamed(m[2] as string);
    return one(month ? date(Number(m[3]), month, Number(m[1])) : null);
  }
  return one(null);
}

export const sameDate = (a: CalendarDate, b: CalendarDate) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/** Counts a cell's readings (from `dateReadings`) into its column's tally. */
export function tallyDateReadings(
  tally: DayOrderTally,
  r: { dmy: CalendarDate | null; mdy: CalendarDate | null },
): void {
  if (r.dmy && !r.mdy) tally.dmy += 1;
  else if (r.mdy && !r.dmy) tally.mdy += 1;
  else if (r.dmy && r.mdy && !sameDate(r.dmy, r.mdy)) tally.ambiguous += 1;
}

/** The day order a column's cells prove (a mixed column follows its majority), or null. */
export function provenDayOrder(tally: DayOrderTally): DayOrder | null {
  if (tally.dmy === 0 && tally.mdy === 0) return null;
  return tally.mdy > tally.dmy ? 'mdy' : 'dmy';
}

/**
 * Reads a cell: a date only one order reads (31/12/2015, 05.03.2015) as that; one both orders
 * read differently in the column's day order, and not at all when the column has none.
 */
export function readDate(cell: TextCell, order: DayOrder | null): CalendarDate | null {
  const r = dateReadings(cell);
  if (!r.dmy || !r.mdy) return r.dmy ?? r.mdy;
  if (sameDate(r.dmy, r.mdy)) return r.dmy;
  return order ? r[order] : null;
}

/** 'YYYY-MM' of a date. */
export function monthKeyOf(d: CalendarDate): string {
  return formatMonth({ year: d.year, month: d.month });
}
