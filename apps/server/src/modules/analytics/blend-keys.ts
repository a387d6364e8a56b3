// Reads a user's own table for blending: the key column's text becomes a dataset member key
// (a member's key or label, a YYYY-MM month, a zero-padded county FIPS or ZIP code) and value columns become numbers, each column read
// the way its own cells are written (platform/column-profile.ts: decimal comma or point, day
// order), the same way the upload reported it.
import type { BlendKeyDimension } from '@mti/contracts/analytics/analysis-definition';
import type { ColumnProfile } from '../../platform/column-profile.ts';
import { monthKeyOf, readDate } from '../../platform/date-cells.ts';
import { badRequest } from '../../platform/errors.ts';
import type { DatasetDef } from './dataset-declaration.ts';

export type CellValue = string | number | null;

/** The refusal of a month key column whose dates could be read day first or month first. */
export function ambiguousDatesMessage(column: string): string {
  return (
    `The column "${column}" has dates whose day and month cannot be told apart (03/04/2015 could be ` +
    '3 April or March 4). Write them as 2015-04-03 and upload the file again.'
  );
}

/**
 * A function from a key cell to the dataset's member key, or null when it matches none. A month
 * key column whose day order nothing in it tells is refused (400 naming the column), not guessed.
 */
export function keyReader(
  dataset: DatasetDef,
  dimension: BlendKeyDimension,
  column: { name: string; profile: ColumnProfile },
): (value: CellValue) => string | null {
  const reads = dataset.blendKeys[dimension]?.reads ?? 'member';
  if (reads === 'month') {
    if (column.profile.dayOrderAmbiguous) {
      throw badRequest('ambiguous_dates', ambiguousDatesMessage(column.name), 'definition.blend.key.column');
    }
    const order = column.profile.dayOrder;
    return (value) => {
      const date = readDate(value, order);
      return date ? monthKeyOf(date) : null;
    };
  }
  if (reads === 'county_fips' || reads === 'zip') {
    // A code read as a number by the spreadsheet lost its leading zeros (01001 → 1001): pad it back.
    return (value) => {
      if (value === null) return null;
      const text = String(value).trim();
      return /^\d{1,5}$/.test(text) ? text.padStart(5, '0') : null;
    };
  }
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
