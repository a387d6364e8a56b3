import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from './db.ts';
import { migrate } from './migrate.ts';
import type { CardToVault } from './payment-gateway.ts';
import { createTestPaymentGateway, passesLuhn } from './test-payment-gateway.ts';
import { TEST_CARDS } from './test-payment-gateway-cards.ts';

const database = await openDatabase('memory://', '');
await migrate(database);
afterAll(() => database.close());
const db = database.db;
const gateway = createTestPaymentGateway({ db });

const card = (overrides: Partial<CardToVault> = {}): CardToVault => ({
  number: TEST_CARDS.visa.number,
  expYyyymm: `${new Date().getFullYear() + 2}07`,
  securityCode: '123',
  holderName: 'Dana Whitaker',
  billingZip: '45402',
  ...overrides,
});

async function vaulted(overrides: Partial<CardToVault> = {}) {
  const result = await gateway.vaultCard(card(overrides));
  if (!result.ok) throw new Error(`not vaulted: ${result.code}`);
  return result;
}

const chargeCount = async (key: string) =>
  (
    await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from test_payment_gateway.charges where idempotency_key = ${key}`,
    )
  )[0]?.n;

describe('test gateway: vaulting a card', () => {
  it('gives an opaque reference with the brand, last 4 and expiry, and keeps no number or code', async () => {
    const result = await vaulted({ number: TEST_CARDS.amex.number, securityCode: '7391' });
    expect(result).toMatchObject({ ok: true, brand: 'amex', last4: '0005' });
    expect(result.reference).toMatch(/^V[A-Z2-9]{11}$/);
    const [row] = await rowsOf<Record<string, unknown>>(
      db,
      sql`select * from test_payment_gateway.vaulted_cards where reference = ${result.reference}`,
    );
    expect(JSON.stringify(row)).not.toContain(TEST_CARDS.amex.number);
    expect(JSON.stringify(row)).not.toContain('7391');
  });

  it('refuses a number that fails the Luhn check', async () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(await gateway.vaultCard(card({ number: '4111111111111112' }))).toMatchObject({
      ok: false,
      code: 'invalid_number',
    });
  });

  it('refuses brands the association does not accept', async () => {
    expect(await gateway.vaultCard(card({ number: '6011111111111117' }))).toMatchObject({ code: 'card_not_supported' });
  });

  it('refuses a card whose expiry month has ended, and takes one in its last month', async () => {
    const now = new Date();
    const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    const lastMonth = `${last.getFullYear()}${String(last.getMonth() + 1).padStart(2, '0')}`;
    const thisMonth = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
    expect(await gateway.vaultCard(card({ expYyyymm: lastMonth }))).toMatchObject({ code: 'expired_card' });
    expect(await gateway.vaultCard(card({ expYyyymm: thisMonth }))).toMatchObject({ ok: true });
  });

  it('wants a 3-digit security code, or 4 digits for American Express', async () => {
    expect(await gateway.vaultCard(card({ securityCode: '1234' }))).toMatchObject({ code: 'incorrect_cvc' });
    expect(await gateway.vaultCard(card({ number: TEST_CARDS.amex.number, securityCode: '123' }))).toMatchObject({
      code: 'incorrect_cvc',
    });
  });

  it('declines the documented test numbers with their codes and messages', async () => {
    expect(await gateway.vaultCard(card({ number: TEST_CARDS.stolen.number }))).toEqual({
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined. Please use a different card or contact your bank.',
    });
    expect(await gateway.vaultCard(card({ number: TEST_CARDS.genericDecline.number }))).toMatchObject({
      code: 'card_declined',
    });
    expect(await gateway.vaultCard(card({ number: TEST_CARDS.expiredCard.number }))).toMatchObject({
      code: 'expired_card',
    });
    expect(await gateway.vaultCard(card({ number: TEST_CARDS.incorrectCvc.number }))).toMatchObject({
      code: 'incorrect_cvc',
    });
  });
});

describe('test gateway: charging a vaulted card', () => {
  it('charges once per idempotency key: a repeat gets the first answer', async () => {
    const { reference } = await vaulted();
    const request = { cardReference: reference, amountCents: 49500, description: 'Test', idempotencyKey: 'key-1' };
    const first = await gateway.charge(request);
    const again = await gateway.charge(request);
    expect(first).toMatchObject({ ok: true, amountCents: 49500, brand: 'visa', last4: '1111' });
    expect(again).toEqual(first);
    expect(await chargeCount('key-1')).toBe(1);
  });

  it('charges once when twenty requests with one key arrive together', async () => {
    const { reference } = await vaulted();
    const request = { cardReference: reference, amountCents: 1200, description: 'Test', idempotencyKey: 'key-20' };
    const results = await Promise.all(Array.from({ length: 20 }, () => gateway.charge(request)));
    const references = new Set(results.map((r) => (r.ok ? r.reference : r.code)));
    expect(references.size).toBe(1);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await chargeCount('key-20')).toBe(1);
  });

  it('refuses a key used before for another amount or card', async () => {
    const { reference } = await vaulted();
    await gateway.charge({ cardReference: reference, amountCents: 100, description: 'Test', idempotencyKey: 'key-x' });
    expect(
      await gateway.charge({
        cardReference: reference,
        amountCents: 200,
        description: 'Test',
        idempotencyKey: 'key-x',
      }),
    ).toMatchObject({ ok: false, code: 'idempotency_conflict' });
  });

  it('vaults the insufficient-funds card, then declines every charge of it', async () => {
    const { reference } = await vaulted({ number: TEST_CARDS.insufficientFunds.number });
    const request = { cardReference: reference, amountCents: 500, description: 'Test', idempotencyKey: 'key-nsf' };
    expect(await gateway.charge(request)).toEqual({
      ok: false,
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds. Please use a different card.',
    });
    expect(await gateway.charge({ ...request, idempotencyKey: 'key-nsf-2' })).toMatchObject({
      code: 'insufficient_funds',
    });
  });

  it('refuses a removed card, an unknown reference and a card that expired since it was vaulted', async () => {
    const { reference } = await vaulted();
    await gateway.removeCard(reference);
    const charge = (cardReference: string, key: string, g = gateway) =>
      g.charge({ cardReference, amountCents: 100, description: 'Test', idempotencyKey: key });
    expect(await charge(reference, 'key-removed')).toMatchObject({ code: 'unknown_card_reference' });
    expect(await charge('VNOSUCHCARD1', 'key-unknown')).toMatchObject({ code: 'unknown_card_reference' });

    const past = createTestPaymentGateway({ db, now: () => new Date('2023-06-01T12:00:00Z') });
    const old = await past.vaultCard(card({ expYyyymm: '202403' }));
    if (!old.ok) throw new Error('not vaulted');
    expect(await charge(old.reference, 'key-expired')).toMatchObject({ code: 'expired_card' });
  });
});
