// How the analyzer writes a value of each format: US thousands separators, whole dollars,
// percentages with one decimal (the server sends % of total as 0–100).
import type { VALUE_FORMATS } from '@mti/contracts/analytics/analyzer-api';

export type ValueFormat = (typeof VALUE_FORMATS)[number];

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatValue(value: number | null | undefined, format: ValueFormat | 'text'): string {
  if (value === null || value === undefined) return '';
  switch (format) {
    case 'integer':
      return integer.format(value);
    case 'decimal':
      return decimal.format(value);
    case 'currency':
      return currency.format(value);
    case 'percent':
      return `${percent.format(value)}%`;
    default:
      return String(value);
  }
}
