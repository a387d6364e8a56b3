// Display units: a figure scaled to thousands (K), millions (M) or billions (B) for reading,
// the same in the table, the axes, the legends and the data labels. Percentages never scale.
import type { DisplayUnits } from '@mti/contracts/analytics/analysis-definition';

const SCALE: Record<DisplayUnits, { divisor: number; suffix: string }> = {
  exact: { divisor: 1, suffix: '' },
  thousands: { divisor: 1e3, suffix: 'K' },
  millions: { divisor: 1e6, suffix: 'M' },
  billions: { divisor: 1e9, suffix: 'B' },
};

export const DISPLAY_UNIT_CHOICES: { value: DisplayUnits; label: string }[] = [
  { value: 'exact', label: 'Exact' },
  { value: 'thousands', label: 'Thousands (K)' },
  { value: 'millions', label: 'Millions (M)' },
  { value: 'billions', label: 'Billions (B)' },
];

/** The value in the unit, and the letter written after it. */
export function scaleValue(value: number, units: DisplayUnits): { value: number; suffix: string } {
  const { divisor, suffix } = SCALE[units];
  return { value: value / divisor, suffix };
}

/** "millions" → " (millions)", for axis titles; exact adds nothing. */
export function unitsNote(units: DisplayUnits): string {
  return units === 'exact' ? '' : ` (${units})`;
}
