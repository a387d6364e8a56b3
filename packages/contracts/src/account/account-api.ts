// Wire shapes of My Account (spec §3, §7): the stored card, adding or replacing it, and orders.
import { z } from 'zod';
import { newCardPayload } from './card-form.ts';

export const cardBrandSchema = z.enum(['visa', 'mastercard', 'amex', 'other']);

/** Payment record (read): what the portal keeps of a card — never its number or security code. */
export const paymentRecord = z.object({
  firstname: z.string(),
  lastname: z.string(),
  last4digits: z.string().regex(/^\d{4}$/),
  /** Year then two-digit month: '203007'. */
  exp_yyyymm: z.string().regex(/^\d{6}$/),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** Added: the brand the logo shows (spec §9: Visa, Mastercard, Amex). */
  brand: cardBrandSchema,
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

/** GET mti/payment: the stored card, or an empty object when there is none. */
export const storedCardResponse = z.union([paymentRecord, z.object({}).strict()]);
export type StoredCardResponse = z.infer<typeof storedCardResponse>;

export function hasStoredCard(value: StoredCardResponse): value is PaymentRecord {
  return 'last4digits' in value;
}

/** POST mti/payment/addcc: the new-card payload; the answer is the card as now stored. */
export const addCardBody = newCardPayload;
export const addCardResponse = paymentRecord;

/** Order (spec §3). `description` is HTML: the page sanitises it before showing it. */
export const orderRecord = z.object({
  /** ISO 8601, UTC. */
  created_date: z.string(),
  /** US dollars. */
  total: z.number(),
  description: z.string(),
  id: z.number().int(),
});
export type OrderRecord = z.infer<typeof orderRecord>;

/** GET mti/orders: the signed-in user's orders of the past 12 months, newest first. */
export const ordersResponse = z.array(orderRecord);
export const ORDERS_WINDOW_MONTHS = 12;

/** Refused to an administrator signed in as a user: entering card data and paying are the user's own acts. */
export const ACTING_ADMIN_CANNOT_PAY =
  'An administrator signed in as this user cannot enter card details or make payments.';
