import { ACTING_ADMIN_CANNOT_PAY } from '@mti/contracts/account/account-api';
import {
  AMOUNT_CHANGED,
  NO_SAVED_CARD,
  TRANSACTION_ALREADY_PROCESSED,
  UNKNOWN_TRANSACTION,
} from '@mti/contracts/prospects/prospects-api';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../../test/build-test-app.ts';
import { approvedCharges, cardPayload, countRows, pendingTransaction } from '../../../test/payment-fixtures.ts';
import { DEMO_PASSWORD, type SignedIn, signedInFrom, signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';
import { TEST_CARDS } from '../../platform/test-payment-gateway-cards.ts';
import { PROSPECT_TUIDS } from '../../seed/account-users.ts';
import { listPurchasedDownloads } from './service.ts';

const { app, database } = await buildTestApp();
const db = database.db;

// A real processor answers over the network. The embedded database answers at once, so without
// this pause one request would run to its end before the next began and nothing would overlap.
const network = () => new Promise((resolve) => setTimeout(resolve, 5));
const gateway = app.paymentGateway;
const { charge, vaultCard } = gateway;
gateway.charge = async (request) => {
  await network();
  const result = await charge(request);
  await network();
  return result;
};
gateway.vaultCard = async (card) => {
  await network();
  return vaultCard(card);
};

const SITE = { member: '100101', prospect: '100700', buyer1: '100703', buyer2: '100704', buyer3: '100705' };

const transaction = (user: SignedIn, tuid: string) =>
  app.inject({ url: `/api/mtprospects/transaction/${tuid}`, headers: user.headers });
const payWithStoredCard = (user: SignedIn, tuid: string, payload: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/mtprospects/transaction/${tuid}/processpnref`,
    headers: user.headers,
    payload,
  });
const payWithNewCard = (user: SignedIn, tuid: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/mtprospects/transaction/${tuid}/processcc`, headers: user.headers, payload });

const transactionRow = async (tuid: string) =>
  (
    await rowsOf<{ is_processed: boolean; charge_key: string | null; order_id: number | null }>(
      db,
      // order_id is a bigint: PGlite gives a number, node-postgres a string; read it as a number on both.
      sql`select is_processed, charge_key, order_id::int as order_id from prospect_transactions where tuid = ${tuid}`,
    )
  )[0];

describe('GET mtprospects/transaction/{tuid}', () => {
  it('gives the amount, comment and is_processed of a pending transaction, with the product title', async () => {
    const res = await transaction(await signIn(app, 'prospect'), PROSPECT_TUIDS.prospectPending);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      amount: 495,
      comment: '1,240 registrant contacts with e-mail opt-in, as a CSV download',
      is_processed: 0,
      is_cancelled: 0,
      app_title: 'Prospect Download History',
      item: 'IMTS 2026 Registrants — Metal Cutting, Great Lakes',
      appurl: 'analyzer/viewer/mtprospect-downloads',
    });
  });

  it('says is_processed 1 for a paid one', async () => {
    const res = await transaction(await signIn(app, 'prospect'), PROSPECT_TUIDS.prospectProcessed);
    expect(res.json()).toMatchObject({ amount: 295, is_processed: 1 });
  });

  it("refuses another prospect's transaction (403) and an unknown one (404)", async () => {
    const otherProspect = await signIn(app, 'buyer2');
    const other = await transaction(otherProspect, PROSPECT_TUIDS.prospectPending);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'forbidden' });
    const unknown = await transaction(otherProspect, '5e7a1c20-0000-0000-0000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ msg: UNKNOWN_TRANSACTION });
    expect((await transaction(otherProspect, 'bad tuid!')).statusCode).toBe(400);
  });
});

describe('the prospect role (mtprospect)', () => {
  it.each([
    ['prospect', PROSPECT_TUIDS.prospectPending],
    ['buyer1', PROSPECT_TUIDS.buyer1Pending],
    ['buyer2', PROSPECT_TUIDS.buyer2Pending],
    ['buyer3', PROSPECT_TUIDS.buyer3Pending],
  ])('lets the seeded prospect %s open its order', async (userid, tuid) => {
    const res = await transaction(await signIn(app, userid), tuid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ app_title: 'Prospect Download History' });
  });

  it('refuses a user without the role even their own transaction, charges nothing, and tells nothing of tuids', async () => {
    const member = await signIn(app, 'member');
    const tuid = await pendingTransaction(db, SITE.member);
    const ordersBefore = await countRows(db, 'orders', SITE.member);
    const refusal = { code: 'forbidden', msg: 'You do not have permission to access this page.' };
    for (const res of [
      await transaction(member, tuid),
      await payWithStoredCard(member, tuid),
      await payWithNewCard(member, tuid, cardPayload()),
      await transaction(member, PROSPECT_TUIDS.prospectPending),
      await transaction(member, '5e7a1c20-0000-0000-0000-000000000000'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal);
    }
    expect(await approvedCharges(db, tuid)).toBe(0);
    expect(await transactionRow(tuid)).toEqual({ is_processed: false, charge_key: null, order_id: null });
    expect(await countRows(db, 'orders', SITE.member)).toBe(ordersBefore);
  });
});

describe('POST mtprospects/transaction/{tuid}/processpnref', () => {
  it('charges the stored card the transaction’s amount once, and writes the order and the download', async () => {
    const buyer = await signIn(app, 'buyer1');
    const tuid = PROSPECT_TUIDS.buyer1Pending;
    const res = await payWithStoredCard(buyer, tuid, { amt: '395.00', comment: 'IMTS list' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      order_id: expect.any(Number),
      pnref: expect.stringMatching(/^A[A-Z2-9]{11}$/),
      appurl: 'analyzer/viewer/mtprospect-downloads',
    });
    expect(body.order_id).toBeGreaterThanOrEqual(100001);
    expect(await approvedCharges(db, tuid)).toBe(1);
    const [charge] = await rowsOf<{ amount_cents: number }>(
      db,
      sql`select amount_cents from test_payment_gateway.charges where reference = ${body.pnref}`,
    );
    expect(charge?.amount_cents).toBe(39500);

    expect((await transaction(buyer, tuid)).json()).toMatchObject({ is_processed: 1 });
    const orders = (await app.inject({ url: '/api/mti/orders', headers: buyer.headers })).json();
    expect(orders).toEqual([
      {
        id: body.order_id,
        created_date: expect.any(String),
        total: 395,
        description:
          '<strong>IMTS 2026 Registrants — Fabricating, Southeast</strong><br>980 registrant contacts with e-mail opt-in, as a CSV download',
      },
    ]);
    expect(await listPurchasedDownloads({ db, siteId: SITE.buyer1 })).toEqual([
      {
        downloadKey: 'imts-2026-registrants-fabricating-southeast',
        title: 'IMTS 2026 Registrants — Fabricating, Southeast',
        orderId: body.order_id,
        transactionTuid: tuid,
        purchasedAt: expect.any(Date),
      },
    ]);

    // Paying again (a retry, another tab) charges nothing more.
    const again = await payWithStoredCard(buyer, tuid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'already_processed', msg: TRANSACTION_ALREADY_PROCESSED });
    expect(await approvedCharges(db, tuid)).toBe(1);
    expect(await countRows(db, 'orders', SITE.buyer1)).toBe(1);
  });

  it("refuses another prospect's transaction with 403 and charges nothing", async () => {
    const before = await approvedCharges(db);
    const res = await payWithStoredCard(await signIn(app, 'buyer3'), PROSPECT_TUIDS.prospectPending);
    expect(res.statusCode).toBe(403);
    const withCard = await payWithNewCard(await signIn(app, 'buyer2'), PROSPECT_TUIDS.prospectPending, cardPayload());
    expect(withCard.statusCode).toBe(403);
    expect(await approvedCharges(db)).toBe(before);
    expect((await transactionRow(PROSPECT_TUIDS.prospectPending))?.is_processed).toBe(false);
  });

  it("charges the server's amount only: a different amt is refused and nothing is charged", async () => {
    const prospect = await signIn(app, 'prospect');
    const tuid = await pendingTransaction(db, SITE.prospect, 12500);
    const res = await payWithStoredCard(prospect, tuid, { amt: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'amount_changed', msg: AMOUNT_CHANGED });
    expect(await approvedCharges(db, tuid)).toBe(0);
    const invalid = await payWithStoredCard(prospect, tuid, { amt: '12,50' });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses when there is no stored card', async () => {
    const res = await payWithStoredCard(await signIn(app, 'buyer2'), PROSPECT_TUIDS.buyer2Pending);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'no_saved_card', msg: NO_SAVED_CARD });
  });

  it('answers 402 for a stored card with insufficient funds; the transaction stays payable', async () => {
    const buyer = await signIn(app, 'buyer3');
    const tuid = await pendingTransaction(db, SITE.buyer3);
    const res = await payWithStoredCard(buyer, tuid);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'insufficient_funds',
      msg: 'Your card has insufficient funds. Please use a different card.',
    });
    expect(await transactionRow(tuid)).toEqual({ is_processed: false, charge_key: null, order_id: null });

    const withGoodCard = await payWithNewCard(buyer, tuid, cardPayload({ cc: TEST_CARDS.mastercard.number }));
    expect(withGoodCard.statusCode).toBe(200);
    expect(await approvedCharges(db, tuid)).toBe(1);
  });

  it('refuses an administrator signed in as the user', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/mti/admin/login',
      headers: await xsrfHeaders(app),
      payload: { adminid: 'admin', password: DEMO_PASSWORD, userid: 'prospect' },
    });
    const pay = await payWithStoredCard(signedInFrom(res), PROSPECT_TUIDS.prospectPending);
    expect(pay.statusCode).toBe(403);
    expect(pay.json()).toMatchObject({ msg: ACTING_ADMIN_CANNOT_PAY });
  });
});

describe('POST mtprospects/transaction/{tuid}/processcc', () => {
  it('charges a new card once and does not keep it', async () => {
    const buyer = await signIn(app, 'buyer2');
    const tuid = PROSPECT_TUIDS.buyer2Pending;
    const res = await payWithNewCard(
      buyer,
      tuid,
      cardPayload({ amt: 445, comment: 'x', cc: TEST_CARDS.amex.number, ccv2: '1234' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await approvedCharges(db, tuid)).toBe(1);
    expect((await app.inject({ url: '/api/mti/payment', headers: buyer.headers })).json()).toEqual({});
    const [vault] = await rowsOf<{ removed: boolean }>(
      db,
      sql`select v.removed_at is not null as removed from test_payment_gateway.charges c
          join test_payment_gateway.vaulted_cards v on v.reference = c.card_reference
          where c.reference = ${res.json().pnref}`,
    );
    expect(vault?.removed).toBe(true);
  });

  it.each([
    ['firstname', '', 'First Name is required'],
    ['email', 'someone@', 'Please provide a valid email address'],
    ['cc', '', 'Credit Card Number is required'],
    ['ccv2', '', 'Security Code is required'],
    ['zip', '', 'Zip / Postal Code is required'],
  ])('refuses %s "%s" with "%s"', async (field, value, msg) => {
    const tuid = await pendingTransaction(db, SITE.prospect);
    const res = await payWithNewCard(await signIn(app, 'prospect'), tuid, cardPayload({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', msg, field });
  });

  it.each([
    [TEST_CARDS.genericDecline.number, 'card_declined'],
    [TEST_CARDS.stolen.number, 'card_declined'],
    [TEST_CARDS.expiredCard.number, 'expired_card'],
  ])('answers 402 for the declined card %s and charges nothing', async (cc, code) => {
    const tuid = await pendingTransaction(db, SITE.prospect);
    const res = await payWithNewCard(await signIn(app, 'prospect'), tuid, cardPayload({ cc }));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code });
    expect(await approvedCharges(db, tuid)).toBe(0);
    expect((await transactionRow(tuid))?.is_processed).toBe(false);
  });

  it('refuses a processed transaction before touching the card', async () => {
    const res = await payWithNewCard(await signIn(app, 'prospect'), PROSPECT_TUIDS.prospectProcessed, cardPayload());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ msg: TRANSACTION_ALREADY_PROCESSED });
  });
});

describe('charging exactly once', () => {
  it('charges once when 20 pay requests for one transaction arrive at the same time', async () => {
    const prospect = await signIn(app, 'prospect');
    const tuid = await pendingTransaction(db, SITE.prospect, 20000);
    const ordersBefore = await countRows(db, 'orders', SITE.prospect);
    const replies = await Promise.all(Array.from({ length: 20 }, () => payWithStoredCard(prospect, tuid)));

    const succeeded = replies.filter((r) => r.statusCode === 200).map((r) => r.json());
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    // Every success is the same purchase; everything else is 'Transaction already processed'.
    expect(new Set(succeeded.map((b) => b.order_id)).size).toBe(1);
    expect(new Set(succeeded.map((b) => b.pnref)).size).toBe(1);
    for (const reply of refused) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual({ code: 'already_processed', msg: TRANSACTION_ALREADY_PROCESSED });
    }
    expect(await approvedCharges(db, tuid)).toBe(1);
    expect(await countRows(db, 'orders', SITE.prospect)).toBe(ordersBefore + 1);
    const [entitlements] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from prospect_entitlements where transaction_tuid = ${tuid}`,
    );
    expect(entitlements?.n).toBe(1);
  });

  it('charges once when two tabs pay at once, one with the stored card and one with a new card', async () => {
    const prospect = await signIn(app, 'prospect');
    const tuid = await pendingTransaction(db, SITE.prospect, 30000);
    const replies = await Promise.all([
      ...Array.from({ length: 5 }, () => payWithStoredCard(prospect, tuid)),
      ...Array.from({ length: 5 }, () =>
        payWithNewCard(prospect, tuid, cardPayload({ cc: TEST_CARDS.mastercard.number })),
      ),
    ]);
    const succeeded = replies.filter((r) => r.statusCode === 200).map((r) => r.json().order_id);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    expect(new Set(succeeded).size).toBe(1);
    for (const reply of replies.filter((r) => r.statusCode !== 200)) {
      expect(reply.json()).toMatchObject({ msg: TRANSACTION_ALREADY_PROCESSED });
    }
    expect(await approvedCharges(db, tuid)).toBe(1);
  });

  it('books a charge whose answer was lost (the server stopped after charging) without charging again', async () => {
    const prospect = await signIn(app, 'prospect');
    const tuid = await pendingTransaction(db, SITE.prospect, 7700);
    // The first attempt claimed the transaction and the gateway charged, then the server stopped.
    const [card] = await rowsOf<{ gateway_token: string }>(
      db,
      sql`select gateway_token from payment_methods where site_id = ${SITE.prospect}`,
    );
    const chargeKey = `prospect-transaction:${tuid}:lost-answer`;
    await db.execute(
      sql`update prospect_transactions set charge_key = ${chargeKey}, charge_card_reference = ${card?.gateway_token} where tuid = ${tuid}`,
    );
    const charged = await app.paymentGateway.charge({
      cardReference: card?.gateway_token ?? '',
      amountCents: 7700,
      description: `Test download (${tuid})`,
      idempotencyKey: chargeKey,
    });
    expect(charged.ok).toBe(true);

    const retry = await payWithStoredCard(prospect, tuid);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().pnref).toBe(charged.ok ? charged.reference : '');
    expect(await approvedCharges(db, tuid)).toBe(1);
    expect((await transactionRow(tuid))?.is_processed).toBe(true);
  });
});

describe('booking the order, the download and the processed flag in one database transaction', () => {
  // A real database condition the test sets up: a trigger refuses one step of the booking (the
  // entitlement insert, or the processed flag) for the transactions listed in a table of its own.
  beforeAll(async () => {
    await db.execute(sql`create table test_refused_bookings (tuid text not null, step text not null)`);
    await db.execute(
      sql.raw(`create function test_refuse_booking() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from test_refused_bookings r
                   where r.tuid = to_jsonb(new) ->> tg_argv[0] and r.step = tg_table_name) then
          raise exception 'booking step % refused by the test', tg_table_name;
        end if;
        return new;
      end $$`),
    );
    await db.execute(
      sql`create trigger test_refuse_entitlement before insert on prospect_entitlements
        for each row execute function test_refuse_booking('transaction_tuid')`,
    );
    await db.execute(
      sql`create trigger test_refuse_processed before update on prospect_transactions
        for each row when (new.is_processed and not old.is_processed) execute function test_refuse_booking('tuid')`,
    );
  });

  const booked = async (tuid: string) =>
    (
      await rowsOf<{ orders: number; entitlements: number }>(
        db,
        sql`select (select count(*)::int from orders where prospect_transaction_tuid = ${tuid}) as orders,
          (select count(*)::int from prospect_entitlements where transaction_tuid = ${tuid}) as entitlements`,
      )
    )[0];

  it.each([
    ['the download (entitlement) insert', 'prospect_entitlements'],
    ['the processed flag, the last step', 'prospect_transactions'],
  ])('leaves nothing booked when %s fails, and a retry books it once', async (_, step) => {
    const prospect = await signIn(app, 'prospect');
    const tuid = await pendingTransaction(db, SITE.prospect, 4200);
    await db.execute(sql`insert into test_refused_bookings (tuid, step) values (${tuid}, ${step})`);

    const failed = await payWithStoredCard(prospect, tuid);
    expect(failed.statusCode).toBe(500);
    expect(await booked(tuid)).toEqual({ orders: 0, entitlements: 0 });
    expect(await transactionRow(tuid)).toMatchObject({ is_processed: false, order_id: null });
    expect((await transaction(prospect, tuid)).json()).toMatchObject({ is_processed: 0 });
    expect(await listPurchasedDownloads({ db, siteId: SITE.prospect })).not.toContainEqual(
      expect.objectContaining({ transactionTuid: tuid }),
    );
    // The card was charged before the booking failed; that charge stays the one charge.
    expect(await approvedCharges(db, tuid)).toBe(1);

    await db.execute(sql`delete from test_refused_bookings where tuid = ${tuid}`);
    const retry = await payWithStoredCard(prospect, tuid);
    expect(retry.statusCode).toBe(200);
    expect(await approvedCharges(db, tuid)).toBe(1);
    expect(await booked(tuid)).toEqual({ orders: 1, entitlements: 1 });
    expect(await transactionRow(tuid)).toMatchObject({ is_processed: true, order_id: retry.json().order_id });
    const again = await payWithStoredCard(prospect, tuid);
    expect(again.statusCode).toBe(409);
    expect(await booked(tuid)).toEqual({ orders: 1, entitlements: 1 });
  });
});
