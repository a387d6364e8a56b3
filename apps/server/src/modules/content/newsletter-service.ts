// Product-news subscriptions with double opt-in: sign up, confirm, unsubscribe.
import {
  INVALID_SUBSCRIPTION_LINK_MSG,
  SUBSCRIBE_ACCEPTED_MSG,
  SUBSCRIPTION_CONFIRMED_MSG,
  UNSUBSCRIBED_MSG,
} from '@mti/contracts/content/newsletter-rules';
import type { FastifyBaseLogger } from 'fastify';
import { randomToken, sha256Hex } from '../../platform/crypto.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { alreadySubscribedMail, confirmationMail, welcomeMail } from './newsletter-mail.ts';
import {
  claimRequestedMailSlot,
  deleteTokens,
  findSubscriptionByToken,
  insertPendingSubscription,
  insertToken,
  releaseRequestedMailSlot,
  updateSubscriptionStatus,
} from './newsletter-queries.ts';

const CONFIRM_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;
/** A sign-up request mails an address at most this often, so the form cannot be used to flood a mailbox. */
export const SIGNUP_MAIL_MIN_INTERVAL_SECONDS = 60;

type MailDeps = { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

const invalidLink = () => new AppError(400, 'invalid_link', INVALID_SUBSCRIPTION_LINK_MSG, 'token');

/** 256 random bits for the link; only the SHA-256 hash is stored. */
function newToken(): { token: string; tokenHash: string } {
  const token = randomToken();
  return { token, tokenHash: sha256Hex(token) };
}

async function mintUnsubscribeUrl(db: Db, publicUrl: string, subscriptionId: string): Promise<string> {
  const { token, tokenHash } = newToken();
  await insertToken(db, { tokenHash, subscriptionId, purpose: 'unsubscribe' });
  return `${publicUrl}/subscribe/unsubscribe/${token}`;
}

/**
 * Records a sign-up and mails the address: a confirmation link when it is new, pending or unsubscribed,
 * a notice when it is already subscribed. The answer is the same in every case.
 */
export async function subscribeToNewsletter({ db, mailer, publicUrl, log, email }: MailDeps & { email: string }) {
  const address = email.trim().toLowerCase();
  const message = await withTransaction(db, async (tx) => {
    const subscription = await insertPendingSubscription(tx, address);
    if (!(await claimRequestedMailSlot(tx, subscription.id, SIGNUP_MAIL_MIN_INTERVAL_SECONDS))) return null;
    const unsubscribeUrl = await mintUnsubscribeUrl(tx, publicUrl, subscription.id);
    if (subscription.status === 'active') {
      return { subscriptionId: subscription.id, mail: alreadySubscribedMail(address, { unsubscribeUrl }) };
    }
    if (subscription.status === 'unsubscribed') await updateSubscriptionStatus(tx, subscription.id, 'pending');
    // Only the newest confirmation link works.
    await deleteTokens(tx, subscription.id, 'confirm');
    const confirm = newToken();
    await insertToken(tx, {
      tokenHash: confirm.tokenHash,
      subscriptionId: subscription.id,
      purpose: 'confirm',
      expiresInSeconds: CONFIRM_LINK_TTL_SECONDS,
    });
    const confirmUrl = `${publicUrl}/subscribe/confirm/${confirm.token}`;
    return { subscriptionId: subscription.id, mail: confirmationMail(address, { confirmUrl, unsubscribeUrl }) };
  });
  if (message) {
    try {
      await mailer.send(message.mail);
    } catch (error) {
      log.error({ err: error }, 'product-news sign-up mail could not be sent');
      await releaseRequestedMailSlot(db, message.subscriptionId);
      throw new AppError(503, 'mail_unavailable', 'We could not send the e-mail just now. Please try again later.');
    }
  }
  return { msg: SUBSCRIBE_ACCEPTED_MSG };
}

/** Activates the subscription of a confirmation link; confirming twice is harmless. */
export async function confirmNewsletterSubscription({
  db,
  mailer,
  publicUrl,
  log,
  token,
}: MailDeps & { token: string }) {
  const subscription = await findSubscriptionByToken(db, sha256Hex(token), 'confirm');
  if (!subscription) throw invalidLink();
  if (subscription.status !== 'active') {
    const unsubscribeUrl = await withTransaction(db, async (tx) => {
      await updateSubscriptionStatus(tx, subscription.id, 'active');
      return mintUnsubscribeUrl(tx, publicUrl, subscription.id);
    });
    // The subscription stands even if the welcome message cannot be sent.
    await mailer
      .send(welcomeMail(subscription.email, { unsubscribeUrl }))
      .catch((error) => log.error({ err: error }, 'product-news welcome mail could not be sent'));
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
