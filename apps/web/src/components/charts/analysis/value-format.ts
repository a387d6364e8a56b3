// How the analyzer writes a value of each format: US thousands separators, whole dollars,
// percentages with one decimal (the server sends % of total as 0–100). Every view (table, chart
// axes, legends, labels, drill-down) writes figures through here, in the analysis' display units.
import type { DisplayUnits } from '@mti/contracts/analytics/analysis-definition';
import type { VALUE_FORMATS } from '@mti/contracts/analytics/analyzer-api';
import { scaleValue } from './display-units.ts';

export type ValueFormat = (typeof VALUE_FORMATS)[number];

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
// Scaled figures keep three significant digits' worth of decimals: $7.07B, 412.5K.
const scaled = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatValue(
  value: number | null | undefined,
  format: ValueFormat | 'text',
  units: DisplayUnits = 'exact',
): string {
  if (value === null || value === undefined) return '';
  if (units !== 'exact' && format !== 'percent' && format !== 'text') {
    const s = scaleValue(value, units);
    const text = `${scaled.format(s.value)}${s.suffix}`;
    if (format !== 'currency') return text;
    return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
  }
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
