import { describe, expect, it } from 'vitest';
import {
  CONFIRM_PASSWORD_BLANK,
  checkConfirmPassword,
  checkNewPassword,
  NEW_PASSWORD_BLANK,
  newPasswordSchema,
  PASSWORD_COMPLEXITY,
  PASSWORD_MISMATCH,
} from './password-policy.ts';

describe('new password policy', () => {
  it('accepts a password with lower, upper, digit and an allowed symbol', () => {
    expect(checkNewPassword('MTInsight!2026')).toBeNull();
    expect(checkNewPassword('aB3(defg')).toBeNull();
  });

  it('refuses a blank password with the blank message', () => {
    expect(checkNewPassword('')).toBe(NEW_PASSWORD_BLANK);
    expect(checkNewPassword(undefined)).toBe(NEW_PASSWORD_BLANK);
  });

  it.each([
    ['too short', 'aB3!def'],
    ['no lowercase', 'ABCDEF3!'],
    ['no uppercase', 'abcdef3!'],
    ['no digit', 'abcdefG!'],
    ['no symbol', 'abcdefG3'],
    ['the forbidden star', 'abcdeG3!*'],
    ['a space', 'abc deG3!'],
    ['longer than 100', `aB3!${'x'.repeat(97)}`],
  ])('refuses %s with the complexity message', (_case, value) => {
    expect(checkNewPassword(value)).toBe(PASSWORD_COMPLEXITY);
  });

  it('accepts exactly 100 characters', () => {
    expect(checkNewPassword(`aB3!${'x'.repeat(96)}`)).toBeNull();
  });

  it('checks the confirmation: blank, then mismatch (with its double space)', () => {
    expect(checkConfirmPassword('aB3!defg', '')).toBe(CONFIRM_PASSWORD_BLANK);
    expect(checkConfirmPassword('aB3!defg', 'aB3!defh')).toBe(PASSWORD_MISMATCH);
    expect(PASSWORD_MISMATCH).toContain('request.  Please');
    expect(checkConfirmPassword('aB3!defg', 'aB3!defg')).toBeNull();
  });

  it('gives the server schema the same messages', () => {
    expect(newPasswordSchema.safeParse('').error?.issues[0]?.message).toBe(NEW_PASSWORD_BLANK);
    expect(newPasswordSchema.safeParse('short').error?.issues[0]?.message).toBe(PASSWORD_COMPLEXITY);
    expect(newPasswordSchema.safeParse(42).error?.issues[0]?.message).toBe(NEW_PASSWORD_BLANK);
    expect(newPasswordSchema.safeParse('MTInsight!2026').success).toBe(true);
  });
});
