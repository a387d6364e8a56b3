// The common and leaked password rule, checked after the §5 policy by the server and (lazily
// loaded) by the browser. The list is the ~49,000 passwords of the @zxcvbn-ts common dictionary,
// gathered from public breach corpora. A password also counts as common when it is a listed one
// dressed up with the usual tricks: capitals, digits or symbols at either end, l33t letters.
import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';
import { checkNewPassword, NEW_PASSWORD_BLANK } from './password-policy.ts';

export const COMMON_PASSWORD =
  'This password is too easy to guess: it is, or closely resembles, a commonly used or leaked password. Please choose a different one.';

/** Shorter cores are too likely to sit inside a strong password by chance. */
const MIN_CORE_LENGTH = 4;

let listed: Set<string> | null = null;
function commonPasswords(): Set<string> {
  listed ??= new Set(dictionary['passwords-common']);
  return listed;
}

const LEET_COMMON: Record<string, string> = { '4': 'a', '@': 'a', '8': 'b', '(': 'c', '3': 'e', '6': 'g' };
const LEET_MORE: Record<string, string> = { '0': 'o', $: 's', '5': 's', '7': 't', '+': 't', '2': 'z', '9': 'g' };

function unleet(value: string, one: 'i' | 'l'): string {
  return value.replace(/[4@8(36!10$57+29]/g, (c) =>
    c === '1' || c === '!' ? one : (LEET_COMMON[c] ?? LEET_MORE[c] ?? c),
  );
}

/** The forms of a password that are looked up in the list. */
function candidates(value: string): string[] {
  const lower = value.toLowerCase();
  const withoutSuffix = lower.replace(/[^a-z]+$/, '');
  const core = withoutSuffix.replace(/^[^a-z]+/, '');
  const forms = new Set([lower]);
  for (const form of [withoutSuffix, core]) {
    if (form.length >= MIN_CORE_LENGTH) forms.add(form);
  }
  for (const form of [...forms]) {
    forms.add(unleet(form, 'i'));
    forms.add(unleet(form, 'l'));
  }
  return [...forms];
}

/** COMMON_PASSWORD when the password is on (or a trivial variation of) the list, else null. */
export function checkCommonPassword(value: string): string | null {
  const list = commonPasswords();
  return candidates(value).some((form) => list.has(form)) ? COMMON_PASSWORD : null;
}

/** The §5 policy, then the common-password rule: the first message broken is the one shown. */
export const strongNewPasswordSchema = z.string({ error: NEW_PASSWORD_BLANK }).superRefine((value, ctx) => {
  const problem = checkNewPassword(value) ?? checkCommonPassword(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
