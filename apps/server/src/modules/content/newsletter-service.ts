// Product-news subscriptions with double opt-in: sign up, confirm, unsubscribe.
import {
  INVALID_SUBSCRIPTION_LINK_MSG,
  SUBSCRIBE_ACCEPTED_MSG,
  SUBSCRIPTION_CONFIRMED_MSG,
  UNSUBSCRIBED_MSG,
} from '@mti/contracts/content/newsletter-rules';
import { sha256Hex } from '../../platform/crypto.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { NEWSLETTER_JOBS } from './newsletter-mail-jobs.ts';
import {
  claimRequestedMailSlot,
  deleteTokens,
  findSubscriptionByToken,
  insertPendingSubscription,
  updateSubscriptionStatus,
} from './newsletter-queries.ts';

/** A sign-up request mails an address at most this often, so the form cannot be used to flood a mailbox. */
export const SIGNUP_MAIL_MIN_INTERVAL_SECONDS = 60;

const invalidLink = () => new AppError(400, 'invalid_link', INVALID_SUBSCRIPTION_LINK_MSG, 'token');

/**
 * Records a sign-up and queues its mail (newsletter-mail-jobs.ts): a confirmation link when the
 * address is new, pending or unsubscribed, a notice when it is already subscribed. The answer is
 * the same in every case; an address gets at most one such mail a minute.
 */
export async function subscribeToNewsletter({
  db,
  email,
  requestId,
}: {
  db: Db;
  email: string;
  requestId?: string | null;
}) {
  const address = email.trim().toLowerCase();
  await withTransaction(db, async (tx) => {
    const subscription = await insertPendingSubscription(tx, address);
    if (!(await claimRequestedMailSlot(tx, subscription.id, SIGNUP_MAIL_MIN_INTERVAL_SECONDS))) return;
    if (subscription.status === 'unsubscribed') await updateSubscriptionStatus(tx, subscription.id, 'pending');
    await enqueueJob(tx, {
      kind: NEWSLETTER_JOBS.signUpMail,
      payload: { subscription_id: subscription.id },
      requestId,
    });
  });
  return { msg: SUBSCRIBE_ACCEPTED_MSG };
}

/** Activates the subscription of a confirmation link and queues the welcome; confirming twice is harmless. */
export async function confirmNewsletterSubscription({
  db,
  token,
  requestId,
}: {
  db: Db;
  token: string;
  requestId?: string | null;
}) {
  const subscription = await findSubscriptionByToken(db, sha256Hex(token), 'confirm');
  if (!subscription) throw invalidLink();
  if (subscription.status !== 'active') {
    await withTransaction(db, async (tx) => {
      await updateSubscriptionStatus(tx, subscription.id, 'active');
      await enqueueJob(tx, {
        kind: NEWSLETTER_JOBS.welcomeMail,
        payload: { subscription_id: subscription.id },
        requestId,
      });
    });
  }
  return { msg: SUBSCRIPTION_CONFIRMED_MSG };
}

/** Ends the subscription of an unsubscribe link; unsubscribing twice is harmless. */
export async function unsubscribeFromNewsletter({ db, token }: { db: Db; token: string }) {
  const subscription = await findSubscriptionByToken(db, sha256Hex(token), 'unsubscribe');
  if (!subscription) throw invalidLink();
  await withTransaction(db, async (tx) => {
    if (subscription.status !== 'unsubscribed') await updateSubscriptionStatus(tx, subscription.id, 'unsubscribed');
    await deleteTokens(tx, subscription.id, 'confirm');
  });
  return { msg: UNSUBSCRIBED_MSG };
}
