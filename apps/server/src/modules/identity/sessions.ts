// Sessions (decision 006): opening one at sign-in, checking it on each call, renewing its access
// token with a rotated cookie secret, and ending it at sign-out.
import type { SessionResponse } from '@mti/contracts/identity/identity-api';
import { writeAudit } from '../../platform/audit.ts';
import { ACCESS_TOKEN_TTL_SECONDS, parseSessionCookie } from '../../platform/auth.ts';
import { hmacSha256, randomToken, sameSecret, sha256Hex } from '../../platform/crypto.ts';
import type { Db } from '../../platform/db.ts';
import { badToken } from '../../platform/errors.ts';
import type { SessionGates } from '../../platform/session-gates.ts';
import type { ClientInfo, IdentityDeps } from './identity-deps.ts';
import {
  findSessionState,
  findUserBySiteId,
  insertSession,
  revokeSessionRow,
  rotateSessionSecret,
  touchSessionRow,
  type UserRow,
} from './queries.ts';

/** The login cookie of spec §3. */
export type LoginCookie = { name_id: string; is_valid: boolean };

/** A finished sign-in: the answer, the new session cookie (none while provisioning), the login cookie. */
export type SignInOutcome = {
  body: SessionResponse;
  sessionCookie: { sessionId: string; value: string } | null;
  loginCookie: LoginCookie;
};

/** Starts a session for a user whose sign-in succeeded (by password, act-as, single sign-on or reset). */
export async function openSession(
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
  const sessionId = randomToken(16);
  const secret = randomToken();
  await insertSession(deps.db, {
    id: sessionId,
    siteId: user.siteId,
    actingAdmin,
    secretHash: sha256Hex(secret),
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
  const presented = sha256Hex(parsed.secret);
  if (!sameSecret(presented, state.secretHash) && !sameSecret(presented, state.previousSecretHash)) return null;
  await revokeSessionRow(db, state.id, reason);
  return state;
}

/**
 * For requireUser: the session is live (not revoked, not idle for 30 minutes, not older than
 * 12 hours) and belongs to siteId. Marks it seen. An ended session is revoked for good. Also
 * gives the user's open session gates (decision 026).
 */
export async function touchActiveSession({
  db,
  sessionId,
  siteId,
}: {
  db: Db;
  sessionId: string;
  siteId: string;
}): Promise<{ userId: string; gates: SessionGates } | null> {
  const state = await findSessionState(db, sessionId);
  if (!state || state.revoked || state.siteId !== siteId) return null;
  if (state.idle || state.tooOld) {
    await revokeSessionRow(db, sessionId, state.idle ? 'idle' : 'expired');
    return null;
  }
  if (state.stale) await touchSessionRow(db, sessionId);
  // Read on every call, not kept in the token: a gate closes at once when it is passed.
  return {
    userId: state.userid,
    gates: { mustChangePassword: state.forcePasswordChange, mustAcceptTerms: !state.hasSignedEula },
  };
}

/**
 * The secret that replaces a session cookie's secret at renewal: derived with the server's key, so
 * the same old secret always yields the same new one. A renewal whose answer never reached the
 * browser (the page was left or reloaded mid-request) is then answered again with the same new
 * cookie, instead of leaving the browser holding a replaced secret that later reads as a copied
 * cookie. Without the key, nobody holding an old secret can work out the next one.
 */
export function nextSessionSecret(rotationKey: string, sessionId: string, secret: string): string {
  return hmacSha256(rotationKey, `session-rotation:${sessionId}:${secret}`).toString('base64url');
}

/**
 * GET mti/token/{site_id}: a new access token for the session cookie, whose secret is replaced.
 * A replaced secret presented again (a copied cookie) revokes the whole session.
 */
export async function renewAccessToken({
  db,
  signAccessToken,
  rotationKey,
  cookie,
  siteId,
  client,
}: Pick<IdentityDeps, 'db' | 'signAccessToken'> & {
  /** The server's secret (every instance shares it): see nextSessionSecret. */
  rotationKey: string;
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
  const presented = sha256Hex(parsed.secret);
  let rotated: string | null = null;
  let accepted = false;
  const next = nextSessionSecret(rotationKey, state.id, parsed.secret);
  if (sameSecret(presented, state.secretHash)) {
    if (await rotateSessionSecret(db, state.id, presented, sha256Hex(next))) {
      rotated = next;
      accepted = true;
    }
  }
  if (!accepted) {
    // Either a concurrent renewal (another tab, or this page's own answer lost when it was left)
    // rotated it a moment ago, or the cookie was copied.
    const now = await findSessionState(db, state.id);
    if (now && !now.revoked && now.justRotated && sameSecret(presented, now.previousSecretHash)) {
      await touchSessionRow(db, state.id);
      // The same new secret again, when it is still the current one: the browser may never have got it.
      if (sameSecret(sha256Hex(next), now.secretHash)) rotated = next;
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
