// Uploads: a CSV or XLSX of at most 25 MB into one's own folder, usable by the analyzer's blend.
import { FILE_NAME_EXISTS } from '@mti/contracts/files/file-name';
import {
  UPLOAD_NO_FILE,
  UPLOAD_TOO_LARGE,
  UPLOAD_UNREADABLE,
  UPLOAD_WRONG_TYPE,
} from '@mti/contracts/files/repository-api';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { filesApi, MEMBER_HOME, repositorySnapshot } from '../../../test/files-fixtures.ts';

const { app } = await buildTestApp();
const member = await signInWithAnalytics(app, 'member');
const files = filesApi(app, member);

async function xlsx(rows: (string | number | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('POST repo/files/import', () => {
  it('stores a CSV in the chosen folder and lists it', async () => {
    const content = 'State,Quota\nOH,100\nTX,250\n';
    const res = await files.upload({ importDir: `${MEMBER_HOME}:Market Reports` }, { name: 'quotas.csv', content });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'quotas.csv',
      path: '/home/000100101/Market Reports/quotas.csv',
      folder: 'false',
      fileSize: String(content.length),
    });
    expect(await files.names(`${MEMBER_HOME}:Market%20Reports`)).toContain('quotas.csv');
    expect((await files.content(`${MEMBER_HOME}:Market%20Reports:quotas.csv`)).body).toBe(content);
  });

  it('stores an XLSX, served back byte for byte with the spreadsheet content type', async () => {
    const content = await xlsx([
      ['Month', 'Visits'],
      ['2024-01', 12],
      [new Date(Date.UTC(2024, 1, 1)), 15],
    ]);
    const res = await files.upload({ importDir: MEMBER_HOME }, { name: 'Visits.XLSX', content });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('Visits.xlsx');
    const back = await files.content(`${MEMBER_HOME}:Visits.xlsx`);
    expect(back.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(back.headers['content-disposition']).toBe('inline; filename=Visits.xlsx');
    expect(back.rawPayload.equals(content)).toBe(true);
  });

  it('keeps a Unicode file name (in NFC) and replaces only what is unsafe in a path', async () => {
    const named = async (name: string) =>
      (await files.upload({ importDir: MEMBER_HOME }, { name, content: 'a\n1\n' })).json().name as string;
    expect(await named('Q1 (final) v2.csv')).toBe('Q1 (final) v2.csv');
    expect(await named('Donne\u0301es e\u0301te\u0301.csv')).toBe('Données été.csv');
    expect(await named('北京.csv')).toBe('北京.csv');
    const unsafe = await named('a:b?.csv');
    expect(unsafe).toMatch(/^a_b_-[0-9a-f]{8}\.csv$/);
    // The same name becomes the same file name: uploading it again asks before replacing it.
    const again = await files.upload({ importDir: MEMBER_HOME }, { name: 'a:b?.csv', content: 'a\n2\n' });
    expect(again.statusCode).toBe(409);
  });

  it('never lets two different names become one, even with overwrite', async () => {
    const put = (name: string, content: string) =>
      files.upload({ importDir: MEMBER_HOME, overwriteFile: 'true' }, { name, content });
    expect((await put('上海.csv', 'city\nShanghai\n')).statusCode).toBe(201);
    expect((await put('a*b.csv', 'x\n1\n')).statusCode).toBe(201);
    const second = await put('a?b.csv', 'x\n2\n');
    expect(second.statusCode).toBe(201);
    const names = await files.names(MEMBER_HOME);
    expect(names).toEqual(expect.arrayContaining(['北京.csv', '上海.csv']));
    expect(names.filter((n: string) => /^a_b-[0-9a-f]{8}\.csv$/.test(n))).toHaveLength(2);
    expect((await files.content(`${MEMBER_HOME}:${encodeURIComponent('上海.csv')}`)).body).toBe('city\nShanghai\n');
  });

  it('refuses a file over 25 MB, and stores nothing', async () => {
    const before = await repositorySnapshot(app);
    const content = Buffer.alloc(25 * 1024 * 1024 + 1, 'a');
    const res = await files.upload({ importDir: MEMBER_HOME }, { name: 'huge.csv', content });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'file_too_large', msg: UPLOAD_TOO_LARGE, field: 'fileUpload' });
    expect(await repositorySnapshot(app)).toEqual(before);
  });

  it('takes a file of exactly 25 MB', async () => {
    // Long lines keep the row count (and the test's memory) small.
    const content = Buffer.alloc(25 * 1024 * 1024, `${'7'.repeat(1023)}\n`);
    content.write('Value\n', 0);
    const res = await files.upload({ importDir: MEMBER_HOME }, { name: 'big.csv', content });
    expect(res.statusCode).toBe(201);
    expect(res.json().fileSize).toBe(String(25 * 1024 * 1024));
  });

  it('refuses files other than CSV and XLSX', async () => {
    for (const name of ['notes.txt', 'tool.exe', 'report.xls', 'data.csv.exe', 'noextension']) {
      const res = await files.upload({ importDir: MEMBER_HOME }, { name, content: 'a,b\n1,2\n' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_file_type', msg: UPLOAD_WRONG_TYPE, field: 'fileUpload' });
    }
  });

  it('refuses a CSV or XLSX whose content is not one', async () => {
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00]);
    for (const [name, content] of [
      ['picture.csv', binary],
      ['picture.xlsx', binary],
      ['text.xlsx', Buffer.from('a,b\n1,2\n')],
      ['fake.xlsx', Buffer.from('PK\u0003\u0004 not really a workbook')],
      ['empty.csv', Buffer.alloc(0)],
    ] as const) {
      const res = await files.upload({ importDir: MEMBER_HOME }, { name, content });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(UPLOAD_UNREADABLE);
    }
  });

  it('refuses a name in use unless asked to overwrite', async () => {
    await files.upload({ importDir: MEMBER_HOME }, { name: 'same.csv', content: 'a\n1\n' });
    const again = await files.upload({ importDir: MEMBER_HOME }, { name: 'same.csv', content: 'a\n2\n' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(FILE_NAME_EXISTS);
    const overwrite = await files.upload(
      { importDir: MEMBER_HOME, overwriteFile: 'true' },
      { name: 'same.csv', content: 'a\n2\n' },
    );
    expect(overwrite.statusCode).toBe(200);
    expect((await files.content(`${MEMBER_HOME}:same.csv`)).body).toBe('a\n2\n');
  });

  it('refuses a form without a file or without a folder', async () => {
    const noFile = await files.upload({ importDir: MEMBER_HOME });
    expect(noFile.json()).toMatchObject({ code: 'invalid_input', msg: UPLOAD_NO_FILE });
    expect((await files.upload({}, { name: 'a.csv', content: 'a\n1\n' })).statusCode).toBe(400);
  });

  it('needs the anti-forgery header', async () => {
    const form = new FormData();
    form.append('importDir', MEMBER_HOME);
    form.append('fileUpload', new Blob(['a\n1\n']), 'forged.csv');
    const encoded = new Response(form);
    const res = await app.inject({
      method: 'POST',
      url: '/analytics/api/repo/files/import',
      headers: { cookie: member.cookie, 'content-type': encoded.headers.get('content-type') as string },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('xsrf');
    expect(await files.names(MEMBER_HOME)).not.toContain('forged.csv');
  });
});

describe('what an upload reads', () => {
  it('reads a Windows-1252 (Latin-1) CSV and says how it read each column', async () => {
    const content = Buffer.from('Région;Montant;Jour\nÎle-de-France;1,5;05.03.2015\nCôte d’Or;1.234,5;n/a\n', 'latin1');
    const res = await files.upload({ importDir: MEMBER_HOME }, { name: 'régions.csv', content });
    expect(res.statusCode).toBe(201);
    expect(res.json().table).toEqual({
      row_count: 2,
      columns: [
        { name: 'Région', kind: 'text', not_understood: 0, note: null },
        {
          name: 'Montant',
          kind: 'number',
          not_understood: 0,
          note: 'Read with a decimal comma (1,5 is one and a half).',
        },
        { name: 'Jour', kind: 'date', not_understood: 1, note: 'Dates read day first (31/12/2015).' },
      ],
    });
  });

  it('reads UTF-8 with a byte-order mark and UTF-16 by its byte-order mark', async () => {
    const text = 'Ville,Valeur\nZürich,3\n';
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    for (const [name, content] of [
      ['bom8.csv', utf8],
      ['bom16.csv', utf16],
    ] as const) {
      const res = await files.upload({ importDir: MEMBER_HOME }, { name, content });
      expect(res.statusCode).toBe(201);
      expect(res.json().table.columns.map((c: { name: string }) => c.name)).toEqual(['Ville', 'Valeur']);
    }
  });

  it('says which cells it could not read, and why, keeping every row', async () => {
    const content = 'When,Amount\n03/04/2015,"1,234"\n05/06/2015,12\nsoon,\n';
    const res = await files.upload({ importDir: MEMBER_HOME }, { name: 'vague.csv', content });
    const [when, amount] = res.json().table.columns;
    expect(res.json().table.row_count).toBe(3);
    expect(when).toMatchObject({ kind: 'date', not_understood: 3 });
    expect(when.note).toContain('Day and month cannot be told apart');
    expect(amount).toMatchObject({ kind: 'number', not_understood: 1 });
    expect(amount.note).toContain('could mean 1234 or 1.234');
  });
});

describe('uploaded tables in the analyzer', () => {
  it('lists CSV and XLSX files with their columns (GET repo/tables)', async () => {
    const res = await app.inject({ url: '/analytics/api/repo/tables', headers: member.headers });
    expect(res.statusCode).toBe(200);
    const tables = res.json().tables as { name: string; columns: string[]; row_count: number }[];
    expect(tables.find((t) => t.name === 'State shop figures.csv')).toMatchObject({
      columns: ['State', 'State name', 'Machine shops', 'Employees'],
      row_count: 51,
    });
    expect(tables.find((t) => t.name === 'Market Reports/quotas.csv')?.columns).toEqual(['State', 'Quota']);
    expect(tables.find((t) => t.name === 'Visits.xlsx')?.columns).toEqual(['Month', 'Visits']);
  });

  it("blends an uploaded CSV's state-level figures into an analysis", async () => {
    const csv = (await files.content(`${MEMBER_HOME}:State%20shop%20figures.csv`)).body;
    const ohio =
      csv
        .split('\r\n')
        .find((line) => line.startsWith('OH,'))
        ?.split(',') ?? [];
    const res = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/query',
      headers: member.headers,
      payload: {
        definition: {
          version: 1,
          dataset: 'usmto-orders',
          rows: ['state'],
          measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
          filters: { period: { from: '2024-01', to: '2024-12' } },
          blend: {
            table: 'State shop figures.csv',
            key: { column: 'State', dimension: 'state' },
            measures: [{ id: 'shops', column: 'Machine shops', aggregate: 'sum' }],
          },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    const shops = result.measures.findIndex((m: { id: string }) => m.id === 'shops');
    expect(cellOf(result, ['OH'], [], shops)).toBe(Number(ohio[2]));
  });
});
