// A user who cannot sign in: forgotten password (a reset link, then the new password) and
// forgotten username (a reminder mail). Nothing answered tells whether an address has an account.
import { RESET_LINK_EXPIRED } from '@mti/contracts/identity/identity-api';
import { writeAudit } from '../../platform/audit.ts';
import { sha256Hex } from '../../platform/crypto.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { ClientInfo, IdentityDeps, RequestRef } from './identity-deps.ts';
import { IDENTITY_JOBS, queuePasswordChangedMail, queueRecoveryMail } from './identity-mail-jobs.ts';
import { hashPassword } from './password-hashing.ts';
import {
  consumeResetToken,
  findUsableResetToken,
  findUserBySiteId,
  revokeSessionsOfUser,
  updatePasswordHash,
} from './queries.ts';
import { openSession, type SignInOutcome } from './sessions.ts';

export const resetLinkExpired = () => new AppError(400, 'reset_expired', RESET_LINK_EXPIRED);

/**
 * POST mti/forgotPassword: queues a reset link to every account with this e-mail. The request never
 * looks the address up (the job does), so neither the answer nor its time tells whether any has.
 */
export async function requestPasswordReset(
  deps: IdentityDeps & RequestRef & { email: string; ip: string | null },
): Promise<void> {
  await queueRecoveryMail(deps, { kind: IDENTITY_JOBS.passwordResetRequest, ...deps });
}

/** POST mti/forgotUserName: queues one e-mail listing the usernames registered to the address, if any. */
export async function sendUsernameReminder(
  deps: IdentityDeps & RequestRef & { email: string; ip: string | null },
): Promise<void> {
  await queueRecoveryMail(deps, { kind: IDENTITY_JOBS.usernameReminder, ...deps });
}

/** GET mti/resetPassword: whether the link can still be used. */
export async function checkResetLink({ db, token }: { db: Db; token: string | null }): Promise<{ valid: boolean }> {
  if (!token) return { valid: false };
  return { valid: !!(await findUsableResetToken(db, sha256Hex(token))) };
}

/** PUT mti/resetPassword: spends the link, sets the password, ends every session, signs in afresh. */
export async function resetPassword(
  deps: IdentityDeps &
    RequestRef & { token: string | null; newPassword: string; client: ClientInfo; presentedCookie?: string },
): Promise<SignInOutcome> {
  const { db, token, client } = deps;
  if (!token || !(await findUsableResetToken(db, sha256Hex(token)))) throw resetLinkExpired();
  const passwordHash = await hashPassword(deps.newPassword);
  const siteId = await withTransaction(db, async (tx) => {
    // Spent inside the transaction: of two concurrent uses, only one gets the row.
    const owner = await consumeResetToken(tx, sha256Hex(token));
    if (!owner) throw resetLinkExpired();
    await updatePasswordHash(tx, owner, passwordHash);
    await revokeSessionsOfUser(tx, owner, 'password_reset');
    return owner;
  });
  const user = await findUserBySiteId(db, siteId);
  if (!user) throw resetLinkExpired();
  const outcome = await openSession(deps, user, { actingAdmin: null, client, presentedCookie: deps.presentedCookie });
  await writeAudit(db, { actor: siteId, action: 'password.reset', subject: siteId, ip: client.ip });
  await writeAudit(db, {
    actor: siteId,
    action: 'login.success',
    subject: siteId,
    ip: client.ip,
    detail: { method: 'password_reset', is_valid: outcome.loginCookie.is_valid },
  });
  await queuePasswordChangedMail(deps, { siteId, how: 'reset', requestId: deps.requestId });
  return outcome;
}
