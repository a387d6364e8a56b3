// Numbers written as text in an uploaded table, read per column: a column's decimal separator is
// the one its own cells prove ('1,5' or '1.234,5' prove a comma; '1.5' or '1,234.5' a point). A
// cell that reads differently under the two ('1,234': 1234 or 1.234) is never read by guess: it
// follows the column's proven separator, else the file's, else it stays unread and is reported.
export type TextCell = string | number | null;
export type DecimalSeparator = '.' | ',';

/** What a column's cells prove about its decimal separator (counted while reading). */
export type SeparatorTally = {
  /** Cells only a decimal point reads, and cells only a decimal comma reads. */
  point: number;
  comma: number;
  /** Cells both read, to different numbers ('1,234'). */
  ambiguous: number;
};

export const emptyTally = (): SeparatorTally => ({ point: 0, comma: 0, ambiguous: 0 });

const CURRENCY = /^[$€£¥]\s*|\s*[$€£¥]$|^(USD|EUR|GBP)\s+|\s+(USD|EUR|GBP)$/i;
// Spaces (also no-break and narrow no-break) and apostrophes group thousands in several locales.
const GROUPING = /[\s\u00a0\u202f']/g;

type Bare = { sign: number; digits: string; percent: boolean; currency: boolean };

/** The cell without sign, currency, percent and grouping spaces, or null when it is no number. */
function bare(text: string): Bare | null {
  // Most text cells have no digit, or a letter no number has: done before the slower steps.
  if (!/\d/.test(text) || /[A-DF-Za-df-z]/.test(text.replace(/USD|EUR|GBP/gi, ''))) return null;
  let t = text.trim();
  let sign = 1;
  let currency = false;
  const dropCurrency = () => {
    const before = t;
    t = t.replace(CURRENCY, '').trim();
    if (t !== before) currency = true;
  };
  if (/^\(.*\)$/.test(t)) {
    sign = -1;
    t = t.slice(1, -1).trim();
  }
  dropCurrency();
  if (/^[-+]/.test(t)) {
    if (t[0] === '-') sign = -sign;
    t = t.slice(1).trim();
  }
  dropCurrency(); // '-$5' as well as '$-5'
  const percent = t.endsWith('%');
  if (percent) t = t.slice(0, -1).trim();
  t = t.replace(GROUPING, '');
  if (!/^[\d.,]*\d[\d.,]*([eE][-+]?\d+)?$/.test(t)) return null;
  return { sign, digits: t, percent, currency };
}

const SIMPLE = /^(-?\d+)(?:([.,])(\d+))?$/;

/** Whole numbers grouped in thousands with the other separator: '1,234,567' (never '0,123' nor '12,34'). */
const GROUPED = { '.': /^[1-9]\d{0,2}(,\d{3})+$/, ',': /^[1-9]\d{0,2}(\.\d{3})+$/ } as const;

/** The number under one decimal separator (the other may only group whole thousands), or null. */
function underSeparator(digits: string, separator: DecimalSeparator): number | null {
  const exponent = /[eE][-+]?\d+$/.exec(digits);
  const mantissa = exponent ? digits.slice(0, exponent.index) : digits;
  const parts = mantissa.split(separator);
  if (parts.length > 2) return null;
  const [whole = '', fraction = ''] = parts;
  if (!/^\d*$/.test(fraction)) return null;
  const group = separator === '.' ? ',' : '.';
  let integer = whole;
  if (whole.includes(group)) {
    if (!GROUPED[separator].test(whole)) return null;
    integer = whole.split(group).join('');
  }
  if (!/^\d*$/.test(integer) || (integer === '' && fraction === '')) return null;
  const value = Number(`${integer || '0'}.${fraction || '0'}${exponent ? exponent[0] : ''}`);
  return Number.isFinite(value) ? value : null;
}

/** A cell's reading under each separator ('12' reads the same under both; 'abc' under neither). */
export function readings(cell: TextCell): { point: number | null; comma: number | null } {
  if (cell === null) return { point: null, comma: null };
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? { point: cell, comma: cell } : { point: null, comma: null };
  // The common plain forms first ('12', '-3', '1.5', '1,25'): no sign, currency or grouping to strip.
  const simple = SIMPLE.exec(cell);
  if (simple) {
    const [, whole, separator, fraction] = simple as unknown as [string, string, string?, string?];
    if (!separator) return { point: Number(whole), comma: Number(whole) };
    const decimal = Number(`${whole}.${fraction}`);
    if (fraction?.length !== 3 || /^-?0$/.test(whole)) {
      return separator === '.' ? { point: decimal, comma: null } : { point: null, comma: decimal };
    }
    const grouped = /^-?[1-9]\d{0,2}$/.test(whole) ? Number(`${whole}${fraction}`) : null;
    return separator === '.' ? { point: decimal, comma: grouped } : { point: grouped, comma: decimal };
  }
  const b = bare(cell);
  if (!b) return { point: null, comma: null };
  const scale = (v: number | null) => (v === null ? null : b.sign * v);
  return { point: scale(underSeparator(b.digits, '.')), comma: scale(underSeparator(b.digits, ',')) };
}

/** Counts a text cell's readings (from `readings`) into its column's tally. */
export function tallyReadings(tally: SeparatorTally, r: { point: number | null; comma: number | null }): void {
  if (r.point !== null && r.comma === null) tally.point += 1;
  else if (r.comma !== null && r.point === null) tally.comma += 1;
  else if (r.point !== null && r.comma !== null && r.point !== r.comma) tally.ambiguous += 1;
}

/** The separator a tally proves: the one more cells need (a mixed column follows its majority). */
export function provenSeparator(tally: SeparatorTally): DecimalSeparator | null {
  if (tally.point === 0 && tally.comma === 0) return null;
  return tally.comma > tally.point ? ',' : '.';
}

/** The separators of a table's columns: each column's own, else the file's, else none (ambiguous). */
export function columnSeparators(tallies: readonly SeparatorTally[]): {
  separators: (DecimalSeparator | null)[];
  fromFile: boolean[];
} {
  const file = provenSeparator(
    tallies.reduce(
      (sum, t) => ({ point: sum.point + t.point, comma: sum.comma + t.comma, ambiguous: 0 }),
      emptyTally(),
    ),
  );
  const own = tallies.map(provenSeparator);
  return {
    separators: own.map((s) => s ?? file),
    fromFile: own.map((s, i) => s === null && file !== null && (tallies[i]?.ambiguous ?? 0) > 0),
  };
}

/** Reads a cell with the column's separator; null (not understood) for text, and for an ambiguous cell without one. */
export function readNumber(cell: TextCell, separator: DecimalSeparator | null): number | null {
  const r = readings(cell);
  if (separator === '.') return r.point;
  if (separator === ',') return r.comma;
  return r.point !== null && r.point === r.comma ? r.point : null;
}

/** Whether the cell carries a currency sign or a percent sign (what a blended measure's unit follows). */
export function unitMarks(cell: TextCell): { currency: boolean; percent: boolean } {
  if (typeof cell !== 'string') return { currency: false, percent: false };
  const b = bare(cell);
  return { currency: b?.currency ?? false, percent: b?.percent ?? false };
}
