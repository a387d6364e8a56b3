import { describe, expect, it } from 'vitest';
import {
  ALL_FIELDS_REQUIRED,
  CARD_EXPIRED,
  cardBrand,
  cardFormSchema,
  expiryProblem,
  expiryYears,
  expYyyymmProblem,
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

  it("answers the Month list's message for a missing or invalid month part of exp_yyyymm", () => {
    const now = new Date(2026, 10, 23);
    for (const exp of ['', '2030', '203000', '203013', '2030ab', '2030 7', 'abcd13']) {
      expect(expYyyymmProblem(exp, now), exp).toBe('Month is required');
    }
  });

  it("answers the Year list's message for a missing or invalid year part, or a year the list does not offer", () => {
    const now = new Date(2026, 10, 23);
    for (const exp of ['07', '3007', '20x007', '2030007', ' 2030 07', '203707', '999912']) {
      expect(expYyyymmProblem(exp, now), exp).toBe('Year is required');
    }
    // The last year of the list (ten years ahead) is fine; a past month is expired, as before.
    expect(expYyyymmProblem('203612', now)).toBeNull();
    expect(expYyyymmProblem('202611', now)).toBeNull();
    expect(expYyyymmProblem('202610', now)).toBe(CARD_EXPIRED);
    expect(expYyyymmProblem('202512', now)).toBe(CARD_EXPIRED);
  });

  it('gives the payload the same messages for exp_yyyymm, and the others as before', () => {
    const issues = (value: unknown) =>
      newCardPayload.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    const later = new Date().getFullYear() + 1;
    expect(issues({ ...valid, exp_yyyymm: `${later}07` })).toEqual([]);
    expect(issues({ ...valid, exp_yyyymm: ` ${later}07 ` })).toEqual([]);
    expect(issues({ ...valid, exp_yyyymm: '07' })).toEqual([['exp_yyyymm', 'Year is required']]);
    expect(issues({ ...valid, exp_yyyymm: `${later + 20}07` })).toEqual([['exp_yyyymm', 'Year is required']]);
    expect(issues({ ...valid, exp_yyyymm: `${later}13` })).toEqual([['exp_yyyymm', 'Month is required']]);
    expect(issues({ ...valid, exp_yyyymm: '' })).toEqual([['exp_yyyymm', 'Month is required']]);
    expect(issues({ ...valid })).toEqual([['exp_yyyymm', 'Month is required']]);
    expect(issues({ ...valid, exp_yyyymm: 203007 })).toEqual([['exp_yyyymm', 'Month is required']]);
    expect(issues({ ...valid, exp_yyyymm: '202001' })).toEqual([['exp_yyyymm', CARD_EXPIRED]]);
    expect(issues({ ...valid, exp_yyyymm: `${later}07`, ccv2: '12' })).toEqual([
      ['ccv2', 'Please provide a valid security code'],
    ]);
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
