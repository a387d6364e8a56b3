// Spec §5: the e-mail pattern — local part of letters, digits and ._%+-, @, domain, an ending of 2 to 4 letters.
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
export const INVALID_EMAIL = 'Please provide a valid email address';

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
