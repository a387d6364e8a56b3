// The upload's report per column: what it holds and how many cells could not be read, with the
// reason where the way of writing matters (decimal comma, day and month order).
import type { UploadedColumnReport } from '@mti/contracts/files/repository-api';
import type { ColumnProfile } from '../../platform/column-profile.ts';

const SEPARATOR_NAME = { '.': 'decimal point', ',': 'decimal comma' } as const;

function noteOf(p: ColumnProfile): string | null {
  if (p.kind === 'number') {
    if (p.separatorAmbiguous) {
      return 'Numbers such as 1,234 could mean 1234 or 1.234 and were not read: write them without thousands separators.';
    }
    if (p.separator && p.separatorFromFile) {
      return `Read with a ${SEPARATOR_NAME[p.separator]}, as the file's other columns are written.`;
    }
    if (p.separator === ',') return 'Read with a decimal comma (1,5 is one and a half).';
  }
  if (p.kind === 'date') {
    if (p.dayOrderAmbiguous) {
      return 'Day and month cannot be told apart (03/04/2015 could be 3 April or March 4): write dates as 2015-04-03.';
    }
    if (p.dayOrder === 'dmy') return 'Dates read day first (31/12/2015).';
    if (p.dayOrder === 'mdy') return 'Dates read month first (12/31/2015).';
  }
  return null;
}

export function columnReport(columns: readonly string[], profiles: readonly ColumnProfile[]): UploadedColumnReport[] {
  return columns.map((name, i) => {
    const p = profiles[i] as ColumnProfile;
    return { name, kind: p.kind, not_understood: p.notUnderstood, note: noteOf(p) };
  });
}
