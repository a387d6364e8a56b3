// The identity mails, sent by the job queue (decision 027), never from the request: a slow or
// down relay neither delays an answer nor, for the recovery calls, tells by its timing whether an
// address has an account. A recovery request queues the same job for any address; the job looks
// the address up. Payloads hold addresses and ids only: a reset link's token is made by the job
// that mails it, so no token ever sits in the queue.
import { writeAudit } from '../../platform/audit.ts';
import { randomToken, sha256Hex } from '../../platform/crypto.ts';
import { enqueueJob, type JobContext, type JobPayload, type JobQueue } from '../../platform/jobs.ts';
import { countHit } from '../../platform/rate-limit.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { mailBasics } from './identity-mail-delivery.ts';
import { passwordChangedMail, resetLinkMail, usernameReminderMail } from './identity-mails.ts';
import { findUserBySiteId, findUsersByEmail, replaceResetToken } from './queries.ts';

export const IDENTITY_JOBS = {
  /** {email, ip}: finds the accounts of an address and queues a reset-link mail for each. */
  passwordResetRequest: 'identity.password-reset-request',
  /** {site_id, ip}: makes a reset link for the account and mails it. */
  resetLinkMail: 'identity.reset-link-mail',
  /** {email, ip}: mails the usernames registered to an address, if any. */
  usernameReminder: 'identity.username-reminder',
  /** {site_id, how, at}: tells the user that the password changed. */
  passwordChangedMail: 'identity.password-changed-mail',
} as const;

type RecoveryKind = typeof IDENTITY_JOBS.passwordResetRequest | typeof IDENTITY_JOBS.usernameReminder;
const HOUR_MS = 60 * 60_000;

/**
 * Queues a recovery mail for the address, within the per-address limit. The same statements run
 * whether or not the address has an account (the job decides), so the answer's time tells nothing;
 * past the limit nothing is queued and the answer is still the same.
 */
export async function queueRecoveryMail(
  deps: Pick<IdentityDeps, 'db' | 'recoveryMailsPerHour' | 'log'>,
  { kind, email, ip, requestId }: { kind: RecoveryKind; email: string; ip: string | null; requestId?: string | null },
): Promise<void> {
  const address = email.trim().toLowerCase();
  // Keyed by a hash: the counters table holds no address.
  const key = sha256Hex(address);
  const { current } = await countHit(deps.db, `recovery-mail|${kind}|${key}`, HOUR_MS);
  if (current > deps.recoveryMailsPerHour) {
    // A flood against one mailbox shows in the log (the address's hash only, never the address).
    deps.log.warn({ kind, address_hash: key.slice(0, 16), requests: current }, 'recovery mails over the hourly limit');
    return;
  }
  await enqueueJob(deps.db, { kind, payload: { email: address, ip }, requestId });
}

export async function queuePasswordChangedMail(
  deps: Pick<IdentityDeps, 'db'>,
  { siteId, how, requestId }: { siteId: string; how: 'changed' | 'reset'; requestId?: string | null },
): Promise<void> {
  await enqueueJob(deps.db, {
    kind: IDENTITY_JOBS.passwordChangedMail,
    payload: { site_id: siteId, how, at: new Date().toISOString() },
    requestId,
  });
}

const text = (payload: JobPayload, key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : '');
const ipOf = (payload: JobPayload) => (typeof payload.ip === 'string' ? payload.ip : null);

async function fanOutResetLinks(deps: IdentityDeps, payload: JobPayload, context: JobContext) {
  for (const user of await findUsersByEmail(deps.db, text(payload, 'email'))) {
    await enqueueJob(deps.db, {
      kind: IDENTITY_JOBS.resetLinkMail,
      payload: { site_id: user.siteId, ip: ipOf(payload) },
      requestId: context.requestId,
    });
  }
}

async function mailResetLink(deps: IdentityDeps, payload: JobPayload) {
  const user = await findUserBySiteId(deps.db, text(payload, 'site_id'));
  if (!user) return;
  // A new link on every attempt: a link whose mail failed was never seen, and only the newest works.
  const token = randomToken();
  await replaceResetToken(deps.db, user.siteId, sha256Hex(token), ipOf(payload));
  await writeAudit(deps.db, {
    actor: null,
    action: 'password.reset_requested',
    subject: user.siteId,
    ip: ipOf(payload),
  });
  const { to, nameFirst, userid, support } = await mailBasics(deps, user);
  await deps.mailer.send(
    resetLinkMail({ to, nameFirst, userid, support, link: `${deps.publicUrl}/resetpassword/${token}` }),
  );
}

async function mailUsernames(deps: IdentityDeps, payload: JobPayload) {
  const accounts = await findUsersByEmail(deps.db, text(payload, 'email'));
  const first = accounts[0];
  if (!first) return;
  for (const user of accounts) {
    await writeAudit(deps.db, { actor: null, action: 'username.reminder', subject: user.siteId, ip: ipOf(payload) });
  }
  const { to, support } = await mailBasics(deps, first);
  await deps.mailer.send(
    usernameReminderMail({ to, support, userids: accounts.map((a) => a.userid), signInUrl: `${deps.publicUrl}/login` }),
  );
}

async function mailPasswordChanged(deps: IdentityDeps, payload: JobPayload) {
  const user = await findUserBySiteId(deps.db, text(payload, 'site_id'));
  if (!user) return;
  const how = payload.how === 'reset' ? 'reset' : 'changed';
  await deps.mailer.send(
    passwordChangedMail({ ...(await mailBasics(deps, user)), how, at: new Date(text(payload, 'at') || Date.now()) }),
  );
}

export function defineIdentityJobs(jobs: JobQueue, deps: IdentityDeps): void {
  jobs.define(IDENTITY_JOBS.passwordResetRequest, (payload, context) => fanOutResetLinks(deps, payload, context));
  jobs.define(IDENTITY_JOBS.resetLinkMail, (payload) => mailResetLink(deps, payload));
  jobs.define(IDENTITY_JOBS.usernameReminder, (payload) => mailUsernames(deps, payload));
  jobs.define(IDENTITY_JOBS.passwordChangedMail, (payload) => mailPasswordChanged(deps, payload));
}
