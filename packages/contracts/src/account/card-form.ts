// Spec §5 card forms (add, update, prospect): every field required, with the spec's messages;
// the e-mail pattern; expiry months 01–12 and years from this year to ten years ahead.
import { z } from 'zod';
import { EMAIL_PATTERN, INVALID_EMAIL } from '../common/email.ts';

export const CARD_FIELDS = {
  firstname: 'First Name',
  lastname: 'Last Name',
  street: 'Street',
  city: 'City',
  state: 'State / Country',
  zip: 'Zip / Postal Code',
  email: 'Email',
  cc: 'Credit Card Number',
  ccv2: 'Security Code',
  month: 'Month',
  year: 'Year',
} as const;
export type CardField = keyof typeof CARD_FIELDS;

export const requiredMessage = (field: CardField) => `${CARD_FIELDS[field]} is required`;
export const ALL_FIELDS_REQUIRED = '[* All Fields are Required]';
export const INVALID_CARD_NUMBER = 'Please provide a valid credit card number';
export const INVALID_SECURITY_CODE = 'Please provide a valid security code';
export const CARD_EXPIRED = 'The card has expired. Please choose a later month or year.';
export const EXPIRY_YEARS_AHEAD = 10;

/** Years offered in the Year list: this year through ten years ahead (spec §9). */
export function expiryYears(now: Date = new Date()): string[] {
  const first = now.getFullYear();
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => String(first + i));
}

export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

const CARD_DIGITS = /^\d{13,19}$/;
const SECURITY_CODE = /^\d{3,4}$/;

/** Card numbers are typed with spaces or dashes; only the digits count. */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'other';

/** The brand shown beside the number (spec §9: Visa, Mastercard, Amex). */
export function cardBrand(number: string): CardBrand {
  const digits = normaliseCardNumber(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'other';
}

const required = (field: CardField) =>
  z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, requiredMessage(field))
    .max(100);

/** The card form as the browser holds it (month and year as separate lists). */
export const cardFormSchema = z.object({
  firstname: required('firstname'),
  lastname: required('lastname'),
  street: required('street'),
  city: required('city'),
  state: required('state'),
  zip: required('zip'),
  email: required('email').regex(EMAIL_PATTERN, INVALID_EMAIL),
  cc: required('cc')
    .transform(normaliseCardNumber)
    .refine((v) => CARD_DIGITS.test(v), INVALID_CARD_NUMBER),
  ccv2: required('ccv2').refine((v) => SECURITY_CODE.test(v), INVALID_SECURITY_CODE),
  month: required('month').refine((v) => EXPIRY_MONTHS.includes(v), requiredMessage('month')),
  year: required('year').regex(/^\d{4}$/, requiredMessage('year')),
});
export type CardForm = z.input<typeof cardFormSchema>;

/** exp_yyyymm of the payload: year then two-digit month (spec §3). */
export function toExpYyyymm(year: string, month: string): string {
  return `${year}${month}`;
}

/** Spec §4: a card is expired when the start of its expiry month is earlier than now. */
export function isCardExpired(expYyyymm: string, now: Date = new Date()): boolean {
  const year = Number(expYyyymm.slice(0, 4));
  const month = Number(expYyyymm.slice(4, 6));
  return new Date(year, month - 1, 1).getTime() < now.getTime();
}

/**
 * Whether a card can no longer be used: it is valid through the last day of its expiry month.
 * The form and the server refuse such a card with CARD_EXPIRED. (The stored-card display uses the
 * spec's stricter isCardExpired, so a card in its last month already shows the expired style.)
 */
export function isExpiryPast(expYyyymm: string, now: Date = new Date()): boolean {
  const year = Number(expYyyymm.slice(0, 4));
  const month = Number(expYyyymm.slice(4, 6));
  return new Date(year, month, 1).getTime() <= now.getTime();
}

/** The form's check of the chosen month and year: CARD_EXPIRED, or null. */
export function expiryProblem(year: string, month: string, now: Date = new Date()): string | null {
  if (!/^\d{4}$/.test(year) || !EXPIRY_MONTHS.includes(month)) return null;
  return isExpiryPast(toExpYyyymm(year, month), now) ? CARD_EXPIRED : null;
}

/**
 * The check of exp_yyyymm, the one field of the payload that carries both lists of the form: read
 * from the right (two-digit month last, the year before it), a missing or invalid month answers
 * the Month list's message, then a missing or invalid year the Year list's (a year the list does
 * not offer, past ten years ahead, included), then CARD_EXPIRED. Null when the expiry is fine.
 */
export function expYyyymmProblem(expYyyymm: string, now: Date = new Date()): string | null {
  const month = expYyyymm.slice(-2);
  const year = expYyyymm.slice(0, -2);
  if (!EXPIRY_MONTHS.includes(month)) return requiredMessage('month');
  if (!/^\d{4}$/.test(year) || Number(year) > now.getFullYear() + EXPIRY_YEARS_AHEAD) return requiredMessage('year');
  return isExpiryPast(expYyyymm, now) ? CARD_EXPIRED : null;
}

/** 'Expires mm/yyyy' as the stored card shows it. */
export function formatExpiry(expYyyymm: string): string {
  return `${expYyyymm.slice(4, 6)}/${expYyyymm.slice(0, 4)}`;
}

/** The new-card payload (spec §3), checked again on the server with the same messages. */
export const newCardPayload = z.object({
  firstname: required('firstname'),
  lastname: required('lastname'),
  cc: required('cc')
    .transform(normaliseCardNumber)
    .refine((v) => CARD_DIGITS.test(v), INVALID_CARD_NUMBER),
  exp_yyyymm: z
    .string({ error: requiredMessage('month') })
    .trim()
    .superRefine((value, ctx) => {
      const problem = expYyyymmProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ccv2: required('ccv2').refine((v) => SECURITY_CODE.test(v), INVALID_SECURITY_CODE),
  street: required('street'),
  city: required('city'),
  state: required('state'),
  zip: required('zip'),
  email: required('email').regex(EMAIL_PATTERN, INVALID_EMAIL),
});
export type NewCardPayload = z.input<typeof newCardPayload>;

/** A sum of money as a client sends it: 495, 495.5, '495.00'. */
export const INVALID_AMOUNT = 'The amount is not valid.';
export const amountField = z.union(
  [
    z.number({ error: INVALID_AMOUNT }).nonnegative(INVALID_AMOUNT),
    z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, INVALID_AMOUNT),
  ],
  { error: INVALID_AMOUNT },
);

/** Dollars as whole cents: 495.5 and '495.50' are both 49550. */
export function toCents(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

/**
 * The prospect version also carries amt and comment. The server charges its own amount and
 * refuses an amt that differs from it (the page showed a stale total).
 */
export const prospectCardPayload = newCardPayload.extend({
  amt: amountField.optional(),
  comment: z.string().max(500).optional(),
});
