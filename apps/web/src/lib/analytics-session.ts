// The analytics service's session (spec §4, §7): a page that uses /analytics/... first checks the
// session (`GET /analytics/sso.jsp`) and, when it is not active, signs in through the handshake
// (`GET mti/ssotoken`, then `GET /analytics/sso.jsp?token=…`). My Files and the analyzer viewers
// share this; their pages send a failure to 505 (spec §8). A sign-in opens the session at once.
import { ANALYTICS_SESSION_REQUIRED, SSO_OK, ssoTokenResponse } from '@mti/contracts/analytics/analytics-session-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, HttpError, handledByHttpClient } from './http.ts';
import { SESSION_QUERY_SCOPE } from './session.ts';

export class AnalyticsSignInError extends Error {
  constructor(cause?: unknown) {
    super('The analytics sign-in failed.', { cause });
    this.name = 'AnalyticsSignInError';
  }
}

const isSessionRequired = (error: unknown) => error instanceof HttpError && error.code === ANALYTICS_SESSION_REQUIRED;

async function isSessionActive(): Promise<boolean> {
  try {
    return (await apiGet('/analytics/sso.jsp', { errorPages: false })) === SSO_OK;
  } catch (error) {
    if (isSessionRequired(error)) return false;
    throw error;
  }
}

/** A one-time token from the portal, exchanged for an analytics session (replacing any held before). */
async function handshake(): Promise<void> {
  const { token } = await apiGet('mti/ssotoken', { schema: ssoTokenResponse, errorPages: false });
  const answer = await apiGet('/analytics/sso.jsp', { query: { token }, errorPages: false });
  if (answer !== SSO_OK) throw new AnalyticsSignInError();
}

/**
 * At sign-in and on accepting the terms: a fresh analytics session for the new portal session,
 * without checking for one first (the browser may still hold an earlier sign-in's). Best effort:
 * the viewers check the session again and sign in themselves (spec §4), so a failure here (or an
 * analytics service not deployed yet) must not stop the sign-in.
 */
export async function signInToAnalytics(): Promise<void> {
  try {
    await handshake();
  } catch {
    // Left to the viewers.
  }
}

let running: Promise<void> | null = null;

/**
 * Resolves once the analytics session is active, signing in when needed; rejects when it cannot
 * be had. Concurrent callers share one check. A refused portal session (c0001, c0004 after a failed
 * renewal, an open session gate) rejects with that HttpError: the HTTP client has already handled it.
 */
export function ensureAnalyticsSession(): Promise<void> {
  running ??= (async () => {
    try {
      if (await isSessionActive()) return;
      await handshake();
    } catch (error) {
      throw portalRefusedSession(error) || error instanceof AnalyticsSignInError
        ? error
        : new AnalyticsSignInError(error);
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Runs an analytics call; when the analytics session ended meanwhile, signs in again and repeats it once. */
export async function withAnalyticsSession<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isSessionRequired(error)) throw error;
    await ensureAnalyticsSession();
    return call();
  }
}

/**
 * The portal refused the session itself (it ended, or a session gate is open): the HTTP client
 * already went to session-expired, unknown-error or changepassword, or left the terms modal to open.
 */
export function portalRefusedSession(error: unknown): boolean {
  return handledByHttpClient(error);
}

/** For pages: the session check as a query, so that it runs once per page visit and shows its state. */
export function analyticsSessionQuery() {
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'analytics-session'],
    queryFn: async () => {
      await ensureAnalyticsSession();
      return true;
    },
    // No automatic retry: a failed sign-in sends the page to its status page (spec §8 505).
    retry: false,
    staleTime: 60_000,
  });
}
