// The refund amount as administrators type it, read the same in the browser and on the server.
import { describe, expect, it } from 'vitest';
import {
  parseAmountToCents,
  REFUND_AMOUNT_POSITIVE,
  REFUND_AMOUNT_REQUIRED,
  refundAmountProblem,
  refundTooLarge,
} from './console-payments.ts';

describe('parseAmountToCents', () => {
  it('reads dots, thousands separators, a dollar sign and a decimal comma', () => {
    expect(parseAmountToCents('12.50')).toBe(1250);
    expect(parseAmountToCents('12,50')).toBe(1250);
    expect(parseAmountToCents('12,5')).toBe(1250);
    expect(parseAmountToCents('1,234')).toBe(123400);
    expect(parseAmountToCents('1,234.56')).toBe(123456);
    expect(parseAmountToCents('$ 7')).toBe(700);
    expect(parseAmountToCents('0.07')).toBe(7);
  });

  it('refuses what it cannot read rather than guessing', () => {
    for (const text of ['', 'twelve', '12.505', '1.234,56', '-5', '12,50,1'])
      expect(parseAmountToCents(text)).toBeNull();
  });
});

describe('refundAmountProblem', () => {
  it('asks for an amount, more than zero, at most what is left', () => {
    expect(refundAmountProblem(null, 500)).toBe(REFUND_AMOUNT_REQUIRED);
    expect(refundAmountProblem(0, 500)).toBe(REFUND_AMOUNT_POSITIVE);
    expect(refundAmountProblem(501, 500)).toBe(refundTooLarge(500));
    expect(refundTooLarge(500)).toContain('$5.00');
    expect(refundAmountProblem(500, 500)).toBeNull();
  });
});
