// Spec §5, new password: the one rule both sides check, with its exact messages.
import { z } from 'zod';

export const PASSWORD_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const NEW_PASSWORD_BLANK = 'New Password cannot be blank!';
export const CONFIRM_PASSWORD_BLANK = 'Confirm Password cannot be blank!';
export const PASSWORD_COMPLEXITY =
  'Your new password does not meet the complexity requirements. Please review the requirements listed below, and try again.';
export const PASSWORD_MISMATCH =
  'There was a problem with your request.  Please check that your passwords match, and try again.';

/** Allowed symbols: ! @ # % ^ $ & ( ) — the star is not among them. */
const COMPLEXITY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#%^$&()])[A-Za-z\d!@#%^$&()]{8,}$/;

/** The requirements listed under the password fields. */
export const PASSWORD_REQUIREMENTS = [
  'At least 8 characters',
  'At least one lowercase letter',
  'At least one uppercase letter',
  'At least one digit',
  'At least one of these symbols: ! @ # % ^ $ & ( )',
  'No other characters (for example, no * or spaces)',
] as const;

/** The first message the new password breaks, or null when it meets the policy. */
export function checkNewPassword(value: string | null | undefined): string | null {
  if (!value) return NEW_PASSWORD_BLANK;
  if (value.length > PASSWORD_MAX_LENGTH || !COMPLEXITY.test(value)) return PASSWORD_COMPLEXITY;
  return null;
}

/** The message for the confirm field and the pair, or null when both agree. */
export function checkConfirmPassword(newPassword: string, confirm: string | null | undefined): string | null {
  if (!confirm) return CONFIRM_PASSWORD_BLANK;
  if (confirm !== newPassword) return PASSWORD_MISMATCH;
  return null;
}

export const newPasswordSchema = z.string({ error: NEW_PASSWORD_BLANK }).superRefine((value, ctx) => {
  const problem = checkNewPassword(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
