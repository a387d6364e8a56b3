// Who is calling: the bearer access token (decision 006) and the session behind it.
//
// Use in a module's routes, in onRequest so that an anonymous caller learns nothing from input
// validation (which runs later, decision 026):
//   app.get('/api/mti/orders', { onRequest: app.requireUser, schema }, async (request) =>
//     listOrders({ db: app.db, siteId: userOf(request).siteId }));
//
// requireUser answers 401 {code:'c0004'} for an expired (or, after a reload, absent) access token,
// which the web client renews through `GET mti/token/{site_id}` and repeats once, and 401
// {code:'c0001'} for a bad signature or an unknown, revoked, idle (30 min) or too old (12 h)
// session. On success `request.user` holds { userId, siteId, sessionId, actingAdmin }. A user who
// has not passed the session gates (forced password change, terms of use) gets 403 on every route
// but those that let them through (platform/session-gates.ts).
import { SESSION_COOKIE } from '@mti/contracts/common/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors, jwtVerify, SignJWT } from 'jose';
import { hmacSha256 } from './crypto.ts';
import { badToken, tokenExpired } from './errors.ts';
import { createExpiringCache } from './expiring-cache.ts';
import { assertSessionGatesPassed, type SessionGates } from './session-gates.ts';
import { createVerifiedTokens, type VerifiedTokens } from './verified-tokens.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'mti-portal';
const AUDIENCE = 'mti-api';

export type AuthenticatedUser = {
  /** The login name (spec: userid). */
  userId: string;
  /** The portal id (spec: site_id); scope every query on user data by it. */
  siteId: string;
  sessionId: string;
  /** Login name of the administrator acting as this user, or null. */
  actingAdmin: string | null;
};

export type AccessTokenClaims = { siteId: string; sessionId: string; actingAdmin: string | null };

/** Looks up a live session, marks it seen, and gives the login name and open gates; null when it has ended. */
export type TouchSession = (query: {
  sessionId: string;
  siteId: string;
}) => Promise<{ userId: string; gates: SessionGates } | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser; null on routes that do not require a user. */
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook of routes that need a signed-in user who passed the session gates. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Signs a 15-minute access token for a session. */
    signAccessToken: (claims: AccessTokenClaims, expiresAt?: Date) => Promise<string>;
  }
}

/** The user requireUser resolved; throws c0001 when a route forgot to require one. */
export function userOf(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw badToken();
  return request.user;
}

/** The access-token key: derived from the app secret, so a token and a cookie signature never mix. */
export function accessTokenKey(secret: string): Uint8Array {
  return new Uint8Array(hmacSha256(secret, 'mti access token v1'));
}

export async function signAccessToken(
  key: Uint8Array,
  { siteId, sessionId, actingAdmin }: AccessTokenClaims,
  expiresAt = new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000),
): Promise<string> {
  return new SignJWT({ sid: sessionId, ...(actingAdmin ? { adm: actingAdmin } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(siteId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** The claims of a valid token; throws c0004 when it has expired and c0001 for anything else wrong. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  verified?: VerifiedTokens<AccessTokenClaims>,
): Promise<AccessTokenClaims> {
  const known = verified?.lookup(token, tokenExpired);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw badToken();
    const claims = {
      siteId: payload.sub,
      sessionId: payload.sid,
      actingAdmin: typeof payload.adm === 'string' ? payload.adm : null,
    };
    if (typeof payload.exp === 'number') verified?.remember(token, claims, payload.exp);
    return claims;
  } catch (error) {
    // jose checks the signature before the times, so only a genuine token can be "expired".
    if (error instanceof errors.JWTExpired) throw tokenExpired();
    throw badToken();
  }
}

/** `{sessionId}.{secret}` from the session cookie, or null when absent or malformed. */
export function parseSessionCookie(value: string | undefined): { sessionId: string; secret: string } | null {
  const match = /^([\w-]{16,64})\.([\w-]{16,128})$/.exec(value ?? '');
  return match ? { sessionId: match[1] as string, secret: match[2] as string } : null;
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? (match[1] as string) : '';
}

/** A session or all of a user's sessions that just ended in this process. */
export type EndedSessions = { sessionId: string } | { siteId: string };

export type AuthOptions = {
  secret: string;
  touchSession: TouchSession;
  /**
   * How long a session lookup may be reused (decision 029); 0 reads the session on every call.
   * Sessions ended in this process are dropped at once through onSessionsEnded.
   */
  sessionCacheMs?: number;
  onSessionsEnded?: (listener: (ended: EndedSessions) => void) => () => void;
};

export const authPlugin = fp<AuthOptions>(
  async (app, { secret, touchSession, sessionCacheMs = 0, onSessionsEnded }) => {
    const key = accessTokenKey(secret);
    const verifiedTokens = createVerifiedTokens<AccessTokenClaims>();
    type Live = { userId: string; siteId: string; gates: SessionGates } | null;
    const liveSessions = createExpiringCache<string, Live>({ ttlMs: sessionCacheMs, keep: (live) => live !== null });
    const unsubscribe = onSessionsEnded?.((ended) => {
      if ('sessionId' in ended) liveSessions.delete(ended.sessionId);
      else liveSessions.deleteWhere((_, live) => live?.siteId === ended.siteId);
    });
    if (unsubscribe) app.addHook('onClose', async () => void unsubscribe());
    app.decorateRequest('user', null);
    app.decorate('signAccessToken', (claims: AccessTokenClaims, expiresAt?: Date) =>
      signAccessToken(key, claims, expiresAt),
    );

    // The anti-forgery token is bound to the session (platform/xsrf.ts checks it in preHandler).
    app.addHook('onRequest', async (request) => {
      request.xsrfBinding = parseSessionCookie(request.cookies[SESSION_COOKIE])?.sessionId ?? '';
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = bearerOf(request);
      if (token === null) {
        // After a reload the page holds no access token yet: with a session cookie it can renew one.
        throw parseSessionCookie(request.cookies[SESSION_COOKIE]) ? tokenExpired() : badToken();
      }
      const claims = await verifyAccessToken(key, token, verifiedTokens);
      const session = await liveSessions.get(claims.sessionId, async () => {
        const live = await touchSession({ sessionId: claims.sessionId, siteId: claims.siteId });
        return live && { userId: live.userId, siteId: claims.siteId, gates: live.gates };
      });
      // The token's signature ties its site id to its session; compared anyway, the cache being keyed by session.
      if (!session || session.siteId !== claims.siteId) throw badToken();
      assertSessionGatesPassed(request, session.gates);
      request.user = {
        userId: session.userId,
        siteId: claims.siteId,
        sessionId: claims.sessionId,
        actingAdmin: claims.actingAdmin,
      };
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie', 'xsrf'] },
);
