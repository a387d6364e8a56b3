import type { UploadResponse } from '@mti/contracts/files/repository-api';
import { describe, expect, it } from 'vitest';
import { uploadSummary } from './upload-summary.ts';

const saved = (columns: UploadResponse['table']['columns'], rowCount = 1200) =>
  ({ name: 'quotas.csv', table: { row_count: rowCount, columns } }) as UploadResponse;

describe('the upload summary', () => {
  it('says every cell was read', () => {
    expect(uploadSummary(saved([{ name: 'State', kind: 'text', not_understood: 0, note: null }]))).toEqual({
      tone: 'success',
      title: 'Upload complete',
      message: 'quotas.csv was uploaded: 1,200 rows, every cell read.',
    });
  });

  it('names each column with cells not understood, and why', () => {
    const summary = uploadSummary(
      saved([
        { name: 'State', kind: 'text', not_understood: 0, note: null },
        { name: 'Quota', kind: 'number', not_understood: 1, note: null },
        { name: 'Day', kind: 'date', not_understood: 3, note: 'Day and month cannot be told apart.' },
      ]),
    );
    expect(summary.tone).toBe('warning');
    expect(summary.message).toBe(
      'quotas.csv was uploaded: 1,200 rows. Quota: 1 cell not understood as numbers. ' +
        'Day: 3 cells not understood as dates. Day and month cannot be told apart.',
    );
  });
});
