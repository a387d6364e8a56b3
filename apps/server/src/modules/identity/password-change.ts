// A signed-in user changing their password: other sessions end, and a mail says it happened.
import { ADMIN_CANNOT_CHANGE_PASSWORD, PASSWORD_UNCHANGED } from '@mti/contracts/identity/identity-api';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { withTransaction } from '../../platform/db.ts';
import { badRequest, badToken, forbidden } from '../../platform/errors.ts';
import type { IdentityDeps, RequestRef } from './identity-deps.ts';
import { queuePasswordChangedMail } from './identity-mail-jobs.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { findUserBySiteId, revokeSessionsOfUser, updatePasswordHash } from './queries.ts';

/**
 * An administrator acting as the user may not set the user's password: they could then sign in as
 * the user outside the act-as session and its audit trail (decision 026).
 */
export function assertMayChangePassword(user: AuthenticatedUser) {
  if (user.actingAdmin) throw forbidden(ADMIN_CANNOT_CHANGE_PASSWORD);
}

/** PUT mti/changePassword: the new password (already checked against the policy), other sessions ended. */
export async function changePassword(
  deps: IdentityDeps & RequestRef & { user: AuthenticatedUser; newPassword: string; ip: string | null },
): Promise<void> {
  const { db, user, newPassword } = deps;
  assertMayChangePassword(user);
  const row = await findUserBySiteId(db, user.siteId);
  if (!row) throw badToken();
  if (await verifyPassword(row.passwordHash, newPassword)) {
    throw badRequest('password_unchanged', PASSWORD_UNCHANGED, 'new_password');
  }
  const passwordHash = await hashPassword(newPassword);
  const revoked = await withTransaction(db, async (tx) => {
    await updatePasswordHash(tx, user.siteId, passwordHash);
    return revokeSessionsOfUser(tx, user.siteId, 'password_changed', user.sessionId);
  });
  await writeAudit(db, {
    actor: user.siteId,
    action: 'password.change',
    subject: user.siteId,
    ip: deps.ip,
    detail: { other_sessions_revoked: revoked },
  });
  await queuePasswordChangedMail(deps, { siteId: user.siteId, how: 'changed', requestId: deps.requestId });
}
