// The cookies of a signed-in browser (decision 006): the HttpOnly session cookie, the readable
// login cookie of spec §3, and a fresh anti-forgery token bound to the new session.
import { LOGIN_COOKIE, SESSION_COOKIE } from '@mti/contracts/common/cookies';
import type { FastifyReply } from 'fastify';
import { SESSION_MAX_AGE_SECONDS } from './identity-policy.ts';
import type { LoginCookie } from './sessions.ts';

export function setSessionCookie(reply: FastifyReply, value: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** After a sign-in: the session (or none while the profile is provisioning) and the login cookie. */
export function setSignInCookies(
  reply: FastifyReply,
  outcome: { sessionCookie: { sessionId: string; value: string } | null; loginCookie: LoginCookie },
  secure: boolean,
) {
  if (outcome.sessionCookie) setSessionCookie(reply, outcome.sessionCookie.value, secure);
  else reply.clearCookie(SESSION_COOKIE, { path: '/' });
  // @fastify/cookie URL-encodes the value, which the page decodes with decodeURIComponent.
  reply.setCookie(LOGIN_COOKIE, JSON.stringify(outcome.loginCookie), {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  reply.issueXsrfToken(outcome.sessionCookie?.sessionId ?? '');
}

/** After a sign-out or a refused renewal: both cookies gone, an anti-forgery token for no session. */
export function clearSignInCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(LOGIN_COOKIE, { path: '/' });
  reply.issueXsrfToken('');
}
