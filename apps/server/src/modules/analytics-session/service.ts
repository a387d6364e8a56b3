// The analytics service's single sign-on (spec §7): a one-time token for the signed-in portal
// session, exchanged for an analytics session that lives only as long as that portal session.
import {
  SSO_TOKEN_REFUSED,
  SSO_TOKEN_REFUSED_MSG,
  SSO_TOKEN_TTL_SECONDS,
} from '@mti/contracts/analytics/analytics-session-api';
import type { AnalyticsSessionUser } from '../../platform/analytics-auth.ts';
import { type AuthenticatedUser, parseSessionCookie } from '../../platform/auth.ts';
import { randomToken, sameSecret, sha256Hex } from '../../platform/crypto.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { getUserDetails, touchActiveSession } from '../identity/service.ts';
import {
  deleteAnalyticsSession,
  deleteEndedSsoRows,
  findAnalyticsSession,
  insertAnalyticsSession,
  insertSsoToken,
  spendSsoToken,
} from './queries.ts';

/** An analytics session ends after 12 hours at the latest, as a portal session does. */
export const ANALYTICS_SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

export const ssoTokenRefused = () => new AppError(401, SSO_TOKEN_REFUSED, SSO_TOKEN_REFUSED_MSG);

/** GET mti/ssotoken: a token good for one exchange within 60 seconds, stored hashed. */
export async function issueSsoToken({ db, user }: { db: Db; user: AuthenticatedUser }): Promise<{ token: string }> {
  const { timss_customer } = await getUserDetails({ db, user });
  const token = randomToken();
  await insertSsoToken(db, {
    tokenHash: sha256Hex(token),
    siteId: user.siteId,
    portalSessionId: user.sessionId,
    timssCustomer: timss_customer,
    ttlSeconds: SSO_TOKEN_TTL_SECONDS,
  });
  return { token };
}

/**
 * GET /analytics/sso.jsp?token=…: spends the token and opens an analytics session for the portal
 * session it was issued to, if that one is still live. Returns the session cookie's value.
 */
export async function openAnalyticsSession({ db, token }: { db: Db; token: string }): Promise<{ cookie: string }> {
  const spent = await spendSsoToken(db, sha256Hex(token));
  if (!spent) throw ssoTokenRefused();
  if (!(await touchActiveSession({ db, sessionId: spent.portalSessionId, siteId: spent.siteId }))) {
    throw ssoTokenRefused();
  }
  const id = randomToken(16);
  const secret = randomToken();
  await insertAnalyticsSession(db, {
    id,
    secretHash: sha256Hex(secret),
    siteId: spent.siteId,
    portalSessionId: spent.portalSessionId,
    timssCustomer: spent.timssCustomer,
    maxAgeSeconds: ANALYTICS_SESSION_MAX_AGE_SECONDS,
  });
  return { cookie: `${id}.${secret}` };
}

/**
 * The user of a live analytics session, or null. A session whose portal session has ended
 * (logout, revoked by a password change, idle, too old) or that has expired is deleted.
 */
export async function resolveAnalyticsSession({
  db,
  cookie,
}: {
  db: Db;
  cookie: string | undefined;
}): Promise<AnalyticsSessionUser | null> {
  const parsed = parseSessionCookie(cookie);
  if (!parsed) return null;
  const row = await findAnalyticsSession(db, parsed.sessionId);
  if (!row || !sameSecret(sha256Hex(parsed.secret), row.secretHash)) return null;
  const portal = row.expired
    ? null
    : await touchActiveSession({ db, sessionId: row.portalSessionId, siteId: row.siteId });
  if (!portal) {
    await deleteAnalyticsSession(db, row.id);
    return null;
  }
  return {
    siteId: row.siteId,
    userId: portal.userId,
    timssCustomer: row.timssCustomer,
    analyticsSessionId: row.id,
    portalSessionId: row.portalSessionId,
    gates: portal.gates,
  };
}

/** GET /analytics/Logout: ends the analytics session of the cookie, if it is one. */
export async function endAnalyticsSession({ db, cookie }: { db: Db; cookie: string | undefined }): Promise<void> {
  const parsed = parseSessionCookie(cookie);
  if (!parsed) return;
  const row = await findAnalyticsSession(db, parsed.sessionId);
  if (row && sameSecret(sha256Hex(parsed.secret), row.secretHash)) await deleteAnalyticsSession(db, row.id);
}

/** Periodic clean-up: expired tokens and sessions (idempotent, safe to run on N instances at once). */
export async function purgeEndedAnalyticsSessions({ db }: { db: Db }): Promise<void> {
  await deleteEndedSsoRows(db);
}
