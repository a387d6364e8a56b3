import { describe, expect, it } from 'vitest';
import {
  ALL_FIELDS_REQUIRED,
  CARD_EXPIRED,
  cardBrand,
  cardFormSchema,
  expiryProblem,
  expiryYears,
  formatExpiry,
  isCardExpired,
  isExpiryPast,
  newCardPayload,
  prospectCardPayload,
  requiredMessage,
  toCents,
} from './card-form.ts';

const valid = {
  firstname: 'Dana',
  lastname: 'Reyes',
  street: '1 Main St',
  city: 'Dayton',
  state: 'OH',
  zip: '45402',
  email: 'dana@example.com',
  cc: '4111 1111 1111 1111',
  ccv2: '123',
  month: '07',
  year: '2030',
};

const messages = (value: unknown) => cardFormSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('card form', () => {
  it('accepts a complete form and strips spaces from the number', () => {
    const parsed = cardFormSchema.parse(valid);
    expect(parsed.cc).toBe('4111111111111111');
  });

  it('gives each empty field its spec message', () => {
    const all = messages({});
    expect(all).toEqual(
      expect.arrayContaining([
        'First Name is required',
        'Last Name is required',
        'Street is required',
        'City is required',
        'State / Country is required',
        'Zip / Postal Code is required',
        'Email is required',
        'Credit Card Number is required',
        'Security Code is required',
        'Month is required',
        'Year is required',
      ]),
    );
    expect(ALL_FIELDS_REQUIRED).toBe('[* All Fields are Required]');
  });

  it('checks the e-mail pattern: 2 to 4 letter ending', () => {
    expect(messages({ ...valid, email: 'dana@example' })).toEqual(['Please provide a valid email address']);
    expect(messages({ ...valid, email: 'dana@example.museum' })).toEqual(['Please provide a valid email address']);
    expect(messages({ ...valid, email: 'd.a_n+a%1@sub.example.info' })).toEqual([]);
  });

  it('offers this year to ten years ahead and months 01 to 12', () => {
    expect(expiryYears(new Date('2026-11-23'))).toEqual([
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
      '2032',
      '2033',
      '2034',
      '2035',
      '2036',
    ]);
    expect(messages({ ...valid, month: '13' })).toEqual([requiredMessage('month')]);
  });

  it('tells the brand from the number', () => {
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('other');
  });

  it('calls a card expired when the start of its expiry month is before now', () => {
    const now = new Date(2026, 10, 23);
    expect(isCardExpired('202610', now)).toBe(true);
    expect(isCardExpired('202611', now)).toBe(true);
    expect(isCardExpired('202612', now)).toBe(false);
    expect(formatExpiry('203007')).toBe('07/2030');
  });

  it('validates the wire payload with the same messages', () => {
    const result = newCardPayload.safeParse({ ...valid, exp_yyyymm: '203007', firstname: ' ' });
    expect(result.error?.issues[0]?.message).toBe('First Name is required');
  });
});

describe('card expiry and amounts', () => {
  it('accepts a card through the last day of its expiry month and refuses it after', () => {
    const now = new Date(2026, 10, 23);
    expect(isExpiryPast('202611', now)).toBe(false);
    expect(isExpiryPast('202610', now)).toBe(true);
    expect(expiryProblem('2026', '10', now)).toBe(CARD_EXPIRED);
    expect(expiryProblem('2026', '11', now)).toBeNull();
    expect(expiryProblem('', '10', now)).toBeNull();
  });

  it('refuses a past expiry in the payload with the same message', () => {
    const result = newCardPayload.safeParse({ ...valid, exp_yyyymm: '202001' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['exp_yyyymm', CARD_EXPIRED]]);
  });

  it('reads the prospect amount as cents, whatever its spelling', () => {
    expect(toCents(495)).toBe(49500);
    expect(toCents('495.5')).toBe(49550);
    expect(toCents(19.99)).toBe(1999);
    const payload = { ...valid, exp_yyyymm: '203007' };
    expect(prospectCardPayload.safeParse({ ...payload, amt: '495.00' }).success).toBe(true);
    expect(prospectCardPayload.safeParse({ ...payload, amt: '4,95' }).error?.issues[0]?.message).toBe(
      'The amount is not valid.',
    );
  });
});
