import { describe, expect, it } from 'vitest';
import {
  displaySurveyValue,
  formatThousands,
  isValidSurveyNumber,
  sanitizeSurveyInput,
  stripThousands,
  surveyValueOnBlur,
  surveyValueOnFocus,
  toSurveyNumber,
} from './survey-input.ts';

describe('sanitising what is typed (spec §5)', () => {
  it.each([
    ['12a3', '123'],
    ['$1,234', '1234'],
    ['-5', '5'],
    ['1 000', '1000'],
    ['1e5', '15'],
  ])('keeps only digits and the dot: %j → %j', (typed, kept) => {
    expect(sanitizeSurveyInput(typed, 'amount')).toBe(kept);
  });

  it('keeps one dot only', () => {
    expect(sanitizeSurveyInput('1.2.3', 'amount')).toBe('1.23');
    expect(sanitizeSurveyInput('..5', 'amount')).toBe('.5');
  });

  it('removes leading zeros, but not the zero before a dot', () => {
    expect(sanitizeSurveyInput('007', 'amount')).toBe('7');
    expect(sanitizeSurveyInput('00.5', 'percent')).toBe('0.5');
    expect(sanitizeSurveyInput('0', 'amount')).toBe('0');
    expect(sanitizeSurveyInput('000120', 'amount')).toBe('120');
  });

  it('allows two decimals at most', () => {
    expect(sanitizeSurveyInput('12.345', 'amount')).toBe('12.34');
    expect(sanitizeSurveyInput('33.333', 'percent')).toBe('33.33');
  });

  it('cuts amounts at 13 characters and percentages at 5', () => {
    expect(sanitizeSurveyInput('12345678901234567', 'amount')).toBe('1234567890123');
    expect(sanitizeSurveyInput('1234567890.129', 'amount')).toBe('1234567890.12');
    expect(sanitizeSurveyInput('123456', 'percent')).toBe('12345');
    expect(sanitizeSurveyInput('100.00', 'percent')).toBe('100.0');
  });

  it('leaves an empty field empty while typing; it counts as 0', () => {
    expect(sanitizeSurveyInput('', 'amount')).toBe('');
    expect(sanitizeSurveyInput('abc', 'percent')).toBe('');
    expect(toSurveyNumber('')).toBe(0);
  });
});

describe('thousands separators', () => {
  it('formats and strips them', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1234.5)).toBe('1,234.5');
    expect(stripThousands('1,234,567')).toBe('1234567');
  });

  it('reads a formatted value as its number; empty, dot, null and junk count as 0', () => {
    expect(toSurveyNumber('1,234,567.25')).toBe(1234567.25);
    expect(toSurveyNumber('.')).toBe(0);
    expect(toSurveyNumber(null)).toBe(0);
    expect(toSurveyNumber(undefined)).toBe(0);
    expect(toSurveyNumber('x')).toBe(0);
  });

  it('shows stored amounts with separators and percentages plainly', () => {
    expect(displaySurveyValue(2500000, 'amount')).toBe('2,500,000');
    expect(displaySurveyValue(33.33, 'percent')).toBe('33.33');
    expect(displaySurveyValue(0, 'percent')).toBe('0');
  });
});

describe('focus and blur (spec §4)', () => {
  it('on focus a zero becomes empty and separators go', () => {
    expect(surveyValueOnFocus('0')).toBe('');
    expect(surveyValueOnFocus('0.00')).toBe('');
    expect(surveyValueOnFocus('1,234,567')).toBe('1234567');
    expect(surveyValueOnFocus('12.5')).toBe('12.5');
  });

  it.each([[''], ['0'], ['.'], [null], [undefined]])('on blur %j becomes 0', (value) => {
    expect(surveyValueOnBlur(value, 'amount')).toBe('0');
    expect(surveyValueOnBlur(value, 'percent')).toBe('0');
  });

  it('on blur an amount is rounded to a whole number and formatted', () => {
    expect(surveyValueOnBlur('1234567.5', 'amount')).toBe('1,234,568');
    expect(surveyValueOnBlur('1234567.49', 'amount')).toBe('1,234,567');
    expect(surveyValueOnBlur('999', 'amount')).toBe('999');
  });

  it('on blur a percentage keeps its two decimals', () => {
    expect(surveyValueOnBlur('33.33', 'percent')).toBe('33.33');
    expect(surveyValueOnBlur('12.', 'percent')).toBe('12');
    expect(surveyValueOnBlur('.5', 'percent')).toBe('0.5');
  });
});

describe('numbers on the wire (the server repeats the input rules)', () => {
  it('accepts what a field can hold', () => {
    expect(isValidSurveyNumber(0, 'amount')).toBe(true);
    expect(isValidSurveyNumber(9999999999999, 'amount')).toBe(true);
    expect(isValidSurveyNumber(1234567890.12, 'amount')).toBe(true);
    expect(isValidSurveyNumber(99.99, 'percent')).toBe(true);
    expect(isValidSurveyNumber(100, 'percent')).toBe(true);
  });

  it('refuses negatives, three decimals and too many characters', () => {
    expect(isValidSurveyNumber(-1, 'amount')).toBe(false);
    expect(isValidSurveyNumber(1.234, 'amount')).toBe(false);
    expect(isValidSurveyNumber(10000000000000, 'amount')).toBe(false);
    expect(isValidSurveyNumber(12345678901.25, 'amount')).toBe(false);
    expect(isValidSurveyNumber(100.25, 'percent')).toBe(false);
    expect(isValidSurveyNumber(1e21, 'amount')).toBe(false);
    expect(isValidSurveyNumber(Number.NaN, 'percent')).toBe(false);
  });
});
