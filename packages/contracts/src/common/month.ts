// Calendar months and their arithmetic, once for server, web and contracts. A month is a key
// 'YYYY-MM' (the analyzer's and dashboards' month members); the survey's reporting periods write
// the same month without the dash ('YYYYMM'), which `separator` gives. The month of an instant is
// taken in UTC, as the portal stores times (no caller needs Eastern months).

export type YearMonth = { year: number; month: number };

export const MONTH_KEY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'Jan' … 'Dec', as month labels show them. */
export const MONTH_ABBREVIATIONS = MONTH_NAMES.map((name) => name.slice(0, 3));

/** '2024-03' → { year: 2024, month: 3 }; null for anything that is not YYYY-MM. */
export function parseMonth(key: string): YearMonth | null {
  if (!MONTH_KEY_PATTERN.test(key)) return null;
  return { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) };
}

/** { year: 2024, month: 3 } → '2024-03'; with separator '' → '202403'. */
export function formatMonth({ year, month }: YearMonth, separator = '-'): string {
  return `${String(year).padStart(4, '0')}${separator}${String(month).padStart(2, '0')}`;
}

function parseOrThrow(key: string): YearMonth {
  const parsed = parseMonth(key);
  if (!parsed) throw new Error(`not a month (YYYY-MM): ${key}`);
  return parsed;
}

/** Months since January of year 0, so that the difference of two indexes counts months between. */
export function monthIndex(key: string): number {
  const { year, month } = parseOrThrow(key);
  return year * 12 + (month - 1);
}

/** The month of a monthIndex: 24291 → '2024-04'. */
export function monthAtIndex(index: number, separator = '-'): string {
  return formatMonth({ year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 }, separator);
}

/** The month `months` after (or, negative, before) the given one: ('2024-11', 2) → '2025-01'. */
export function addMonths(key: string, months: number): string {
  return monthAtIndex(monthIndex(key) + months);
}

/** Every month from `from` to `to`, both included, oldest first; empty when `from` is later. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let i = monthIndex(from), end = monthIndex(to); i <= end; i++) out.push(monthAtIndex(i));
  return out;
}

/** The month of an instant, in UTC: 2026-10-31T23:30Z → '2026-10'. */
export function monthOfDate(date: Date, separator = '-'): string {
  return formatMonth({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 }, separator);
}

/** The first day of the month, as an ISO date: '2024-03' → '2024-03-01'. */
export function firstDayOfMonth(key: string): string {
  return `${formatMonth(parseOrThrow(key))}-01`;
}

/** '2024-03' → 'Mar 2024'; a key that is not a month shows its parts as they are. */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-');
  return `${MONTH_ABBREVIATIONS[Number(month) - 1] ?? month} ${year}`;
}

/** { year: 2026, month: 10 } → 'October 2026'. */
export function longMonthLabel({ year, month }: YearMonth): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}
