// GET mti/token/{site_id}: a fresh access token from the session cookie. On start, a page that
// the login cookie calls signed in has no token in memory yet (it lives in memory only).
import { type SessionResponse, sessionResponse } from '@mti/contracts/identity/identity-api';
import { apiGet, HttpError } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import {
  clearSession,
  getAccessToken,
  readLoginCookie,
  setAccessToken,
  trackTokenOnTheWay,
} from '../../../lib/session.ts';

export function renewSession(siteId: string): Promise<SessionResponse> {
  // Outside the error catalogue: a refused renewal here means signed out, not the unknown-error page.
  return apiGet(`mti/token/${encodeURIComponent(siteId)}`, { schema: sessionResponse, errorCatalogue: false });
}

let restoring: Promise<void> | null = null;

/**
 * Gives a signed-in page its access token before any request needs it. A session the server
 * refuses (revoked, idle too long) means signed out; a network failure leaves the cookie alone,
 * so a later request can still try.
 */
export function restoreSession(): Promise<void> {
  const cookie = readLoginCookie();
  if (!cookie?.is_valid || getAccessToken()) return Promise.resolve();
  if (restoring) return restoring;
  restoring = renewSession(cookie.name_id)
    .then((session) => setAccessToken(session.token))
    .catch((error: unknown) => {
      if (error instanceof HttpError && error.status >= 400 && error.status < 500) clearSession();
    })
    .finally(() => {
      restoring = null;
    });
  trackTokenOnTheWay(restoring);
  return restoring;
}

/**
 * What a freshly loaded page does with the session before anything renders. Landing on the
 * logout callback, the page forgets it at once, so that no user request races the sign-out (the
 * HttpOnly session cookie still reaches the server, which ends the session); anywhere else the
 * access token is restored.
 */
export function prepareSessionForPage(pathname: string): Promise<void> {
  if (pathname.replace(/\/+$/, '').toLowerCase() === paths.logoutCallback) {
    clearSession();
    return Promise.resolve();
  }
  return restoreSession();
}
