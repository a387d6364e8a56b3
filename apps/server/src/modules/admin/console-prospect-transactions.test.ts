// Prospect transactions in the console (decisions 070, 074) through the real app (PGlite, seeded
// sample, the test gateway) and a real SMTP server: every other role refused, the browser's messages,
// a creation and a cancel rolled back whole when their audit write is broken on purpose, the link
// mailed by the job queue, the link's page, paying it completing it exactly once, a cancelled one
// refused at payment (and its mail not sent), a paid one never cancelled; the list against SQL.
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import {
  PROSPECT_ALREADY_CANCELLED,
  PROSPECT_ALREADY_PAID,
  PROSPECT_AMOUNT_POSITIVE,
  PROSPECT_AMOUNT_REQUIRED,
  PROSPECT_AMOUNT_TOO_LARGE,
  PROSPECT_DOWNLOAD_REQUIRED,
  PROSPECT_LINK_CANCELLED,
  PROSPECT_PAID_NOT_CANCELLED,
  PROSPECT_PAYMENT_IN_PROGRESS,
  PROSPECT_USER_NOT_PROSPECT,
  PROSPECT_USER_REQUIRED,
  PROSPECT_USER_UNKNOWN,
} from '@mti/contracts/admin/console-prospect-transactions';
import { TRANSACTION_ALREADY_PROCESSED, TRANSACTION_CANCELLED } from '@mti/contracts/prospects/prospects-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  auditRowsOf,
  type ConsoleCallers,
  expectConsoleRoutesRefused,
  signInConsoleCallers,
  withAuditBroken,
} from '../../../test/console-fixtures.ts';
import { approvedCharges, cardPayload } from '../../../test/payment-fixtures.ts';
import { type SignedIn, signIn } from '../../../test/sign-in.ts';
import { startTestSmtpServer } from '../../../test/smtp-server.ts';
import { rowsOf } from '../../platform/db.ts';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const PUBLIC_URL = 'https://portal.example.org';
const { app, database } = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
const db = database.db;
const LIST = '/api/admin/console/payments/prospect-transactions';
const DOWNLOAD = 'imts-2026-registrants-automation-west';

let callers: ConsoleCallers;
let admin: SignedIn;

beforeAll(async () => {
  callers = await signInConsoleCallers(app, ['member', 'prospect']);
  admin = callers.admin;
}, 300_000);

const create = (user: SignedIn | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: LIST, headers: user?.headers ?? {}, payload });
const cancel = (tuid: string, version: number) =>
  app.inject({ method: 'POST', url: `${LIST}/${tuid}/cancel`, headers: admin.headers, payload: { version } });
const payNewCard = (buyer: SignedIn, tuid: string, amt: string) =>
  app.inject({
    method: 'POST',
    url: `/api/mtprospects/transaction/${tuid}/processcc`,
    headers: buyer.headers,
    payload: { ...cardPayload(), amt, comment: '' },
  });
const valid = { userid: 'buyer2', download_key: DOWNLOAD, amount: '1234,50', comment: 'Booth 4411 follow-up' };
const countOf = async (table: 'prospect_transactions' | 'jobs' | 'audit_log', where = sql`true`) =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`))[0]?.n;

describe('prospect transactions in the console', () => {
  it('refuses anonymous callers, every other role and an administrator acting as a user, before reading input', async () => {
    const before = await countOf('prospect_transactions');
    const [seeded] = await rowsOf<{ tuid: string }>(db, sql`select tuid from prospect_transactions limit 1`);
    await expectConsoleRoutesRefused(app, callers, [
      ['POST', LIST, { userid: 1 }],
      ['GET', LIST],
      ['POST', `${LIST}/${seeded?.tuid}/cancel`, { version: 1 }],
    ]);
    expect(await countOf('prospect_transactions')).toBe(before);
    expect(await countOf('audit_log', sql`action = 'admin.prospect_transaction.cancel'`)).toBe(0);
  }, 300_000);

  it('refuses each bad field with the browser\u2019s message, and creates nothing', async () => {
    const before = await countOf('prospect_transactions');
    const cases: [Record<string, unknown>, string][] = [
      [{ userid: '' }, PROSPECT_USER_REQUIRED],
      [{ userid: 'nobody-here' }, PROSPECT_USER_UNKNOWN],
      [{ userid: 'member' }, PROSPECT_USER_NOT_PROSPECT],
      [{ download_key: 'not-a-download' }, PROSPECT_DOWNLOAD_REQUIRED],
      [{ amount: 'lots' }, PROSPECT_AMOUNT_REQUIRED],
      [{ amount: '0,00' }, PROSPECT_AMOUNT_POSITIVE],
      [{ amount: '10,000.01' }, PROSPECT_AMOUNT_TOO_LARGE],
    ];
    for (const [change, msg] of cases) {
      const res = await create(admin, { ...valid, ...change });
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect(await countOf('prospect_transactions')).toBe(before);
  });

  it('writes nothing, not even the mail job, when the audit write is broken on purpose', async () => {
    const before = { rows: await countOf('prospect_transactions'), jobs: await countOf('jobs') };
    await withAuditBroken(db, 'admin.prospect_transaction.create', async () => {
      expect((await create(admin, valid)).statusCode).toBe(500);
    });
    expect(await countOf('prospect_transactions')).toBe(before.rows);
    expect(await countOf('jobs')).toBe(before.jobs);
  });

  it('creates one, mails its link, the link opens the prospect\u2019s order, paying it completes it exactly once', async () => {
    const res = await create(admin, valid);
    expect(res.statusCode).toBe(200);
    const created = res.json().transaction;
    expect(created).toMatchObject({
      userid: 'buyer2',
      download_title: 'IMTS 2026 Registrants \u2014 Automation, West',
      amount_cents: 123450,
      comment: 'Booth 4411 follow-up',
      status: 'open',
      created_by: 'admin',
      link_sent_at: null,
    });
    // Audited with who and what.
    const [audit] = await rowsOf<{ actor: string; detail: { after: Record<string, unknown> } }>(
      db,
      sql`select actor, detail from audit_log where action = 'admin.prospect_transaction.create' and subject = ${created.tuid}`,
    );
    expect(audit?.detail.after).toMatchObject({ download_key: DOWNLOAD, amount_cents: 123450 });

    // The mail leaves from the job queue, through real SMTP, with the order page's link.
    await app.jobs.runUntilEmpty();
    const [buyer] = await rowsOf<{ email: string }>(db, sql`select email from users where userid = 'buyer2'`);
    const mail = await smtp.waitFor((m) => m.to.includes(buyer?.email ?? '') && m.text.includes(created.tuid));
    const link = `${PUBLIC_URL}/prospects/${created.tuid}`;
    expect(mail.subject).toBe('Your MTI Portal order: IMTS 2026 Registrants \u2014 Automation, West');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('$1,234.50');
    expect(mail.html).toContain(`href="${link}"`);

    // The link's page: the prospect's own transaction at the administrator's amount.
    const prospect = await signIn(app, 'buyer2');
    const opened = await app.inject({
      url: `/api/mtprospects/transaction/${created.tuid}`,
      headers: prospect.headers,
    });
    expect(opened.json()).toMatchObject({
      amount: 1234.5,
      comment: 'Booth 4411 follow-up',
      is_processed: 0,
      is_cancelled: 0,
    });

    // Paying it twice at once charges once and completes it once.
    const pay = () =>
      app.inject({
        method: 'POST',
        url: `/api/mtprospects/transaction/${created.tuid}/processcc`,
        headers: prospect.headers,
        payload: { ...cardPayload(), amt: '1234.50', comment: 'Booth 4411 follow-up' },
      });
    // Two attempts that overlap (PostgreSQL runs them side by side) both replay the one charge in
    // flight and answer the same success (the prospects module's charge-once); one that starts after
    // the booking is refused as already processed. Either way: one charge, one order.
    const answers = await Promise.all([pay(), pay()]);
    const succeeded = answers.filter((a) => a.statusCode === 200).map((a) => a.json().order_id);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    expect(new Set(succeeded).size).toBe(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().msg).toBe(TRANSACTION_ALREADY_PROCESSED);
    }
    expect(await approvedCharges(db, created.tuid)).toBe(1);
    const listed = (
      await app.inject({ method: 'GET', url: `${LIST}?q=${created.tuid}`, headers: admin.headers })
    ).json();
    const [orderRow] = await rowsOf<{ id: number }>(
      db,
      sql`select id::int as id from orders where prospect_transaction_tuid = ${created.tuid}`,
    );
    expect(listed.rows).toEqual([
      expect.objectContaining({
        tuid: created.tuid,
        status: 'paid',
        order_id: orderRow?.id,
        link_sent_at: expect.any(String),
      }),
    ]);

    // Paid: sending the link again is refused.
    const resend = await app.inject({
      method: 'POST',
      url: `${LIST}/${created.tuid}/send-link`,
      headers: admin.headers,
    });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().msg).toBe(PROSPECT_ALREADY_PAID);

    // Paid: cancelling is refused (it is refunded instead), and nothing changes.
    const refused = await cancel(created.tuid, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'already_paid', msg: PROSPECT_PAID_NOT_CANCELLED });
    expect(await auditRowsOf(db, 'admin.prospect_transaction.cancel', created.tuid)).toEqual([]);
  });

  it('lists, sorts and exports on the server as SQL counts them; offers the downloads', async () => {
    const page = (
      await app.inject({ method: 'GET', url: `${LIST}?sort=amount_cents&dir=desc&page_size=3`, headers: admin.headers })
    ).json();
    const expected = await rowsOf<{ tuid: string; amount_cents: number }>(
      db,
      sql`select tuid, amount_cents from prospect_transactions order by amount_cents desc, tuid desc limit 3`,
    );
    expect(page.total).toBe(await countOf('prospect_transactions'));
    expect(page.rows.map((r: { tuid: string; amount_cents: number }) => [r.tuid, r.amount_cents])).toEqual(
      expected.map((e) => [e.tuid, e.amount_cents]),
    );
    const csv = await app.inject({ method: 'GET', url: `${LIST}/export?q=booth%204411`, headers: admin.headers });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Transaction,Username,Download,Amount (USD),Comment,Status,Order,Created (UTC),Created by,Link sent (UTC)',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',buyer2,');
    expect(lines[1]).toContain(',1234.50,Booth 4411 follow-up,paid,');
    const downloads = (await app.inject({ method: 'GET', url: `${LIST}/downloads`, headers: admin.headers })).json();
    expect(downloads.downloads).toHaveLength(5);
  });
});

describe('cancelling an unpaid prospect transaction', () => {
  const newTransaction = async (comment: string) => {
    const res = await create(admin, { ...valid, amount: '495', comment });
    expect(res.statusCode).toBe(200);
    return res.json().transaction as { tuid: string; version: number };
  };
  const rowOf = async (tuid: string) =>
    (
      await rowsOf<{ cancelled_at: string | null; version: number; is_processed: boolean }>(
        db,
        sql`select cancelled_at, version, is_processed from prospect_transactions where tuid = ${tuid}`,
      )
    )[0];

  it('is refused with 409 for a stale version, and rolled back whole when its audit write fails', async () => {
    const { tuid } = await newTransaction('cancel: stale and rollback');
    const stale = await cancel(tuid, 7);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'stale', msg: STALE_EDIT_MSG });
    await withAuditBroken(db, 'admin.prospect_transaction.cancel', async () => {
      expect((await cancel(tuid, 1)).statusCode).toBe(500);
    });
    expect(await rowOf(tuid)).toMatchObject({ cancelled_at: null, version: 1 });
  });

  it('is refused while the prospect\u2019s charge is in flight (the charge may still be approved)', async () => {
    const { tuid } = await newTransaction('cancel: charge in flight');
    await db.execute(sql`update prospect_transactions set charge_key = ${`prospect-transaction:${tuid}:test`},
      charge_card_reference = 'card-in-flight', charge_started_at = now() where tuid = ${tuid}`);
    const res = await cancel(tuid, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(PROSPECT_PAYMENT_IN_PROGRESS);
    expect((await rowOf(tuid))?.cancelled_at).toBeNull();
  });

  it('cancels once, audited before and after; the link page says so, paying and its mail are refused', async () => {
    const { tuid } = await newTransaction('cancel: the whole path');
    const res = await cancel(tuid, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json().transaction).toMatchObject({ tuid, status: 'cancelled', version: 2 });
    expect(res.json().transaction.cancelled_at).toEqual(expect.any(String));
    expect(await auditRowsOf(db, 'admin.prospect_transaction.cancel', tuid)).toEqual([
      {
        actor: admin.siteId,
        detail: expect.objectContaining({
          before: { status: 'open', version: 1 },
          after: { status: 'cancelled', version: 2 },
        }),
      },
    ]);
    const again = await cancel(tuid, 2);
    expect(again.json()).toEqual({ code: 'already_cancelled', msg: PROSPECT_ALREADY_CANCELLED });

    // The prospect's page and both payments.
    const buyer = await signIn(app, 'buyer2');
    const page = await app.inject({ url: `/api/mtprospects/transaction/${tuid}`, headers: buyer.headers });
    expect(page.json()).toMatchObject({ is_processed: 0, is_cancelled: 1 });
    const chargesBefore = await approvedCharges(db, tuid);
    const paid = await payNewCard(buyer, tuid, '495.00');
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ code: 'transaction_cancelled', msg: TRANSACTION_CANCELLED });
    const stored = await app.inject({
      method: 'POST',
      url: `/api/mtprospects/transaction/${tuid}/processpnref`,
      headers: buyer.headers,
      payload: { amt: '495.00' },
    });
    expect(stored.json().code).toBe('transaction_cancelled');
    expect(await approvedCharges(db, tuid)).toBe(chargesBefore);
    expect((await rowOf(tuid))?.is_processed).toBe(false);

    // Its queued mail is not sent; sending it again is refused.
    await app.jobs.runUntilEmpty();
    expect(smtp.messages.some((m) => m.text.includes(tuid))).toBe(false);
    const resend = await app.inject({ method: 'POST', url: `${LIST}/${tuid}/send-link`, headers: admin.headers });
    expect(resend.json()).toEqual({ code: 'cancelled', msg: PROSPECT_LINK_CANCELLED });

    // The list and the CSV say cancelled; the status counts match SQL.
    const listed = (await app.inject({ url: `${LIST}?q=${tuid}`, headers: admin.headers })).json();
    expect(listed.rows).toEqual([expect.objectContaining({ tuid, status: 'cancelled', order_id: null })]);
    const csv = await app.inject({ url: `${LIST}/export?q=${tuid}`, headers: admin.headers });
    expect(csv.body).toContain(',495.00,cancel: the whole path,cancelled,,');
    const all = (await app.inject({ url: `${LIST}?sort=status&page_size=100`, headers: admin.headers })).json();
    const [sqlCount] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from prospect_transactions where cancelled_at is not null and not is_processed`,
    );
    expect(all.rows.filter((r: { status: string }) => r.status === 'cancelled')).toHaveLength(sqlCount?.n ?? -1);
  });
});
