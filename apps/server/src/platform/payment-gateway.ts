// The payment processor behind the portal. Modules see only this interface (app.paymentGateway);
// today's one implementation is the built-in test gateway (test-payment-gateway.ts). A real
// processor is added by implementing the same calls.
//
// The portal hands a card to vaultCard once and keeps only what comes back: the opaque reference
// (the spec's PNREF), the brand, the last 4 digits and the expiry. Charges name that reference.
import type { CardBrand } from '@mti/contracts/account/card-form';
import fp from 'fastify-plugin';

export type CardToVault = {
  /** Digits only. */
  number: string;
  /** Year then two-digit month: '203007'. */
  expYyyymm: string;
  securityCode: string;
  holderName: string;
  billingZip: string;
};

export type DeclineCode =
  | 'invalid_number'
  | 'incorrect_cvc'
  | 'expired_card'
  | 'card_declined'
  | 'insufficient_funds'
  | 'card_not_supported'
  | 'processing_error'
  | 'unknown_card_reference'
  /** The idempotency key was used before for a different card or amount. */
  | 'idempotency_conflict'
  /** A refund of a charge that is unknown, declined or voided. */
  | 'charge_not_refundable'
  /** A refund larger than what is left of the charge. */
  | 'refund_exceeds_charge';

/** The processor refused. `message` is written for the card holder. */
export type GatewayDecline = { ok: false; code: DeclineCode; message: string };

export type VaultedCard = { ok: true; reference: string; brand: CardBrand; last4: string; expYyyymm: string };

export type ChargeRequest = {
  cardReference: string;
  amountCents: number;
  description: string;
  /** The same key charges once: a repeat (retry, concurrent duplicate) gets the first answer. */
  idempotencyKey: string;
};

export type ApprovedCharge = {
  ok: true;
  reference: string;
  amountCents: number;
  authCode: string;
  /** The charged card, as a receipt names it. */
  brand: CardBrand;
  last4: string;
};

export type RefundRequest = {
  /** The approved charge's reference (the order's payment_reference). */
  chargeReference: string;
  amountCents: number;
  /** The same key refunds once: a repeat (double click, retry) gets the first answer. */
  idempotencyKey: string;
};

export type ApprovedRefund = { ok: true; reference: string; chargeReference: string; amountCents: number };

/** What the gateway did under an idempotency key, looked up without charging (null: nothing). */
export type ChargeLookup =
  | { status: 'approved'; charge: ApprovedCharge }
  | { status: 'declined'; decline: GatewayDecline }
  | { status: 'voided'; reference: string }
  | null;

export interface PaymentGateway {
  /** Short name kept beside each token, so that tokens of another processor are never mixed up. */
  readonly name: string;
  /** Verifies a card (number, expiry, security code, issuer) and keeps it; gives its reference. */
  vaultCard(card: CardToVault): Promise<VaultedCard | GatewayDecline>;
  /** Charges a vaulted card, once per idempotency key. */
  charge(request: ChargeRequest): Promise<ApprovedCharge | GatewayDecline>;
  /** Forgets a vaulted card (it was replaced); later charges on it are refused. */
  removeCard(reference: string): Promise<void>;
  /**
   * The charge made under a key, if any, without making one (a processor's transaction inquiry).
   * The reconciliation asks it about charges whose request stopped before booking (docs/payments.md).
   */
  findCharge(idempotencyKey: string): Promise<ChargeLookup>;
  /**
   * Cancels an approved charge (void, or refund once settled). `alreadyVoided` is true when an
   * earlier call did it, so that exactly one caller records the cancellation.
   */
  voidCharge(reference: string): Promise<{ ok: true; alreadyVoided: boolean } | GatewayDecline>;
  /**
   * Gives back part or all of an approved charge, once per idempotency key. The gateway refuses a
   * refund beyond the charge less its earlier refunds (refund_exceeds_charge).
   */
  refundCharge(request: RefundRequest): Promise<ApprovedRefund | GatewayDecline>;
}

/** Per client address, on each route that takes a card number: enough for any person, too few for testing stolen cards. */
export const CARD_ATTEMPTS_PER_MINUTE = 30;

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
  }
}

export const paymentGatewayPlugin = fp<{ gateway: PaymentGateway }>(
  async (app, { gateway }) => {
    app.decorate('paymentGateway', gateway);
  },
  { name: 'payment-gateway' },
);
