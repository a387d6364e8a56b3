// Wire shapes of the product-news subscription (double opt-in): sign up, confirm, unsubscribe.
import { z } from 'zod';
import { INVALID_EMAIL, isValidEmail } from '../common/email.ts';
import {
  INVALID_SUBSCRIPTION_LINK_MSG,
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_EMAIL_REQUIRED,
  NEWSLETTER_EMAIL_TOO_LONG,
} from './newsletter-rules.ts';

export const subscribeNewsletterBody = z.object({
  email: z
    .string({ error: NEWSLETTER_EMAIL_REQUIRED })
    .trim()
    .min(1, NEWSLETTER_EMAIL_REQUIRED)
    .max(NEWSLETTER_EMAIL_MAX, NEWSLETTER_EMAIL_TOO_LONG)
    .refine(isValidEmail, INVALID_EMAIL),
});
export type SubscribeNewsletterBody = z.infer<typeof subscribeNewsletterBody>;

/** The token from a confirmation or unsubscribe link. 43 characters: 32 random bytes, base64url. */
export const subscriptionTokenBody = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, INVALID_SUBSCRIPTION_LINK_MSG),
});
export type SubscriptionTokenBody = z.infer<typeof subscriptionTokenBody>;

export const subscriptionMessageResponse = z.object({ msg: z.string() });
export type SubscriptionMessageResponse = z.infer<typeof subscriptionMessageResponse>;
