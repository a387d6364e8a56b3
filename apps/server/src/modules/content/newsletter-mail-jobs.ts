// The product-news mails, sent by the job queue (decision 027). A job makes the links it mails
// (only their hashes are stored), so no token ever sits in a job's payload; a retry makes new ones.
import { randomToken, sha256Hex } from '../../platform/crypto.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import type { JobPayload, JobQueue } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail.ts';
import { alreadySubscribedMail, confirmationMail, welcomeMail } from './newsletter-mail.ts';
import { deleteTokens, findSubscriptionById, insertToken } from './newsletter-queries.ts';

export const NEWSLETTER_JOBS = {
  /** {subscription_id}: a confirmation link, or a notice when the address is already subscribed. */
  signUpMail: 'content.newsletter-sign-up-mail',
  /** {subscription_id}: the welcome after a confirmation. */
  welcomeMail: 'content.newsletter-welcome-mail',
} as const;

const CONFIRM_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

type MailDeps = { db: Db; mailer: Mailer; publicUrl: string };

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

const subscriptionIdOf = (payload: JobPayload) =>
  typeof payload.subscription_id === 'string' ? payload.subscription_id : '';

async function mailSignUp({ db, mailer, publicUrl }: MailDeps, payload: JobPayload) {
  const mail = await withTransaction(db, async (tx) => {
    const subscription = await findSubscriptionById(tx, subscriptionIdOf(payload));
    if (!subscription || subscription.status === 'unsubscribed') return null;
    const unsubscribeUrl = await mintUnsubscribeUrl(tx, publicUrl, subscription.id);
    if (subscription.status === 'active') return alreadySubscribedMail(subscription.email, { unsubscribeUrl });
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
    return confirmationMail(subscription.email, { confirmUrl, unsubscribeUrl });
  });
  if (mail) await mailer.send(mail);
}

async function mailWelcome({ db, mailer, publicUrl }: MailDeps, payload: JobPayload) {
  const subscription = await findSubscriptionById(db, subscriptionIdOf(payload));
  if (subscription?.status !== 'active') return;
  const unsubscribeUrl = await mintUnsubscribeUrl(db, publicUrl, subscription.id);
  await mailer.send(welcomeMail(subscription.email, { unsubscribeUrl }));
}

export function defineNewsletterJobs(jobs: JobQueue, deps: MailDeps): void {
  jobs.define(NEWSLETTER_JOBS.signUpMail, (payload) => mailSignUp(deps, payload));
  jobs.define(NEWSLETTER_JOBS.welcomeMail, (payload) => mailWelcome(deps, payload));
}
