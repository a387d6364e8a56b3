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
// Scaled figures keep three significant digits' worth of decimals: $7.07B, 412.5K. A figure under
// one unit keeps three significant digits ($3.75M in billions is $0.00375B, not $0B), down to a
// thousandth of the unit; below that it is written "<$0.001B" (decision 090). The unit never changes
// per figure: a table, axis or legend reads in the one unit chosen.
const scaled = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const small = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });
const SMALLEST = 0.001;

export function formatValue(
  value: number | null | undefined,
  format: ValueFormat | 'text',
  units: DisplayUnits = 'exact',
): string {
  if (value === null || value === undefined) return '';
  if (units !== 'exact' && format !== 'percent' && format !== 'text') {
    const s = scaleValue(value, units);
    const magnitude = Math.abs(s.value);
    const money = format === 'currency' ? '$' : '';
    // Between zero and a thousandth of the unit, either side: "<$0.001B", ">-$0.001B".
    if (magnitude > 0 && magnitude < SMALLEST) return `${s.value < 0 ? '>-' : '<'}${money}${SMALLEST}${s.suffix}`;
    const digits = magnitude < 1 ? small : scaled;
    return `${s.value < 0 ? '-' : ''}${money}${digits.format(magnitude)}${s.suffix}`;
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
