// Reads a user's own table for blending: the key column's text becomes a dataset member key
// (state code, YYYY-MM month, industry name) and value columns become numbers.
import type { BlendKeyDimension } from '@mti/contracts/analytics/analysis-definition';
import { formatMonth } from '@mti/contracts/common/month';
import type { DatasetDef } from './datasets.ts';

export type CellValue = string | number | null;

/** '1,234.50', '$1,200', '(300)' and '12%' read as numbers; blanks and text as missing. */
export function parseNumber(value: CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null) return null;
  let text = value
    .trim()
    .replace(/[$,\s]/g, '')
    .replace(/%$/, '');
  let sign = 1;
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1);
  }
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null;
  return sign * Number(text);
}

function month(year: number, m: number): string | null {
  if (!(year >= 1900 && year <= 2999 && m >= 1 && m <= 12)) return null;
  return formatMonth({ year, month: m });
}

/** 2024-03, 2024-03-15, 2024/03, 202403 (a reporting period), 03/2024, 3/15/2024 → '2024-03'. */
export function parseMonthKey(value: CellValue): string | null {
  if (typeof value === 'number') value = String(value);
  if (value === null) return null;
  const text = value.trim();
  let m = /^(\d{4})[-/.](\d{1,2})(?:[-/.]\d{1,2})?(?:[T ].*)?$/.exec(text);
  if (m) return month(Number(m[1]), Number(m[2]));
  m = /^(\d{4})(\d{2})$/.exec(text);
  if (m) return month(Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})[-/.](?:\d{1,2}[-/.])?(\d{4})$/.exec(text);
  if (m) return month(Number(m[2]), Number(m[1]));
  return null;
}

/** A function from a key cell to the dataset's member key, or null when it matches none. */
export function keyReader(dataset: DatasetDef, dimension: BlendKeyDimension): (value: CellValue) => string | null {
  if (dimension === 'month') return parseMonthKey;
  const members = dataset.dimensions.find((d) => d.id === dimension)?.members ?? [];
  const byText = new Map<string, string>();
  for (const m of members) {
    byText.set(m.key.toLowerCase(), m.key);
    byText.set(m.label.toLowerCase(), m.key);
  }
  return (value) => {
    if (value === null) return null;
    return byText.get(String(value).trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
  };
}
