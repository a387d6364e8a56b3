// USMTO in Advance: submissions until the 15th of the next month, 8 PM Eastern (EST in winter,
// EDT in summer); the aggregate after the deadline, to submitters first, with the survey
// benchmark's confidentiality rules, released once and frozen.
import { AGMA_RULES } from '@mti/contracts/contributions/agma-rules';
import { USMTO_ADVANCE_NOT_A_CONTRIBUTOR } from '@mti/contracts/contributions/usmto-advance-api';
import {
  USMTO_ADVANCE_FILE_RULES,
  USMTO_ADVANCE_TOO_LARGE,
  USMTO_ADVANCE_WRONG_EXTENSION,
} from '@mti/contracts/contributions/usmto-advance-upload';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { contributionsApi } from '../../../test/contributions-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { repetitiveWorkbook } from '../../../test/xlsx-bomb.ts';
import { rowsOf } from '../../platform/db.ts';
import { saveSampleSubmissions } from './provisioning.ts';

const { app, database } = await buildTestApp({ CONTRIBUTIONS_CLOCK_CONTROL: '1' });
const api = contributionsApi(app, await signIn(app, 'contributor'));
const member = contributionsApi(app, await signIn(app, 'member'));

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Orders');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const lines = (cutting: string, forming = '200.00', additive = '0') => [
  { category: 'metal_cutting', units: '5', orders_dollars: cutting },
  { category: 'metal_forming', units: '3', orders_dollars: forming },
  { category: 'additive', units: '0', orders_dollars: additive },
];

/** Sample contributors' rows: `values` per contributor, [units, dollars] per category in catalogue order. */
async function samples(period: string, values: [number, number][][], firstId = 0) {
  const categories = ['metal_cutting', 'metal_forming', 'additive'];
  await saveSampleSubmissions({
    db: database.db,
    rows: values.flatMap((perCategory, i) =>
      perCategory.map(([units, dollars], c) => ({
        siteId: `sample-${period}-${firstId + i}`,
        period,
        category: categories[c] as string,
        units,
        ordersDollars: dollars.toFixed(2),
        submittedAt: new Date('2030-01-01T00:00:00Z'),
      })),
    ),
  });
}

describe('the USMTO in Advance deadline', () => {
  it('in winter (EST, UTC-5) closes January on February 15 at 8 PM Eastern, 01:00 UTC', async () => {
    await api.setClock('2030-02-16T00:59:59Z');
    const status = (await api.usmtoStatus()).json();
    expect(status).toMatchObject({ open_period: '2030-01', deadline: '2030-02-16T01:00:00.000Z' });
    expect((await api.submitUsmto('2030-01', lines('100.00'))).statusCode).toBe(200);
    await api.setClock('2030-02-16T01:00:00Z');
    const closed = await api.submitUsmto('2030-01', lines('150.00'));
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({ code: 'period_closed' });
    expect(closed.json().msg).toMatch(
      /^The January 2030 period closed on February 15, 2030.* 8:00 PM EST\. Data can no longer be submitted for it\.$/,
    );
    expect((await api.usmtoStatus()).json().open_period).toBeNull();
  });

  it('in summer (EDT, UTC-4) closes June on July 15 at 8 PM Eastern, midnight UTC', async () => {
    await api.setClock('2030-07-15T23:59:59Z');
    expect((await api.usmtoStatus()).json().deadline).toBe('2030-07-16T00:00:00.000Z');
    expect((await api.submitUsmto('2030-06', lines('100.00'))).statusCode).toBe(200);
    // 00:30 UTC would still be before 8 PM under a fixed UTC-5: daylight saving must close it.
    await api.setClock('2030-07-16T00:30:00Z');
    const closed = await api.submitUsmto('2030-06', lines('150.00'));
    expect(closed.statusCode).toBe(400);
    expect(closed.json().msg).toMatch(/July 15, 2030.* 8:00 PM EDT/);
  });

  it('refuses a month that has not ended yet', async () => {
    await api.setClock('2030-06-20T12:00:00Z');
    const res = await api.submitUsmto('2030-06', lines('100.00'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'period_not_open',
      msg: 'The June 2030 period is not open for submissions yet.',
    });
  });

  it('refuses the numbers the AGMA rules refuse, with the same messages', async () => {
    await api.setClock('2030-09-10T12:00:00Z');
    const units = await api.submitUsmto('2030-08', [
      { ...lines('1')[0], units: '1.5' } as never,
      ...lines('1').slice(1),
    ]);
    expect(units.statusCode).toBe(400);
    expect(units.json().msg).toContain(AGMA_RULES.units);
    const dollars = await api.submitUsmto('2030-08', lines('1,000.00'));
    expect(dollars.statusCode).toBe(400);
    expect(dollars.json().msg).toContain(AGMA_RULES.dollars);
  });

  it('keeps one participant’s submissions from another', async () => {
    await api.setClock('2030-09-10T12:00:00Z');
    expect((await api.submitUsmto('2030-08', lines('123.45'))).statusCode).toBe(200);
    await member.setClock('2030-09-10T12:00:00Z');
    expect((await member.usmtoStatus()).json().submissions).toEqual([]);
    expect((await api.usmtoStatus()).json().submissions[0]).toMatchObject({ period: '2030-08' });
  });
});

describe('the USMTO in Advance aggregate', () => {
  // In time order: the release task freezes every month whose deadline a clock passes, so a test
  // must not add rows to a month an earlier test's clock has already closed.
  it('is shown after the deadline to submitters first, then to everyone, with the figures SQL sums', async () => {
    await samples(
      '2030-09',
      Array.from({ length: 6 }, (_, i) => [
        [10 + i, 1000 + i * 10],
        [5, 500 + i],
        [2, 300 + i * 3],
      ]),
    );
    await api.setClock('2030-10-10T12:00:00Z');
    expect((await api.submitUsmto('2030-09', lines('1050.50', '505.25', '310'))).statusCode).toBe(200);
    const early = await api.aggregate('2030-09');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'not_released' });

    await api.setClock('2030-10-16T00:00:00Z');
    const res = await api.aggregate('2030-09');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = await rowsOf<{ category: string; units: string; dollars: string; n: string }>(
      database.db,
      sql`select category, sum(units)::text as units, sum(orders_dollars)::text as dollars, count(*)::text as n
          from usmto_advance_submissions where period = '2030-09' and (units > 0 or orders_dollars > 0) group by category`,
    );
    for (const row of expected) {
      const cell = body.categories.find((c: { category: string }) => c.category === row.category);
      expect(cell).toMatchObject({
        units: Number(row.units),
        orders_dollars: Number(row.dollars),
        contributors: Number(row.n),
        suppressed: null,
      });
    }
    const [all] = await rowsOf<{ dollars: string }>(
      database.db,
      sql`select sum(orders_dollars)::text as dollars from usmto_advance_submissions where period = '2030-09'`,
    );
    expect(body.total.orders_dollars).toBe(Number(all?.dollars));
    expect(body.contributors).toBe(7);

    await member.setClock('2030-10-16T00:00:00Z');
    const waiting = await member.aggregate('2030-09');
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toMatchObject({ code: 'participants_first' });
    expect(waiting.json().msg).toMatch(
      /^The September 2030 report is shown first to the participants who submitted their data; everyone else sees it from November 1, 2030/,
    );

    await member.setClock('2030-11-01T04:00:00Z');
    const later = await member.aggregate('2030-09');
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual(body);
  });

  it('withholds a category of fewer than five contributors or with one over 25 %, and the total that would reveal it', async () => {
    // Six contributors cut metal; one of them holds 3/8 of forming; only three make additive parts.
    await samples('2030-10', [
      [
        [1, 100],
        [1, 300],
        [1, 50],
      ],
      [
        [1, 300],
        [1, 100],
        [1, 50],
      ],
      [
        [1, 300],
        [1, 100],
        [1, 50],
      ],
      [
        [1, 300],
        [1, 100],
        [0, 0],
      ],
      [
        [1, 300],
        [1, 100],
        [0, 0],
      ],
      [
        [1, 300],
        [1, 100],
        [0, 0],
      ],
    ]);
    // After the public release: anyone may read it.
    await api.setClock('2030-12-01T06:00:00Z');
    const body = (await api.aggregate('2030-10')).json();
    expect(body.categories.map((c: { suppressed: string | null }) => c.suppressed)).toEqual([
      null,
      'dominated',
      'too_few_contributors',
    ]);
    expect(body.categories[1]).toMatchObject({ units: null, orders_dollars: null });
    expect(body.categories[0]).toMatchObject({ units: 6, orders_dollars: 1600 });
    // The total alone would pass (no one over 25 % of 2550), but forming and additive together are
    // 350 of 950 from the first contributor: publishing it would let them be subtracted out.
    expect(body.total).toMatchObject({ orders_dollars: null, suppressed: 'complementary' });
  });

  it('withholds the total when a single category is withheld, so that no subtraction reveals it', async () => {
    await samples(
      '2031-01',
      Array.from({ length: 6 }, (_, i) => [[1, 100], [1, 100], i < 2 ? [1, 40] : [0, 0]]),
    );
    await api.setClock('2031-03-01T06:00:00Z');
    const body = (await api.aggregate('2031-01')).json();
    expect(body.categories.map((c: { suppressed: string | null }) => c.suppressed)).toEqual([
      null,
      null,
      'too_few_contributors',
    ]);
    expect(body.total.suppressed).toBe('complementary');
  });

  it('is released once: later rows cannot be differenced out of a second release', async () => {
    await samples(
      '2031-03',
      Array.from({ length: 6 }, () => [
        [1, 100],
        [1, 100],
        [1, 100],
      ]),
    );
    await api.setClock('2031-05-02T00:00:00Z');
    const first = (await api.aggregate('2031-03')).json();
    expect(first.total).toMatchObject({ orders_dollars: 1800, suppressed: null });
    // A row arriving afterwards (here written directly; the API refuses closed months) changes nothing published.
    await samples('2031-03', [
      [
        [9, 900],
        [9, 900],
        [9, 900],
      ],
    ]);
    await api.setClock('2031-05-02T00:00:00Z');
    expect((await api.aggregate('2031-03')).json()).toEqual(first);
    expect((await api.submitUsmto('2031-03', lines('1.00'))).statusCode).toBe(400);
  });
});

describe('participation is tied to the usmto_contributor role', () => {
  it('says so in the status and refuses a submission or an upload of a user without it (403)', async () => {
    await api.setClock('2031-08-10T12:00:00Z');
    expect((await api.usmtoStatus()).json().may_contribute).toBe(true);
    expect((await member.usmtoStatus()).json().may_contribute).toBe(false);
    for (const res of [
      await member.submitUsmto('2031-07', lines('100.00')),
      await member.uploadUsmto('2031-07', 'july.csv', 'category,units,orders_dollars\n'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'not_a_contributor', msg: USMTO_ADVANCE_NOT_A_CONTRIBUTOR });
    }
    const [count] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from usmto_advance_submissions where period = '2031-07'`,
    );
    expect(count?.n).toBe(0);
  });
});

describe('USMTO in Advance by file', () => {
  const file = (...rows: string[]) => ['category,units,orders_dollars', ...rows].join('\n');
  const good = file('metal_cutting,4,1200.50', 'metal_forming,2,300', 'additive,0,0');

  it('stores a good .csv as the month’s submission and in My Files, replacing the form’s', async () => {
    await api.setClock('2031-10-05T12:00:00Z');
    expect((await api.submitUsmto('2031-09', lines('100.00'))).statusCode).toBe(200);
    const res = await api.uploadUsmto('2031-09', 'september.csv', good);
    expect(res.statusCode).toBe(200);
    expect(res.json().submissions.find((s: { period: string }) => s.period === '2031-09').lines).toEqual([
      { category: 'additive', units: 0, orders_dollars: '0.00' },
      { category: 'metal_cutting', units: 4, orders_dollars: '1200.50' },
      { category: 'metal_forming', units: 2, orders_dollars: '300.00' },
    ]);
    const files = await rowsOf<{ name: string }>(
      database.db,
      sql`select name from repository_files where name like 'USMTO in Advance 2031-09%'`,
    );
    expect(files.length).toBe(1);
    // A tab-delimited .txt is read the same way.
    const txt = await api.uploadUsmto('2031-09', 'september.txt', good.replaceAll(',', '\t'));
    expect(txt.statusCode).toBe(200);
  }, 60_000);

  it('refuses a file with bad rows whole, naming each row, column and rule; nothing changes', async () => {
    await api.setClock('2031-11-05T12:00:00Z');
    expect((await api.uploadUsmto('2031-10', 'october.csv', good)).statusCode).toBe(200);
    const res = await api.uploadUsmto(
      '2031-10',
      'october.csv',
      file('metal_cutting,4.5,1200.50', 'metal_cutting,2,$300', 'lathes,1,1'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'usmto_advance_rows_invalid', field: 'file' });
    expect(res.json().problems).toEqual([
      { row: 2, column: 'units', value: '4.5', rule: AGMA_RULES.units },
      { row: 3, column: 'category', value: 'metal_cutting', rule: USMTO_ADVANCE_FILE_RULES.categoryOnce },
      { row: 3, column: 'orders_dollars', value: '$300', rule: AGMA_RULES.dollars },
      { row: 4, column: 'category', value: 'lathes', rule: USMTO_ADVANCE_FILE_RULES.category },
    ]);
    const missing = await api.uploadUsmto('2031-10', 'october.csv', file('metal_cutting,1,1'));
    expect(missing.json().problems[0].rule).toBe(USMTO_ADVANCE_FILE_RULES.everyCategory);
    const header = await api.uploadUsmto('2031-10', 'october.csv', 'cat,units\nmetal_cutting,1');
    expect(header.json().problems[0].rule).toBe(USMTO_ADVANCE_FILE_RULES.columns);
    const [stored] = await rowsOf<{ dollars: string }>(
      database.db,
      sql`select sum(orders_dollars)::text as dollars from usmto_advance_submissions where period = '2031-10' and site_id = '101601'`,
    );
    expect(stored?.dollars).toBe('1500.50');
  }, 60_000);

  it('refuses a wrong extension, an oversize file and a closed month with the form’s messages', async () => {
    await api.setClock('2031-12-05T12:00:00Z');
    const xls = await api.uploadUsmto('2031-11', 'november.pdf', good);
    expect(xls.statusCode).toBe(400);
    expect(xls.json()).toMatchObject({ code: 'wrong_extension', msg: USMTO_ADVANCE_WRONG_EXTENSION });
    const big = await api.uploadUsmto('2031-11', 'november.csv', `${good}\n${'#'.repeat(70_000)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe(USMTO_ADVANCE_TOO_LARGE);
    const closed = await api.uploadUsmto('2031-10', 'october.csv', good);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().code).toBe('period_closed');
  });
  it('reads a good .xlsx (first worksheet) as the .csv, and refuses a bad one with the same rows and messages', async () => {
    await api.setClock('2032-01-05T12:00:00Z');
    const good = await xlsx([
      ['category', 'units', 'orders_dollars'],
      ['metal_cutting', 4, 1200.5],
      ['metal_forming', 2, '300.00'],
      ['additive', 0, 0],
    ]);
    const res = await api.uploadUsmto('2031-12', 'december.xlsx', good);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().submissions.find((s: { period: string }) => s.period === '2031-12').lines).toEqual([
      { category: 'additive', units: 0, orders_dollars: '0.00' },
      { category: 'metal_cutting', units: 4, orders_dollars: '1200.50' },
      { category: 'metal_forming', units: 2, orders_dollars: '300.00' },
    ]);
    const bad = await api.uploadUsmto(
      '2031-12',
      'december.xlsx',
      await xlsx([
        ['category', 'units', 'orders_dollars'],
        ['metal_cutting', 4.5, 1200.5],
        ['metal_cutting', 2, '$300'],
        ['lathes', 1, 1],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().problems).toEqual([
      { row: 2, column: 'units', value: '4.5', rule: AGMA_RULES.units },
      { row: 3, column: 'category', value: 'metal_cutting', rule: USMTO_ADVANCE_FILE_RULES.categoryOnce },
      { row: 3, column: 'orders_dollars', value: '$300', rule: AGMA_RULES.dollars },
      { row: 4, column: 'category', value: 'lathes', rule: USMTO_ADVANCE_FILE_RULES.category },
    ]);
    // Not a workbook, and a small file that would unpack to megabytes (an XLSX bomb): refused, nothing changes.
    const renamed = await api.uploadUsmto('2031-12', 'december.xlsx', 'category,units,orders_dollars\n');
    expect(renamed.json().problems[0].rule).toBe(USMTO_ADVANCE_FILE_RULES.columns);
    const bomb = repetitiveWorkbook({ rows: 100_000 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    const refused = await api.uploadUsmto('2031-12', 'december.xlsx', bomb);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('uncompressed_too_large');
    const [stored] = await rowsOf<{ dollars: string }>(
      database.db,
      sql`select sum(orders_dollars)::text as dollars from usmto_advance_submissions where period = '2031-12' and site_id = '101601'`,
    );
    expect(stored?.dollars).toBe('1500.50');
  }, 60_000);
});
