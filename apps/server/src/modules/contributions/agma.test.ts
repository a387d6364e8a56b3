// AGMA MMTR uploads: every rule of spec §5 per row, a bad row anywhere refuses the whole file
// (nothing stored), a good one is a new version of its month and the participant's file in My Files.

import { AGMA_NOT_A_PARTICIPANT } from '@mti/contracts/contributions/agma-api';
import {
  type AGMA_COLUMNS,
  AGMA_RULES,
  AGMA_TOO_LARGE,
  AGMA_WRONG_EXTENSION,
} from '@mti/contracts/contributions/agma-rules';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { AGMA_HEADER, agmaFile, contributionsApi } from '../../../test/contributions-fixtures.ts';
import { filesApi } from '../../../test/files-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const { app, database } = await buildTestApp();
const contributor = await signInWithAnalytics(app, 'contributor');
const api = contributionsApi(app, contributor);
const CONTRIBUTOR_HOME = ':home:000101601';

/** Every stored AGMA row and every file of the repository, to prove a refusal stored nothing. */
async function storedState() {
  return {
    versions: await rowsOf(
      database.db,
      sql`select site_id, rpt_date, version, row_count from agma_report_versions order by id`,
    ),
    files: await rowsOf(database.db, sql`select id, name, file_size, modified_at from repository_files order by id`),
  };
}

const good = (row: Partial<Record<(typeof AGMA_COLUMNS)[number], string>>) =>
  [
    row.report_id ?? '1',
    row.item_no ?? '3',
    row.rpt_date ?? '2030-01-31',
    row.units ?? '10',
    row.orders_dollars ?? '100.00',
    row.shipments_dollars ?? '50',
  ].join(',');

describe('POST /api/contributions/agma/uploads', () => {
  it('stores a good file as the month’s first version and as a file in My Files', async () => {
    const content = agmaFile('2030-01-31', 40);
    const res = await api.uploadAgma('january.csv', content);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ replaced: false, month: { rpt_date: '2030-01-31', history: [] } });
    expect(body.month.current).toMatchObject({ version: 1, file_name: 'january.csv', rows: 40 });
    // The totals against an independent computation over the file.
    const rows = content
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','));
    expect(body.month.current.units).toBe(rows.reduce((s, r) => s + Number(r[3]), 0));
    const cents = rows.reduce((sum, r) => sum + Math.round(Number(r[4]) * 100), 0);
    expect(body.month.current.orders_dollars).toBe((cents / 100).toFixed(2));
    const files = filesApi(app, contributor);
    expect(await files.names(CONTRIBUTOR_HOME)).toContain('AGMA MMTR 2030-01-31.csv');
    expect((await files.content(`${CONTRIBUTOR_HOME}:AGMA%20MMTR%202030-01-31.csv`)).body).toBe(content);
  });

  it('reads a tab-delimited .txt file', async () => {
    const res = await api.uploadAgma('feb.txt', agmaFile('2030-02-28', 5, '\t'));
    expect(res.statusCode).toBe(201);
    expect(res.json().month.current.rows).toBe(5);
  });

  it('replaces the month on a re-upload and keeps the earlier version in its history', async () => {
    const first = await api.uploadAgma('march.csv', agmaFile('2030-03-31', 3));
    expect(first.statusCode).toBe(201);
    const second = await api.uploadAgma('march-corrected.csv', agmaFile('2030-03-31', 7));
    expect(second.statusCode).toBe(200);
    const month = second.json().month;
    expect(second.json().replaced).toBe(true);
    expect(month.current).toMatchObject({ version: 2, file_name: 'march-corrected.csv', rows: 7 });
    expect(month.history).toMatchObject([{ version: 1, file_name: 'march.csv', rows: 3 }]);
    const old = await api.agmaVersion('2030-03-31', 1);
    expect(old.statusCode).toBe(200);
    expect(old.body).toBe(agmaFile('2030-03-31', 3));
    const listed = (await api.agmaUploads())
      .json()
      .months.find((m: { rpt_date: string }) => m.rpt_date === '2030-03-31');
    expect(listed.current.version).toBe(2);
  });

  const cases: [string, string, string, string][] = [
    ['a currency sign in a dollar field', good({ orders_dollars: '$100.00' }), 'orders_dollars', AGMA_RULES.dollars],
    ['a thousands comma in a dollar field', `1,3,2030-01-31,10,"1,000.00",50`, 'orders_dollars', AGMA_RULES.dollars],
    [
      'three decimals in a dollar field',
      good({ shipments_dollars: '10.125' }),
      'shipments_dollars',
      AGMA_RULES.dollars,
    ],
    [
      'sixteen digits in a dollar field',
      good({ shipments_dollars: '1234567890123456' }),
      'shipments_dollars',
      AGMA_RULES.dollars,
    ],
    ['units with decimals', good({ units: '10.5' }), 'units', AGMA_RULES.units],
    ['units above 2147483647', good({ units: '2147483648' }), 'units', AGMA_RULES.units],
    ['report_id 6', good({ report_id: '6' }), 'report_id', AGMA_RULES.reportId],
    ['report_id 10', good({ report_id: '10' }), 'report_id', AGMA_RULES.reportId],
    ['item_no 2', good({ item_no: '2' }), 'item_no', AGMA_RULES.itemNo],
    ['item_no 132', good({ item_no: '132' }), 'item_no', AGMA_RULES.itemNo],
    ['rpt_date not the last day of its month', good({ rpt_date: '2030-01-30' }), 'rpt_date', AGMA_RULES.rptDate],
    ['rpt_date as MM/DD/YYYY', good({ rpt_date: '01/31/2030' }), 'rpt_date', AGMA_RULES.rptDate],
    [
      'rpt_date of another month than the first row',
      good({ rpt_date: '2030-02-28' }),
      'rpt_date',
      AGMA_RULES.sameMonth,
    ],
  ];
  for (const [what, badRow, column, rule] of cases) {
    it(`refuses the whole file for ${what}, naming row, column and rule, and stores nothing`, async () => {
      const before = await storedState();
      const res = await api.uploadAgma('bad.csv', `${AGMA_HEADER}\n${good({})}\n${badRow}\n${good({})}\n`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'agma_rows_invalid',
        msg: 'The file was not stored: 1 row breaks the upload rules. Download the report, correct the file and upload it again.',
        bad_rows: 1,
        problem_count: 1,
        problems: [{ row: 3, column, rule }],
      });
      expect(await storedState()).toEqual(before);
    });
  }

  it('accepts the edge values of every rule', async () => {
    const edges = [
      good({
        report_id: '9',
        item_no: '131',
        units: '2147483647',
        orders_dollars: '123456789012345.99',
        rpt_date: '2032-02-29',
      }),
      good({
        report_id: '1',
        item_no: '3',
        units: '0',
        orders_dollars: '0',
        shipments_dollars: '7.5',
        rpt_date: '2032-02-29',
      }),
    ];
    const res = await api.uploadAgma('edges.csv', `${AGMA_HEADER}\n${edges.join('\n')}\n`);
    expect(res.statusCode).toBe(201);
  });

  it('refuses 100,000 rows whose row 99,999 is bad, and stores nothing', async () => {
    const before = await storedState();
    const lines = agmaFile('2030-05-31', 100_000).split('\n');
    // Line 1 is the header: row 99,999 of the data is line 100,000.
    lines[99_999] = good({ rpt_date: '2030-05-31', report_id: '6' });
    const res = await api.uploadAgma('big.csv', lines.join('\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      bad_rows: 1,
      problems: [{ row: 100_000, column: 'report_id', rule: AGMA_RULES.reportId }],
    });
    expect(await storedState()).toEqual(before);
  }, 120_000);

  it('refuses a wrong extension and an oversize file with their messages, storing nothing', async () => {
    const before = await storedState();
    const wrong = await api.uploadAgma('report.xlsx', agmaFile('2030-06-30', 2));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_extension', msg: AGMA_WRONG_EXTENSION });
    const big = await api.uploadAgma('huge.csv', Buffer.alloc(20 * 1024 * 1024 + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'file_too_large', msg: AGMA_TOO_LARGE });
    expect(await storedState()).toEqual(before);
  }, 60_000);

  it('refuses a file whose first row does not name the columns', async () => {
    const res = await api.uploadAgma('nohead.csv', `${good({})}\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'agma_columns', msg: AGMA_RULES.columns });
  });

  it('refuses every AGMA route to a user without the agma role, with the sentence the page shows', async () => {
    const member = contributionsApi(app, await signIn(app, 'member'));
    const before = await storedState();
    for (const res of [
      await member.uploadAgma('report.csv', `${AGMA_HEADER}\n${good({})}\n`),
      await member.agmaUploads(),
      await member.agmaVersion('2030-01-31', 1),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'not_an_agma_participant', msg: AGMA_NOT_A_PARTICIPANT });
    }
    expect(await storedState()).toEqual(before);
  });

  it('shows a participant only their own uploads', async () => {
    const other = contributionsApi(app, await signIn(app, 'allapps'));
    expect((await other.agmaUploads()).json()).toEqual({ months: [] });
    expect((await other.agmaVersion('2030-01-31', 1)).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/contributions/agma/uploads' })).statusCode).toBe(401);
  });

  it('gives AGMA MMTR participants (role agma) a launcher card opening the upload, and no one else', async () => {
    const cards = async (user: { headers: Record<string, string> }) =>
      (await app.inject({ url: '/api/mti/products', headers: user.headers })).json() as { appurl: string }[];
    expect((await cards(contributor)).find((c) => c.appurl === 'contributions/agma')).toMatchObject({
      app_title: 'AGMA MMTR<br><small>Monthly report upload</small>',
      mti_role_name: 'agma',
    });
    expect((await cards(await signIn(app, 'member'))).some((c) => c.appurl === 'contributions/agma')).toBe(false);
  });
});
