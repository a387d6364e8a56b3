// Identity rules: sign-in (password, administrator acting as a user, single sign-on), sessions and
// their renewal, terms, password change and reset, and the recovery e-mails. Decision 006.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ADMIN_CANNOT_ACCEPT_TERMS,
  ADMIN_TARGET_NOT_FOUND,
  LOGIN_FAILED,
  PASSWORD_UNCHANGED,
  RESET_LINK_EXPIRED,
  type SessionResponse,
  type UserDetails,
} from '@mti/contracts/identity/identity-api';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../platform/audit.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type AccessTokenClaims,
  type AuthenticatedUser,
  parseSessionCookie,
} from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, badRequest, badToken, forbidden } from '../../platform/errors.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { getSiteConfig } from '../content/service.ts';
import { passwordChangedMail, resetLinkMail, type SupportContact, usernameReminderMail } from './identity-mails.ts';
import { LOCKOUT_THRESHOLD } from './identity-policy.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import {
  consumeResetToken,
  countUserRows,
  findEntitlements,
  findSessionState,
  findUsableResetToken,
  findUserBySiteId,
  findUserByUserid,
  findUsersByEmail,
  insertSession,
  listRolesOfUser,
  lockUser,
  recordLoginFailure,
  recordLoginSuccess,
  replaceResetToken,
  replaceRolesOfUser,
  revokeSessionRow,
  revokeSessionsOfUser,
  rotateSessionSecret,
  setEulaSigned,
  touchSessionRow,
  type UserRow,
  type UserUpsert,
  updatePasswordHash,
  upsertUserRow,
} from './queries.ts';

/** What the identity calls need from the app; routes build it once. */
export type IdentityDeps = {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  signAccessToken: (claims: AccessTokenClaims) => Promise<string>;
};

export type ClientInfo = { ip: string | null; userAgent: string | null };

/** The login cookie of spec §3. */
export type LoginCookie = { name_id: string; is_valid: boolean };

/** A finished sign-in: the answer, the new session cookie (none while provisioning), the login cookie. */
export type SignInOutcome = {
  body: SessionResponse;
  sessionCookie: { sessionId: string; value: string } | null;
  loginCookie: LoginCookie;
};

export const loginFailed = () => new AppError(401, 'login_failed', LOGIN_FAILED);
export const resetLinkExpired = () => new AppError(400, 'reset_expired', RESET_LINK_EXPIRED);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');
const sameHash = (a: string, b: string | null) =>
  !!b && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

// ---- sessions

async function openSession(
  deps: IdentityDeps,
  user: UserRow,
  {
    actingAdmin,
    client,
    presentedCookie,
  }: { actingAdmin: string | null; client: ClientInfo; presentedCookie?: string },
): Promise<SignInOutcome> {
  // A new sign-in replaces whatever session this browser held.
  await endPresentedSession(deps.db, presentedCookie, 'replaced');
  const loginCookie = { name_id: user.siteId, is_valid: !user.profileProvisioning };
  const common = {
    site_id: user.siteId,
    force_password_change: user.forcePasswordChange,
    has_signed_eula: user.hasSignedEula,
    acting_admin: actingAdmin,
  };
  if (user.profileProvisioning) {
    return { body: { ...common, token: '', expires_in: 0, is_valid: false }, sessionCookie: null, loginCookie };
  }
  const sessionId = randomBytes(16).toString('base64url');
  const secret = newSecret();
  await insertSession(deps.db, {
    id: sessionId,
    siteId: user.siteId,
    actingAdmin,
    secretHash: sha256(secret),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  const token = await deps.signAccessToken({ siteId: user.siteId, sessionId, actingAdmin });
  return {
    body: { ...common, token, expires_in: ACCESS_TOKEN_TTL_SECONDS, is_valid: true },
    sessionCookie: { sessionId, value: `${sessionId}.${secret}` },
    loginCookie,
  };
}

/** Revokes the session a cookie names, if the cookie really is that session's. */
async function endPresentedSession(db: Db, cookie: string | undefined, reason: string) {
  const parsed = parseSessionCookie(cookie);
  if (!parsed) return null;
  const state = await findSessionState(db, parsed.sessionId);
  if (!state || state.revoked) return null;
  const presented = sha256(parsed.secret);
  if (!sameHash(presented, state.secretHash) && !sameHash(presented, state.previousSecretHash)) return null;
  await revokeSessionRow(db, state.id, reason);
  return state;
}

/**
 * For requireUser: the session is live (not revoked, not idle for 30 minutes, not older than
 * 12 hours) and belongs to siteId. Marks it seen. An ended session is revoked for good.
 */
export async function touchActiveSession({
  db,
  sessionId,
  siteId,
}: {
  db: Db;
  sessionId: string;
  siteId: string;
}): Promise<{ userId: string } | null> {
  const state = await findSessionState(db, sessionId);
  if (!state || state.revoked || state.siteId !== siteId) return null;
  if (state.idle || state.tooOld) {
    await revokeSessionRow(db, sessionId, state.idle ? 'idle' : 'expired');
    return null;
  }
  if (state.stale) await touchSessionRow(db, sessionId);
  return { userId: state.userid };
}

/**
 * GET mti/token/{site_id}: a new access token for the session cookie, whose secret is replaced.
 * A replaced secret presented again (a copied cookie) revokes the whole session.
 */
export async function renewAccessToken({
  db,
  signAccessToken,
  cookie,
  siteId,
  client,
}: Pick<IdentityDeps, 'db' | 'signAccessToken'> & {
  cookie: string | undefined;
  siteId: string;
  client: ClientInfo;
}): Promise<{
  body: SessionResponse;
  sessionCookie: { sessionId: string; value: string } | null;
}> {
  const parsed = parseSessionCookie(cookie);
  if (!parsed) throw badToken();
  const state = await findSessionState(db, parsed.sessionId);
  if (!state || state.revoked || state.siteId !== siteId) throw badToken();
  if (state.idle || state.tooOld) {
    await revokeSessionRow(db, state.id, state.idle ? 'idle' : 'expired');
    throw badToken();
  }
  const presented = sha256(parsed.secret);
  let rotated: string | null = null;
  let accepted = false;
  if (sameHash(presented, state.secretHash)) {
    const secret = newSecret();
    if (await rotateSessionSecret(db, state.id, presented, sha256(secret))) {
      rotated = secret;
      accepted = true;
    }
  }
  if (!accepted) {
    // Either a concurrent renewal (another tab) rotated it a moment ago, or the cookie was copied.
    const now = await findSessionState(db, state.id);
    if (now && !now.revoked && now.justRotated && sameHash(presented, now.previousSecretHash)) {
      await touchSessionRow(db, state.id);
    } else {
      await revokeSessionRow(db, state.id, 'reused_secret');
      await writeAudit(db, {
        actor: null,
        action: 'session.reuse_detected',
        subject: state.siteId,
        ip: client.ip,
        detail: { session: state.id },
      });
      throw badToken();
    }
  }
  const user = await findUserBySiteId(db, state.siteId);
  if (!user || user.profileProvisioning) {
    await revokeSessionRow(db, state.id, 'profile_unavailable');
    throw badToken();
  }
  const token = await signAccessToken({ siteId: user.siteId, sessionId: state.id, actingAdmin: state.actingAdmin });
  return {
    body: {
      token,
      site_id: user.siteId,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      force_password_change: user.forcePasswordChange,
      has_signed_eula: user.hasSignedEula,
      acting_admin: state.actingAdmin,
      is_valid: true,
    },
    sessionCookie: rotated ? { sessionId: state.id, value: `${state.id}.${rotated}` } : null,
  };
}

/** GET mti/logout/callback: ends the session of the cookie (if any). */
export async function signOut({ db, cookie, client }: { db: Db; cookie: string | undefined; client: ClientInfo }) {
  const ended = await endPresentedSession(db, cookie, 'logout');
  if (ended) {
    await writeAudit(db, {
      actor: ended.siteId,
      action: 'logout',
      subject: ended.siteId,
      ip: client.ip,
      detail: ended.actingAdmin ? { acting_admin: ended.actingAdmin } : {},
    });
  }
}

// ---- sign-in

/**
 * The password check with the lockout: 5 failures in 15 minutes lock the account for 15 minutes.
 * Every refusal is the same LOGIN_FAILED, whatever the reason, and costs the same hashing time.
 */
async function checkCredentials(
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
  const outcome = await openSession(deps, user, { actingAdmin: null, client, presentedCookie: deps.presentedCookie });
  await writeAudit(db, {
    actor: user.siteId,
    action: 'login.success',
    subject: user.siteId,
    ip: client.ip,
    detail: { method: 'password', is_valid: outcome.loginCookie.is_valid },
  });
  return outcome;
}

/** POST mti/admin/login: an administrator signs in as another user; the session remembers who. */
export async function signInAsUser(
  deps: IdentityDeps & {
    adminid: string;
    password: string;
    userid: string;
    client: ClientInfo;
    presentedCookie?: string;
  },
): Promise<SignInOutcome> {
  const { db, client } = deps;
  const admin = await checkCredentials(db, await findUserByUserid(db, deps.adminid), deps.password, {
    client,
    failureAction: 'admin.login.failure',
  });
  if (!admin.isAdministrator) {
    await writeAudit(db, {
      actor: admin.siteId,
      action: 'admin.login.failure',
      subject: admin.siteId,
      ip: client.ip,
      detail: { reason: 'not_administrator' },
    });
    throw loginFailed();
  }
  const target = await findUserByUserid(db, deps.userid);
  if (!target) {
    await writeAudit(db, {
      actor: admin.siteId,
      action: 'admin.login.failure',
      subject: null,
      ip: client.ip,
      detail: { reason: 'unknown_target' },
    });
    throw new AppError(404, 'user_not_found', ADMIN_TARGET_NOT_FOUND, 'userid');
  }
  const outcome = await openSession(deps, target, {
    actingAdmin: admin.userid,
    client,
    presentedCookie: deps.presentedCookie,
  });
  await writeAudit(db, {
    actor: admin.siteId,
    action: 'admin.act_as',
    subject: target.siteId,
    ip: client.ip,
    detail: { admin: admin.userid, user: target.userid, is_valid: outcome.loginCookie.is_valid },
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
  const user = matches.length === 1 ? (matches[0] as UserRow) : null;
  // The lockout guards passwords; the provider has authenticated this user by its own means.
  if (!user) {
    await writeAudit(db, {
      actor: null,
      action: 'login.failure',
      subject: null,
      ip: client.ip,
      detail: {
        method: 'oidc',
        reason: matches.length ? 'ambiguous_email' : 'no_portal_user',
        provider_subject: deps.subject,
      },
    });
    return null;
  }
  await recordLoginSuccess(db, user.siteId);
  const outcome = await openSession(deps, user, { actingAdmin: null, client, presentedCookie: deps.presentedCookie });
  await writeAudit(db, {
    actor: user.siteId,
    action: 'login.success',
    subject: user.siteId,
    ip: client.ip,
    detail: { method: 'oidc', provider_subject: deps.subject, is_valid: outcome.loginCookie.is_valid },
  });
  return outcome;
}

/** A single sign-on that failed before a user was known (provider error, altered state, no e-mail). */
export async function recordSingleSignOnFailure({ db, ip, reason }: { db: Db; ip: string | null; reason: string }) {
  await writeAudit(db, { actor: null, action: 'login.failure', ip, detail: { method: 'oidc', reason } });
}

// ---- the signed-in user

/** GET mti/user (spec §3 User details). */
export async function getUserDetails({ db, user }: { db: Db; user: AuthenticatedUser }): Promise<UserDetails> {
  const row = await findUserBySiteId(db, user.siteId);
  if (!row) throw badToken();
  return {
    site_id: row.siteId,
    userid: row.userid,
    name_first: row.nameFirst,
    name_last: row.nameLast,
    user_email: row.email,
    organization: row.organization,
    is_mti_subscription_active: row.subscriptionActive,
    mti_sub_exp_date: row.subscriptionExpiresOn,
    is_amt_member: row.isAmtMember,
    has_signed_eula: row.hasSignedEula,
    force_password_change: row.forcePasswordChange,
    timss_customer: row.timssCustomer,
    acting_admin: user.actingAdmin,
    roles: await listRolesOfUser(db, row.siteId),
  };
}

/** For other modules (catalog): what the user is entitled to. */
export async function getEntitlements({
  db,
  siteId,
}: {
  db: Db;
  siteId: string;
}): Promise<{ subscriptionActive: boolean; roles: string[] }> {
  return (await findEntitlements(db, siteId)) ?? { subscriptionActive: false, roles: [] };
}

/** Terms are a signature: an administrator acting as the user may not give it. */
export function assertMaySign(user: AuthenticatedUser) {
  if (user.actingAdmin) throw forbidden(ADMIN_CANNOT_ACCEPT_TERMS);
}

/** PUT mti/acceptEula. */
export async function acceptTerms({ db, user, ip }: { db: Db; user: AuthenticatedUser; ip: string | null }) {
  assertMaySign(user);
  if (!(await setEulaSigned(db, user.siteId))) throw badToken();
  await writeAudit(db, { actor: user.siteId, action: 'terms.accept', subject: user.siteId, ip });
}

// ---- passwords

/** PUT mti/changePassword: the new password (already checked against the policy), other sessions ended. */
export async function changePassword(
  deps: IdentityDeps & { user: AuthenticatedUser; newPassword: string; ip: string | null },
): Promise<void> {
  const { db, user, newPassword } = deps;
  const row = await findUserBySiteId(db, user.siteId);
  if (!row) throw badToken();
  if (await verifyPassword(row.passwordHash, newPassword)) {
    throw badRequest('password_unchanged', PASSWORD_UNCHANGED, 'new_password');
  }
  const passwordHash = await hashPassword(newPassword);
  const revoked = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await updatePasswordHash(txDb, user.siteId, passwordHash);
    return revokeSessionsOfUser(txDb, user.siteId, 'password_changed', user.sessionId);
  });
  await writeAudit(db, {
    actor: user.siteId,
    action: 'password.change',
    subject: user.siteId,
    ip: deps.ip,
    detail: { other_sessions_revoked: revoked, ...(user.actingAdmin ? { acting_admin: user.actingAdmin } : {}) },
  });
  sendLater(deps, passwordChangedMail({ ...(await mailBasics(deps, row)), how: 'changed', at: new Date() }));
}

/** POST mti/forgotPassword: a reset link to every account with this e-mail; nothing tells whether any has. */
export async function requestPasswordReset(deps: IdentityDeps & { email: string; ip: string | null }): Promise<void> {
  const { db } = deps;
  for (const user of await findUsersByEmail(db, deps.email)) {
    const token = randomBytes(32).toString('base64url');
    await replaceResetToken(db, user.siteId, sha256(token), deps.ip);
    await writeAudit(db, { actor: null, action: 'password.reset_requested', subject: user.siteId, ip: deps.ip });
    const { to, nameFirst, userid, support } = await mailBasics(deps, user);
    sendLater(
      deps,
      resetLinkMail({ to, nameFirst, userid, support, link: `${deps.publicUrl}/resetpassword/${token}` }),
    );
  }
}

/** POST mti/forgotUserName: one e-mail listing the usernames registered to the address, if any. */
export async function sendUsernameReminder(deps: IdentityDeps & { email: string; ip: string | null }): Promise<void> {
  const accounts = await findUsersByEmail(deps.db, deps.email);
  const first = accounts[0];
  if (!first) return;
  for (const user of accounts) {
    await writeAudit(deps.db, { actor: null, action: 'username.reminder', subject: user.siteId, ip: deps.ip });
  }
  const { to, support } = await mailBasics(deps, first);
  sendLater(
    deps,
    usernameReminderMail({ to, support, userids: accounts.map((a) => a.userid), signInUrl: `${deps.publicUrl}/login` }),
  );
}

/** GET mti/resetPassword: whether the link can still be used. */
export async function checkResetLink({ db, token }: { db: Db; token: string | null }): Promise<{ valid: boolean }> {
  if (!token) return { valid: false };
  return { valid: !!(await findUsableResetToken(db, sha256(token))) };
}

/** PUT mti/resetPassword: spends the link, sets the password, ends every session, signs in afresh. */
export async function resetPassword(
  deps: IdentityDeps & { token: string | null; newPassword: string; client: ClientInfo; presentedCookie?: string },
): Promise<SignInOutcome> {
  const { db, token, client } = deps;
  if (!token || !(await findUsableResetToken(db, sha256(token)))) throw resetLinkExpired();
  const passwordHash = await hashPassword(deps.newPassword);
  const siteId = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    // Spent inside the transaction: of two concurrent uses, only one gets the row.
    const owner = await consumeResetToken(txDb, sha256(token));
    if (!owner) throw resetLinkExpired();
    await updatePasswordHash(txDb, owner, passwordHash);
    await revokeSessionsOfUser(txDb, owner, 'password_reset');
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
  sendLater(deps, passwordChangedMail({ ...(await mailBasics(deps, user)), how: 'reset', at: new Date() }));
  return outcome;
}

// ---- mail

const FALLBACK_SUPPORT: SupportContact = { email: 'support@mti-portal.example', phone: '(703) 555-0142' };

async function mailBasics(deps: IdentityDeps, user: UserRow) {
  const support = await getSiteConfig({ db: deps.db })
    .then((c) => ({ email: c.supportEmail, phone: c.supportPhone }))
    .catch(() => FALLBACK_SUPPORT);
  return {
    to: user.email,
    nameFirst: user.nameFirst,
    userid: user.userid,
    forgotPasswordUrl: `${deps.publicUrl}/forgotpassword`,
    support,
  };
}

/**
 * Sent after the answer: a slow relay neither delays the page nor, for the recovery calls, tells
 * by its timing whether the address has an account. A failure is logged (never the body).
 */
function sendLater(deps: Pick<IdentityDeps, 'mailer' | 'log'>, message: MailMessage) {
  deps.mailer.send(message).catch((err: Error) => {
    deps.log.error({ err: { message: err.message }, to: message.to, subject: message.subject }, 'mail not sent');
  });
}

// ---- accounts (seed, provisioning)

/** Creates or rewrites a user with a password and product roles, in one transaction. */
export async function saveUserAccount({
  db,
  account,
  password,
  roles,
}: {
  db: Db;
  account: Omit<UserUpsert, 'passwordHash'>;
  password: string | null;
  roles: readonly string[];
}): Promise<void> {
  const passwordHash = password ? await hashPassword(password) : null;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await upsertUserRow(txDb, { ...account, passwordHash });
    await replaceRolesOfUser(txDb, account.siteId, roles);
  });
}

export async function hasAnyUser({ db }: { db: Db }): Promise<boolean> {
  return (await countUserRows(db)) > 0;
}
