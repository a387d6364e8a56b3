// What the upload result says to the user: the rows read and, per column, the cells that could
// not be read (with why), so that no figure goes missing without a word.
import type { UploadResponse } from '@mti/contracts/files/repository-api';

const count = new Intl.NumberFormat('en-US');
const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;

export type UploadSummary = { tone: 'success' | 'warning'; title: string; message: string };

export function uploadSummary(saved: UploadResponse): UploadSummary {
  const rows = plural(saved.table.row_count, 'row', 'rows');
  const problems = saved.table.columns.filter((c) => c.not_understood > 0);
  if (problems.length === 0) {
    return {
      tone: 'success',
      title: 'Upload complete',
      message: `${saved.name} was uploaded: ${rows}, every cell read.`,
    };
  }
  const lines = problems.map(
    (c) =>
      `${c.name}: ${plural(c.not_understood, 'cell', 'cells')} not understood as ${c.kind === 'date' ? 'dates' : 'numbers'}` +
      (c.note ? `. ${c.note}` : '.'),
  );
  return {
    tone: 'warning',
    title: 'Uploaded, with cells not understood',
    message: `${saved.name} was uploaded: ${rows}. ${lines.join(' ')}`,
  };
}
