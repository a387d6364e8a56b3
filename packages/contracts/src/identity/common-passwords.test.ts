import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD, checkCommonPassword, strongNewPasswordSchema } from './common-passwords.ts';
import { NEW_PASSWORD_BLANK, PASSWORD_COMPLEXITY } from './password-policy.ts';

describe('common and leaked passwords', () => {
  it.each([
    ['a listed password with a digit and a symbol appended', 'Password1!'],
    ['a listed password in l33t', 'P@ssw0rd!'],
    ['a listed password with a year', 'Summer2024!'],
    ['a listed password with a leading symbol', '!1Qwerty'],
    ['a l33t core with a suffix', '4dmin123!'],
    ['a listed password as it stands', 'iloveyou'],
  ])('refuses %s', (_label, password) => {
    expect(checkCommonPassword(password)).toBe(COMMON_PASSWORD);
  });

  it.each([
    ['the demo password', 'MTInsight!2026'],
    ['a passphrase-like password', 'Spindlelathe4Torque!'],
    ['a random password', 'Xq7#kP2@wR9m'],
    ['a short core inside a strong password', 'Abc!9f7Kq2Zt'],
  ])('accepts %s', (_label, password) => {
    expect(checkCommonPassword(password)).toBeNull();
  });

  it('reports the §5 policy message before the common-password one', () => {
    const noSymbol = strongNewPasswordSchema.safeParse('Password1');
    expect(noSymbol.error?.issues[0]?.message).toBe(PASSWORD_COMPLEXITY);
    const blank = strongNewPasswordSchema.safeParse('');
    expect(blank.error?.issues[0]?.message).toBe(NEW_PASSWORD_BLANK);
    const common = strongNewPasswordSchema.safeParse('Password1!');
    expect(common.error?.issues.map((i) => i.message)).toEqual([COMMON_PASSWORD]);
    expect(strongNewPasswordSchema.safeParse('MTInsight!2026').success).toBe(true);
  });
});
