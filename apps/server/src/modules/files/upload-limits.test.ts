// The limits of reading an upload (decision 032): what an XLSX may unpack to and how many rows a
// table may have, refused while reading, with the limit named, and nothing stored. The workbooks
// are decompression bombs made on the fly (test/xlsx-bomb.ts). The row limit is lowered here
// through its environment variable, which also proves that it is configurable.
import { UPLOAD_UNREADABLE } from '@mti/contracts/files/repository-api';
import { uploadTooManyRowsMessage, uploadUnpacksTooLargeMessage } from '@mti/contracts/files/storage';
import { describe, expect, it } from 'vitest';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { filesApi, MEMBER_HOME, repositorySnapshot } from '../../../test/files-fixtures.ts';
import { repetitiveWorkbook, unpackedBytesOf } from '../../../test/xlsx-bomb.ts';

const MAX_ROWS = 50_000;
const { app } = await buildTestApp({ UPLOAD_MAX_ROWS: String(MAX_ROWS) });
const member = await signInWithAnalytics(app, 'member');
const files = filesApi(app, member);
const DEFAULT_MAX_UNPACKED = 200 * 1024 * 1024;

/** Uploads a workbook and checks that it was refused with this status and message, storing nothing. */
async function expectRefused(name: string, content: Buffer, status: number, msg: string) {
  const before = await repositorySnapshot(app);
  const res = await files.upload({ importDir: MEMBER_HOME }, { name, content });
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ msg, field: 'fileUpload' });
  expect(await repositorySnapshot(app)).toEqual(before);
  expect(await files.names(MEMBER_HOME)).not.toContain(name);
  return res.json() as { code: string };
}

describe('a workbook that unpacks to more than the limit (a decompression bomb)', () => {
  it('is refused with 413 naming the limit, and nothing is stored', async () => {
    const rows = 10_000_000;
    const bomb = repetitiveWorkbook({ rows });
    expect(unpackedBytesOf(rows)).toBeGreaterThan(300 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const body = await expectRefused('bomb.xlsx', bomb, 413, uploadUnpacksTooLargeMessage(DEFAULT_MAX_UNPACKED));
    expect(body.code).toBe('uncompressed_too_large');
    expect(uploadUnpacksTooLargeMessage(DEFAULT_MAX_UNPACKED)).toContain('more than 200 MB');
  });

  it('is refused when its zip headers understate what it unpacks to', async () => {
    const liar = repetitiveWorkbook({ rows: 8_000_000, declaredSheetBytes: 10_000 });
    await expectRefused('liar.xlsx', liar, 400, UPLOAD_UNREADABLE);
  });
});

describe('the row limit', () => {
  it('refuses a worksheet of more rows than the limit, however small it is packed', async () => {
    // Five million rows, under the unpacked limit: refused by its row count before it is parsed.
    const body = await expectRefused(
      'rows.xlsx',
      repetitiveWorkbook({ rows: 5_000_000 }),
      400,
      uploadTooManyRowsMessage(MAX_ROWS),
    );
    expect(body.code).toBe('too_many_rows');
    expect(uploadTooManyRowsMessage(MAX_ROWS)).toContain('at most 50,000 rows');
  });

  it('takes a workbook of exactly the limit, its header row aside', async () => {
    const res = await files.upload(
      { importDir: MEMBER_HOME },
      { name: 'full.xlsx', content: repetitiveWorkbook({ rows: MAX_ROWS }) },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().table).toMatchObject({ row_count: MAX_ROWS, columns: [{ name: 'Value', kind: 'number' }] });
    await expectRefused(
      'over.xlsx',
      repetitiveWorkbook({ rows: MAX_ROWS + 1 }),
      400,
      uploadTooManyRowsMessage(MAX_ROWS),
    );
  });

  it('applies to a CSV too', async () => {
    const csv = (rows: number) => `Value\n${'7\n'.repeat(rows)}`;
    const res = await files.upload({ importDir: MEMBER_HOME }, { name: 'full.csv', content: csv(MAX_ROWS) });
    expect(res.statusCode).toBe(201);
    expect(res.json().table.row_count).toBe(MAX_ROWS);
    await expectRefused('over.csv', Buffer.from(csv(MAX_ROWS + 1)), 400, uploadTooManyRowsMessage(MAX_ROWS));
  });

  it('counts a CSV cell of several lines as one row', async () => {
    const content = `Note,Value\n${'"first line\nsecond line",7\n'.repeat(MAX_ROWS)}`;
    const res = await files.upload({ importDir: MEMBER_HOME }, { name: 'notes.csv', content });
    expect(res.statusCode).toBe(201);
    expect(res.json().table.row_count).toBe(MAX_ROWS);
  });
});
