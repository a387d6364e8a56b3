// Signing in: the password check with its lockout, and single sign-on by the provider's e-mail.
import { LOGIN_FAILED } from '@mti/contracts/identity/identity-api';
import { writeAudit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { ClientInfo, IdentityDeps } from './identity-deps.ts';
import { LOCKOUT_THRESHOLD } from './identity-policy.ts';
import { verifyPassword } from './password-hashing.ts';
import {
  findUserByUserid,
  findUsersByEmail,
  lockUser,
  recordLoginFailure,
  recordLoginSuccess,
  type UserRow,
} from './queries.ts';
import { openSession, type SignInOutcome } from './sessions.ts';

export const loginFailed = () => new AppError(401, 'login_failed', LOGIN_FAILED);

/**
 * The password check with the lockout: 5 failures in 15 minutes lock the account for 15 minutes.
 * Every refusal is the same LOGIN_FAILED, whatever the reason, and costs the same hashing time.
 */
export async function checkCredentials(
  db: Db,
  user: UserRow | null,
  password: string,
  { client, failureAction }: { client: ClientInfo; failureAction: string },
): Promise<UserRow> {
  const matches = await verifyPassword(user?.passwordHash ?? null, password);
  const refuse = async (reason: string, detail: Record<string, unknown> = {}) => {
    await writeAudit(db, {
      actor: null,
      action: failureAction,
      subject: user?.siteId ?? null,
      ip: client.ip,
      detail: { reason, ...detail },
    });
    return loginFailed();
  };
  if (!user) throw await refuse('unknown_user');
  // An account that signs in only through single sign-on has no password to guess (or to lock).
  if (!user.passwordHash) throw await refuse('no_password');
  if (user.isLocked) throw await refuse('locked');
  // Disabled by an administrator (issue 19): refused like any other failure, and never counted.
  if (user.isDisabled) throw await refuse('disabled');
  if (!matches) {
    const failures = await recordLoginFailure(db, user.siteId, client.ip);
    const error = await refuse('wrong_password', { failures });
    if (failures >= LOCKOUT_THRESHOLD) {
      await lockUser(db, user.siteId);
      await writeAudit(db, {
        actor: null,
        action: 'login.lockout',
        subject: user.siteId,
        ip: client.ip,
        detail: { failures },
      });
    }
    throw error;
  }
  await recordLoginSuccess(db, user.siteId);
  return user;
}

/** POST mti/login. */
export async function signIn(
  deps: IdentityDeps & { userid: string; password: string; client: ClientInfo; presentedCookie?: string },
): Promise<SignInOutcome> {
  const { db, userid, password, client } = deps;
  const user = await checkCredentials(db, await findUserByUserid(db, userid), password, {
    client,
    failureAction: 'login.failure',
  });
  return openAuditedSession(deps, user, client, { method: 'password' });
}

/** Opens the session of a user who proved who they are, and audits the sign-in with how they did. */
async function openAuditedSession(
  deps: IdentityDeps & { presentedCookie?: string },
  user: UserRow,
  client: ClientInfo,
  how: Record<string, unknown>,
): Promise<SignInOutcome> {
  const outcome = await openSession(deps, user, { actingAdmin: null, client, presentedCookie: deps.presentedCookie });
  await writeAudit(deps.db, {
    actor: user.siteId,
    action: 'login.success',
    subject: user.siteId,
    ip: client.ip,
    detail: { ...how, is_valid: outcome.loginCookie.is_valid },
  });
  return outcome;
}

/**
 * Single sign-on: the provider vouched for this e-mail. Null when no single portal user has it
 * (the login cookie then says the profile is not ready: the missing-id page).
 */
export async function signInByEmail(
  deps: IdentityDeps & { email: string; subject: string; client: ClientInfo; presentedCookie?: string },
): Promise<SignInOutcome | null> {
  const { db, client } = deps;
  const matches = await findUsersByEmail(db, deps.email);
  const only = matches.length === 1 ? (matches[0] as UserRow) : null;
  // Disabled by an administrator (issue 19): no session, whoever vouches.
  const user = only?.isDisabled ? null : only;
  // The lockout guards passwords; the provider has authenticated this user by its own means.
  if (!user) {
    await writeAudit(db, {
      actor: null,
      action: 'login.failure',
      subject: null,
      ip: client.ip,
      detail: {
        method: 'oidc',
        reason: only ? 'disabled' : matches.length ? 'ambiguous_email' : 'no_portal_user',
        provider_subject: deps.subject,
      },
    });
    return null;
  }
  await recordLoginSuccess(db, user.siteId);
  return openAuditedSession(deps, user, client, { method: 'oidc', provider_subject: deps.subject });
}

/** A single sign-on that failed before a user was known (provider error, altered state, no e-mail). */
export async function recordSingleSignOnFailure({ db, ip, reason }: { db: Db; ip: string | null; reason: string }) {
  await writeAudit(db, { actor: null, action: 'login.failure', ip, detail: { method: 'oidc', reason } });
}
