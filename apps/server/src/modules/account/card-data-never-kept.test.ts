// The portal never keeps or logs a card number or a security code: after cards were saved, paid
// with, declined and refused, neither is anywhere in the database (every column of every table,
// the test gateway's own included) nor in a single log line.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { cardPayload, pendingTransaction } from '../../../test/payment-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type Db, rowsOf } from '../../platform/db.ts';
import { TEST_CARDS } from '../../platform/test-payment-gateway-cards.ts';

const logLines: string[] = [];
const { app, database } = await buildTestApp({ LOG_LEVEL: 'trace' }, undefined, {
  logStream: { write: (line) => void logLines.push(line) },
});
const db = database.db;

const SAVED = { number: TEST_CARDS.mastercard2.number, typed: '5105 1051 0510 5100', code: '739' };
const PAID = { number: TEST_CARDS.amex.number, typed: '3782 822463 10005', code: '8264' };
const DECLINED = { number: TEST_CARDS.genericDecline.number, code: '516' };
const REFUSED = { number: '4012888888881881', code: '927' };
const SEEDED = [TEST_CARDS.visa.number, TEST_CARDS.mastercard.number, TEST_CARDS.insufficientFunds.number];

type Column = { table_schema: string; table_name: string; column_name: string };

/**
 * Every column of every table the application created that could hold typed text or digits. Date
 * and time columns are left out: they cannot keep a card, and their milliseconds (`.516`) read as a
 * security code once in a thousand runs.
 */
async function allColumns(db: Db): Promise<Column[]> {
  return rowsOf<Column>(
    db,
    sql`select c.table_schema, c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
          and c.data_type not in ('date', 'time without time zone', 'time with time zone',
                                  'timestamp without time zone', 'timestamp with time zone', 'interval')
        order by 1, 2, 3`,
  );
}

const token = (text: string) => `(^|[^A-Za-z0-9])${text}([^A-Za-z0-9]|$)`;

/**
 * For each text, the columns with a cell holding it as a whole token: a security code is found
 * where it stands on its own (a column of its own, a JSON value), not as three digits inside a
 * random reference. One scan per column looks for all of them; a hit is then told apart.
 */
async function columnsHolding(db: Db, texts: readonly string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = Object.fromEntries(texts.map((t) => [t, []]));
  const holding = async (c: Column, pattern: string) => {
    const column = sql.identifier(c.column_name);
    const [row] = await rowsOf<{ hit: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(c.table_schema)}.${sql.identifier(c.table_name)}
          where ${column} is not null and ${column}::text ~ ${pattern}) as hit`,
    );
    return row?.hit === true;
  };
  for (const c of await allColumns(db)) {
    if (!(await holding(c, token(`(${texts.join('|')})`)))) continue;
    for (const text of texts)
      if (await holding(c, token(text))) found[text]?.push(`${c.table_schema}.${c.table_name}.${c.column_name}`);
  }
  return found;
}

const codes = [SAVED.code, PAID.code, DECLINED.code, REFUSED.code];
const numbers = [SAVED.number, PAID.number, DECLINED.number, REFUSED.number, ...SEEDED];
let before: Record<string, string[]> = {};

beforeAll(async () => {
  // A security code is a few digits: where they already stood before any card was typed, they are
  // not a leak. Whatever holds them afterwards must have held them before.
  before = await columnsHolding(db, codes);

  const adder = await signIn(app, 'cardadder');
  const buyer = await signIn(app, 'buyer2');
  const post = (user: typeof adder, url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: user.headers, payload });

  const saved = await post(adder, '/api/mti/payment/addcc', cardPayload({ cc: SAVED.typed, ccv2: SAVED.code }));
  expect(saved.statusCode).toBe(200);
  const declined = await post(
    adder,
    '/api/mti/payment/addcc',
    cardPayload({ cc: DECLINED.number, ccv2: DECLINED.code }),
  );
  expect(declined.statusCode).toBe(402);
  const refused = await post(
    adder,
    '/api/mti/payment/addcc',
    cardPayload({ cc: REFUSED.number, ccv2: REFUSED.code, email: 'not-an-address' }),
  );
  expect(refused.statusCode).toBe(400);

  const tuid = await pendingTransaction(db, buyer.siteId);
  const paid = await post(
    buyer,
    `/api/mtprospects/transaction/${tuid}/processcc`,
    cardPayload({ cc: PAID.typed, ccv2: PAID.code, amt: 125 }),
  );
  expect(paid.statusCode).toBe(200);
  const paidDeclined = await post(
    buyer,
    `/api/mtprospects/transaction/${await pendingTransaction(db, buyer.siteId)}/processcc`,
    cardPayload({ cc: DECLINED.number, ccv2: DECLINED.code }),
  );
  expect(paidDeclined.statusCode).toBe(402);
});

describe('card data is never kept', () => {
  it('is in no column of any table: no card number', async () => {
    const columns = await allColumns(db);
    expect(columns.map((c) => `${c.table_schema}.${c.table_name}`)).toEqual(
      expect.arrayContaining(['public.payment_methods', 'public.orders', 'test_payment_gateway.vaulted_cards']),
    );
    const found = await columnsHolding(db, [...numbers, SAVED.number.slice(-4)]);
    for (const number of numbers) expect(found[number], number).toEqual([]);
    // The search does find what is there: the last four digits the portal keeps on purpose.
    expect(found[SAVED.number.slice(-4)]).toContain('public.payment_methods.last4');
  });

  it('is in no column of any table: no security code', async () => {
    const after = await columnsHolding(db, codes);
    for (const code of codes) expect(after[code], code).toEqual(before[code]);
  });

  it('is in no log line, though every request was logged', async () => {
    // Pino's own fields (the process id, the clock, the timing) are numbers that can equal a code by
    // chance: the process id was 516 on a fresh CI machine. Only what the requests put in the log is searched.
    const log = logLines
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const { level: _level, time: _time, pid: _pid, responseTime: _took, ...entry } = JSON.parse(line);
        return JSON.stringify(entry);
      })
      .join('\n');
    expect(log).toContain('/api/mti/payment/addcc');
    expect(log).toContain('/processcc');
    for (const number of numbers) expect(log).not.toContain(number);
    expect(log).not.toContain(SAVED.typed);
    expect(log).not.toContain(PAID.typed);
    // A code as a string, a JSON number or a query value.
    for (const code of codes) expect(log).not.toMatch(new RegExp(`"${code}"|[=:]${code}(?![\\d.])`));
    expect(log).not.toMatch(/"cc(v2)?"\s*:\s*"\d/);
  });
});
