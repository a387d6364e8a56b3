import { ACTING_ADMIN_CANNOT_PAY } from '@mti/contracts/account/account-api';
import { CARD_EXPIRED, INVALID_CARD_NUMBER, INVALID_SECURITY_CODE } from '@mti/contracts/account/card-form';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../../test/build-test-app.ts';
import { cardPayload } from '../../../test/payment-fixtures.ts';
import { DEMO_PASSWORD, type SignedIn, signedInFrom, signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';
import { TEST_CARDS } from '../../platform/test-payment-gateway-cards.ts';

const { app, database } = await buildTestApp();
const db = database.db;

const orders = (user: SignedIn) => app.inject({ url: '/api/mti/orders', headers: user.headers });
const storedCard = (user: SignedIn, url = '/api/mti/payment') => app.inject({ url, headers: user.headers });
const addCard = (user: SignedIn, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/mti/payment/addcc', headers: user.headers, payload });

const cardRow = async (siteId: string) =>
  (
    await rowsOf<{ gateway_token: string; brand: string; last4: string; exp_yyyymm: string }>(
      db,
      sql`select gateway_token, brand, last4, exp_yyyymm from payment_methods where site_id = ${siteId}`,
    )
  )[0];
const vaultRow = async (reference: string) =>
  (
    await rowsOf<{ removed_at: Date | null }>(
      db,
      sql`select removed_at from test_payment_gateway.vaulted_cards where reference = ${reference}`,
    )
  )[0];

describe('GET mti/orders', () => {
  it("lists the member's orders of the past 12 months, newest first, with the spec's fields", async () => {
    const res = await orders(await signIn(app, 'member'));
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<{ id: number; created_date: string; total: number; description: string }>;
    expect(body.map((o) => o.id)).toEqual([1001, 1002, 1003, 1004]);
    expect(body[0]).toEqual({
      id: 1001,
      created_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      total: 1495,
      description: '<strong>USMTO</strong> annual subscription<br><small>Renewal, 12 months</small>',
    });
    const dates = body.map((o) => Date.parse(o.created_date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const yearAgo = new Date();
    yearAgo.setUTCMonth(yearAgo.getUTCMonth() - 12);
    expect(dates.every((d) => d >= yearAgo.getTime())).toBe(true);
  });

  it('leaves out orders older than 12 months and never shows another user’s', async () => {
    expect((await orders(await signIn(app, 'lapsed'))).json()).toEqual([]);
    expect((await orders(await signIn(app, 'guest'))).json()).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await app.inject({ url: '/api/mti/orders' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'c0001' });
  });
});

describe('GET mti/payment', () => {
  it('gives the stored card: names, last 4 digits, expiry, billing address and brand — no number', async () => {
    const member = await signIn(app, 'member');
    const res = await storedCard(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      firstname: 'Dana',
      lastname: 'Whitaker',
      last4digits: '1111',
      exp_yyyymm: '203007',
      street: '4120 Spindle Row',
      city: 'Dayton',
      state: 'OH',
      zip: '45402',
      brand: 'visa',
    });
    // `mti/payment/`, the prospect flow's spelling, is the same call.
    expect((await storedCard(member, '/api/mti/payment/')).json()).toEqual(res.json());
  });

  it('gives an empty object to a user without a card', async () => {
    const res = await storedCard(await signIn(app, 'guest'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  it("keeps the lapsed member's expired card as it was saved", async () => {
    expect((await storedCard(await signIn(app, 'lapsed'))).json()).toMatchObject({
      brand: 'mastercard',
      last4digits: '4444',
      exp_yyyymm: '202403',
    });
  });
});

describe('POST mti/payment/addcc', () => {
  it('adds a card: the gateway keeps it, the portal keeps its token, brand, last 4, expiry and address', async () => {
    const adder = await signIn(app, 'cardadder');
    const res = await addCard(adder, cardPayload({ cc: '4242 4242 4242 4242' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ last4digits: '4242', brand: 'visa', street: '12 Anvil Way', state: 'OH' });
    expect((await storedCard(adder)).json()).toEqual(res.json());
    const row = await cardRow(adder.siteId);
    expect(row?.gateway_token).toMatch(/^V[A-Z2-9]{11}$/);
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('replaces the card on an update, and the gateway forgets the old one', async () => {
    const updater = await signIn(app, 'cardupdater');
    const before = await cardRow(updater.siteId);
    const res = await addCard(
      updater,
      cardPayload({ cc: TEST_CARDS.amex.number, ccv2: '4321', exp_yyyymm: '203102', street: '1 New Street' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      brand: 'amex',
      last4digits: '0005',
      exp_yyyymm: '203102',
      street: '1 New Street',
    });
    const after = await cardRow(updater.siteId);
    expect(after?.gateway_token).not.toBe(before?.gateway_token);
    expect((await vaultRow(before?.gateway_token ?? ''))?.removed_at).not.toBeNull();
    expect((await vaultRow(after?.gateway_token ?? ''))?.removed_at).toBeNull();
  });

  const missing: Array<[string, string]> = [
    ['firstname', 'First Name is required'],
    ['lastname', 'Last Name is required'],
    ['street', 'Street is required'],
    ['city', 'City is required'],
    ['state', 'State / Country is required'],
    ['zip', 'Zip / Postal Code is required'],
    ['email', 'Email is required'],
    ['cc', 'Credit Card Number is required'],
    ['ccv2', 'Security Code is required'],
    ['exp_yyyymm', 'Month is required'],
  ];
  it.each(missing)('refuses a payload without %s with "%s", and keeps the old card', async (field, msg) => {
    const member = await signIn(app, 'member');
    const blank = await addCard(member, cardPayload({ [field]: '  ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ code: 'invalid_input', msg, field });
    expect((await storedCard(member)).json()).toMatchObject({ last4digits: '1111' });
  });

  it.each([
    ['email', 'dana@example', 'Please provide a valid email address'],
    ['cc', '4111-1111-abcd', INVALID_CARD_NUMBER],
    ['ccv2', '12a', INVALID_SECURITY_CODE],
    ['exp_yyyymm', '203013', 'Month is required'],
    ['exp_yyyymm', '07', 'Year is required'],
    ['exp_yyyymm', '20x007', 'Year is required'],
    ['exp_yyyymm', `${new Date().getFullYear() + 11}07`, 'Year is required'],
    ['exp_yyyymm', '202001', CARD_EXPIRED],
  ])('refuses %s %s with "%s"', async (field, value, msg) => {
    const res = await addCard(await signIn(app, 'member'), cardPayload({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', msg, field });
  });

  it.each([
    [
      TEST_CARDS.genericDecline.number,
      'card_declined',
      'Your card was declined. Please use a different card or contact your bank.',
    ],
    [
      TEST_CARDS.stolen.number,
      'card_declined',
      'Your card was declined. Please use a different card or contact your bank.',
    ],
    ['4111111111111112', 'invalid_number', 'Your card number is invalid. Please check it and try again.'],
    [
      TEST_CARDS.incorrectCvc.number,
      'incorrect_cvc',
      "Your card's security code is incorrect. Please check it and try again.",
    ],
  ])('answers 402 with the gateway’s refusal for %s and keeps the old card', async (cc, code, msg) => {
    const member = await signIn(app, 'member');
    const res = await addCard(member, cardPayload({ cc }));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code, msg });
    expect((await storedCard(member)).json()).toMatchObject({ last4digits: '1111' });
  });

  it('refuses an administrator signed in as the user', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/mti/admin/login',
      headers: await xsrfHeaders(app),
      payload: { adminid: 'admin', password: DEMO_PASSWORD, userid: 'guest' },
    });
    const acting = signedInFrom(res);
    const add = await addCard(acting, cardPayload());
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual({ code: 'forbidden', msg: ACTING_ADMIN_CANNOT_PAY });
    expect((await storedCard(acting)).json()).toEqual({});
  });

  it('needs the anti-forgery header', async () => {
    const member = await signIn(app, 'member');
    const { 'x-xsrf-token': _omitted, ...headers } = member.headers;
    const res = await app.inject({ method: 'POST', url: '/api/mti/payment/addcc', headers, payload: cardPayload() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'xsrf' });
  });
});
