// The product-news sign-up rule (Home #subscribe), shared by the form and the server.
// No zod here, so that Home's form can use it without the schema library.
import { INVALID_EMAIL, isValidEmail } from '../common/email.ts';

export const NEWSLETTER_EMAIL_MAX = 100;
export const NEWSLETTER_EMAIL_REQUIRED = 'Email is required';
export const NEWSLETTER_EMAIL_TOO_LONG = `Email cannot be more than ${NEWSLETTER_EMAIL_MAX} characters long!`;

/** The message for a bad address, or null when it may be submitted. */
export function newsletterEmailProblem(raw: string): string | null {
  const email = raw.trim();
  if (!email) return NEWSLETTER_EMAIL_REQUIRED;
  if (email.length > NEWSLETTER_EMAIL_MAX) return NEWSLETTER_EMAIL_TOO_LONG;
  if (!isValidEmail(email)) return INVALID_EMAIL;
  return null;
}

/** The one answer to every sign-up, whether the address is new, pending, active or unsubscribed. */
export const SUBSCRIBE_ACCEPTED_MSG =
  'Thank you. Please check your inbox: we have sent you an e-mail about your subscription.';
export const SUBSCRIPTION_CONFIRMED_MSG = 'Your subscription to MTI Portal product news is confirmed.';
export const UNSUBSCRIBED_MSG =
  'You have been unsubscribed from MTI Portal product news. We will not e-mail you again.';
export const INVALID_SUBSCRIPTION_LINK_MSG =
  'This link is not valid or has expired. Please subscribe again to receive a new confirmation e-mail.';
