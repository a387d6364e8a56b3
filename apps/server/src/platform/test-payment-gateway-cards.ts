// The test gateway's documented card numbers (docs/payments.md) and what each one does. Any other
// number that passes the Luhn check, with a future expiry, is approved like the first ones.
import type { DeclineCode } from './payment-gateway.ts';

/** What a vaulted card does when it is charged. */
export type ChargeBehaviour = 'approve' | 'insufficient_funds' | 'processing_error';

export type TestCard =
  /** Approved when vaulted; `charge` says what charging it does. */
  | { number: string; label: string; vault: 'approve'; charge: ChargeBehaviour }
  /** Declined when vaulted, with this code. */
  | { number: string; label: string; vault: DeclineCode };

export const TEST_CARDS = {
  visa: { number: '4111111111111111', label: 'Visa, approved', vault: 'approve', charge: 'approve' },
  visa2: { number: '4242424242424242', label: 'Visa, approved', vault: 'approve', charge: 'approve' },
  mastercard: { number: '5555555555554444', label: 'Mastercard, approved', vault: 'approve', charge: 'approve' },
  mastercard2: { number: '5105105105105100', label: 'Mastercard, approved', vault: 'approve', charge: 'approve' },
  amex: { number: '378282246310005', label: 'American Express, approved', vault: 'approve', charge: 'approve' },
  insufficientFunds: {
    number: '4000000000009995',
    label: 'Visa: saved fine, every charge declined for insufficient funds',
    vault: 'approve',
    charge: 'insufficient_funds',
  },
  processingError: {
    number: '4000000000000119',
    label: 'Visa: saved fine, every charge fails with a processing error',
    vault: 'approve',
    charge: 'processing_error',
  },
  stolen: { number: '4000000000009979', label: 'Visa reported stolen: declined', vault: 'card_declined' },
  genericDecline: { number: '4000000000000002', label: 'Visa: declined', vault: 'card_declined' },
  expiredCard: { number: '4000000000000069', label: 'Visa: declined as expired', vault: 'expired_card' },
  incorrectCvc: { number: '4000000000000127', label: 'Visa: security code refused', vault: 'incorrect_cvc' },
} as const satisfies Record<string, TestCard>;

const byNumber = new Map<string, TestCard>(Object.values(TEST_CARDS).map((card) => [card.number, card]));

export function testCardOf(number: string): TestCard | undefined {
  return byNumber.get(number);
}

/** What the card holder is told for each refusal (stolen cards get the plain decline, as processors do). */
export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  invalid_number: 'Your card number is invalid. Please check it and try again.',
  incorrect_cvc: "Your card's security code is incorrect. Please check it and try again.",
  expired_card: 'Your card has expired. Please use a different card.',
  card_declined: 'Your card was declined. Please use a different card or contact your bank.',
  insufficient_funds: 'Your card has insufficient funds. Please use a different card.',
  card_not_supported: 'We accept Visa, Mastercard and American Express. Please use one of these cards.',
  processing_error: 'An error occurred while processing your card. Please try again in a few minutes.',
  unknown_card_reference: 'Your saved card is no longer available. Please enter your card again.',
  idempotency_conflict: 'This payment is already being processed.',
  charge_not_refundable: 'This charge cannot be refunded: it was not approved, or it was voided.',
  refund_exceeds_charge: 'The refund is more than what is left of the charge.',
};
