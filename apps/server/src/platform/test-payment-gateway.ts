// The built-in test gateway: behaves like a card processor's sandbox (docs/payments.md). It checks
// the number (Luhn), the expiry and the security code, declines the documented test numbers,
// vaults accepted cards under an opaque reference (PNREF) and charges them once per idempotency key.
// Its data lives in its own schema (test_payment_gateway); it never stores a card number or a
// security code: the one thing a stored test card must remember, what charging it does, is kept.
import { randomInt } from 'node:crypto';
import { type CardBrand, cardBrand, isExpiryPast } from '@mti/contracts/account/card-form';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { check, foreignKey, pgSchema } from 'drizzle-orm/pg-core';
import { type Db, withTransaction } from './db.ts';
import type {
  ApprovedCharge,
  ApprovedRefund,
  CardToVault,
  DeclineCode,
  GatewayDecline,
  PaymentGateway,
  VaultedCard,
} from './payment-gateway.ts';
import { type ChargeBehaviour, DECLINE_MESSAGES, testCardOf } from './test-payment-gateway-cards.ts';

export const gatewaySchema = pgSchema('test_payment_gateway');
export const vaultedCards = gatewaySchema.table('vaulted_cards', (t) => ({
  reference: t.text('reference').primaryKey(),
  brand: t.text('brand').$type<CardBrand>().notNull(),
  last4: t.text('last4').notNull(),
  expYyyymm: t.text('exp_yyyymm').notNull(),
  holderName: t.text('holder_name').notNull(),
  billingZip: t.text('billing_zip').notNull(),
  behaviour: t.text('behaviour').$type<ChargeBehaviour>().notNull(),
  createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  removedAt: t.timestamp('removed_at', { withTimezone: true }),
}));

export const gatewayCharges = gatewaySchema.table(
  'charges',
  (t) => ({
    reference: t.text('reference').primaryKey(),
    idempotencyKey: t.text('idempotency_key').notNull().unique('charges_idempotency_key_key'),
    cardReference: t.text('card_reference').notNull(),
    amountCents: t.integer('amount_cents').notNull(),
    description: t.text('description').notNull(),
    approved: t.boolean('approved').notNull(),
    declineCode: t.text('decline_code').$type<DeclineCode>(),
    declineMessage: t.text('decline_message'),
    authCode: t.text('auth_code'),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an approved charge is cancelled (voidCharge): no money moves for it. */
    voidedAt: t.timestamp('voided_at', { withTimezone: true }),
  }),
  (t) => [
    foreignKey({
      name: 'charges_card_reference_fkey',
      columns: [t.cardReference],
      foreignColumns: [vaultedCards.reference],
    }),
    check('charges_amount_cents_check', sql`${t.amountCents} > 0`),
  ],
);

/** Refunds of approved charges (refundCharge): each names its charge; their sum never exceeds it. */
export const gatewayRefunds = gatewaySchema.table(
  'refunds',
  (t) => ({
    reference: t.text('reference').primaryKey(),
    idempotencyKey: t.text('idempotency_key').notNull().unique('refunds_idempotency_key_key'),
    chargeReference: t.text('charge_reference').notNull(),
    amountCents: t.integer('amount_cents').notNull(),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    foreignKey({
      name: 'refunds_charge_reference_fkey',
      columns: [t.chargeReference],
      foreignColumns: [gatewayCharges.reference],
    }),
    check('refunds_amount_cents_check', sql`${t.amountCents} > 0`),
  ],
);

const SUPPORTED_BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'amex'];
// Payflow-style references: 12 characters, no look-alike letters.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomReference(prefix: string): string {
  let out = prefix;
  while (out.length < 12) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

function approvedOf(
  charge: typeof gatewayCharges.$inferSelect,
  card: { brand: CardBrand; last4: string },
): ApprovedCharge {
  return {
    ok: true,
    reference: charge.reference,
    amountCents: charge.amountCents,
    authCode: charge.authCode ?? '',
    brand: card.brand,
    last4: card.last4,
  };
}

const decline = (code: DeclineCode): GatewayDecline => ({ ok: false, code, message: DECLINE_MESSAGES[code] });

export type TestGatewayOptions = {
  db: Db;
  /** The gateway's clock (the seed vaults a card "in the past" to show an expired card). */
  now?: () => Date;
  /** Makes references; the seed passes a deterministic one. */
  newReference?: (kind: 'card' | 'charge' | 'refund') => string;
};

export function createTestPaymentGateway({
  db,
  now = () => new Date(),
  newReference = (kind) => randomReference({ card: 'V', charge: 'A', refund: 'R' }[kind]),
}: TestGatewayOptions): PaymentGateway {
  /** The refusal a card gets when it is presented, or null when it may be vaulted. */
  function verify(card: CardToVault): GatewayDecline | null {
    if (!/^\d{12,19}$/.test(card.number) || !passesLuhn(card.number)) return decline('invalid_number');
    const brand = cardBrand(card.number);
    if (!SUPPORTED_BRANDS.includes(brand)) return decline('card_not_supported');
    if (!/^\d{4}(0[1-9]|1[0-2])$/.test(card.expYyyymm) || isExpiryPast(card.expYyyymm, now())) {
      return decline('expired_card');
    }
    const codeLength = brand === 'amex' ? 4 : 3;
    if (!new RegExp(`^\\d{${codeLength}}$`).test(card.securityCode)) return decline('incorrect_cvc');
    const testCard = testCardOf(card.number);
    if (testCard && testCard.vault !== 'approve') return decline(testCard.vault);
    return null;
  }

  return {
    name: 'test',

    async vaultCard(card): Promise<VaultedCard | GatewayDecline> {
      const refusal = verify(card);
      if (refusal) return refusal;
      const testCard = testCardOf(card.number);
      const row = {
        reference: newReference('card'),
        brand: cardBrand(card.number),
        last4: card.number.slice(-4),
        expYyyymm: card.expYyyymm,
        holderName: card.holderName,
        billingZip: card.billingZip,
        behaviour: testCard && testCard.vault === 'approve' ? testCard.charge : 'approve',
      } as const;
      await db
        .insert(vaultedCards)
        .values(row)
        .onConflictDoUpdate({ target: vaultedCards.reference, set: { ...row, removedAt: null } });
      return { ok: true, reference: row.reference, brand: row.brand, last4: row.last4, expYyyymm: row.expYyyymm };
    },

    async charge({
      cardReference,
      amountCents,
      description,
      idempotencyKey,
    }): Promise<ApprovedCharge | GatewayDecline> {
      const [card] = await db.select().from(vaultedCards).where(eq(vaultedCards.reference, cardReference));
      let outcome: DeclineCode | null = null;
      if (!card || card.removedAt) outcome = 'unknown_card_reference';
      else if (isExpiryPast(card.expYyyymm, now())) outcome = 'expired_card';
      else if (card.behaviour !== 'approve') outcome = card.behaviour;

      // One statement decides which request charges: the first insert of the key wins, every
      // other request (retry, concurrent duplicate) reads the winner's answer.
      const [inserted] =
        card && !card.removedAt
          ? await db
              .insert(gatewayCharges)
              .values({
                reference: newReference('charge'),
                idempotencyKey,
                cardReference,
                amountCents,
                description,
                approved: outcome === null,
                declineCode: outcome,
                declineMessage: outcome ? DECLINE_MESSAGES[outcome] : null,
                authCode: outcome ? null : String(randomInt(100000, 1000000)),
              })
              .onConflictDoNothing({ target: gatewayCharges.idempotencyKey })
              .returning()
          : [];
      const charge =
        inserted ??
        (await db.select().from(gatewayCharges).where(eq(gatewayCharges.idempotencyKey, idempotencyKey)))[0];
      if (!charge || !card) return decline(outcome ?? 'processing_error');
      if (charge.cardReference !== cardReference || charge.amountCents !== amountCents) {
        return decline('idempotency_conflict');
      }
      if (!charge.approved) return decline(charge.declineCode ?? 'card_declined');
      if (charge.voidedAt) return decline('processing_error');
      return approvedOf(charge, card);
    },

    async findCharge(idempotencyKey) {
      const [row] = await db
        .select({ charge: gatewayCharges, card: vaultedCards })
        .from(gatewayCharges)
        .innerJoin(vaultedCards, eq(vaultedCards.reference, gatewayCharges.cardReference))
        .where(eq(gatewayCharges.idempotencyKey, idempotencyKey));
      if (!row) return null;
      if (!row.charge.approved)
        return { status: 'declined', decline: decline(row.charge.declineCode ?? 'card_declined') };
      if (row.charge.voidedAt) return { status: 'voided', reference: row.charge.reference };
      return { status: 'approved', charge: approvedOf(row.charge, row.card) };
    },

    async voidCharge(reference) {
      // One statement decides which call voids: the others learn that it was done before.
      const voided = await db
        .update(gatewayCharges)
        .set({ voidedAt: now() })
        .where(
          and(
            eq(gatewayCharges.reference, reference),
            eq(gatewayCharges.approved, true),
            isNull(gatewayCharges.voidedAt),
          ),
        )
        .returning({ reference: gatewayCharges.reference });
      if (voided.length === 1) return { ok: true, alreadyVoided: false };
      const [charge] = await db.select().from(gatewayCharges).where(eq(gatewayCharges.reference, reference));
      if (charge?.approved && charge.voidedAt) return { ok: true, alreadyVoided: true };
      return decline('processing_error');
    },

    async refundCharge({ chargeReference, amountCents, idempotencyKey }): Promise<ApprovedRefund | GatewayDecline> {
      // Under the charge's row lock: two refunds of one charge at once are weighed one after the other.
      return withTransaction(db, async (tx) => {
        const [charge] = await tx
          .select()
          .from(gatewayCharges)
          .where(eq(gatewayCharges.reference, chargeReference))
          .for('update');
        const [earlier] = await tx
          .select()
          .from(gatewayRefunds)
          .where(eq(gatewayRefunds.idempotencyKey, idempotencyKey));
        if (earlier) {
          if (earlier.chargeReference !== chargeReference || earlier.amountCents !== amountCents) {
            return decline('idempotency_conflict');
          }
          return { ok: true, reference: earlier.reference, chargeReference, amountCents };
        }
        if (!charge?.approved || charge.voidedAt) return decline('charge_not_refundable');
        const [sum] = await tx
          .select({ cents: sql<number>`coalesce(sum(${gatewayRefunds.amountCents}), 0)::int` })
          .from(gatewayRefunds)
          .where(eq(gatewayRefunds.chargeReference, chargeReference));
        if (amountCents <= 0 || amountCents > charge.amountCents - Number(sum?.cents ?? 0)) {
          return decline('refund_exceeds_charge');
        }
        const reference = newReference('refund');
        await tx.insert(gatewayRefunds).values({ reference, idempotencyKey, chargeReference, amountCents });
        return { ok: true, reference, chargeReference, amountCents };
      });
    },

    async removeCard(reference) {
      await db
        .update(vaultedCards)
        .set({ removedAt: now() })
        .where(and(eq(vaultedCards.reference, reference), isNull(vaultedCards.removedAt)));
    },
  };
}
