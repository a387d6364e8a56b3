// The browser's view of the session: the login cookie the server sets (spec §3: name_id and
// is_valid), the short-lived access token held in memory only, and the guard's return target.
import { LOGIN_COOKIE } from '@mti/contracts/common/cookies';
import { useSyncExternalStore } from 'react';
import { isLoggedIn } from './login-cookie.ts';

export { isLoggedIn, type LoginCookie, readLoginCookie } from './login-cookie.ts';
// Callers of the session read the cookie here too; login-cookie.ts keeps it free of React for boot.ts.
export { LOGIN_COOKIE };

const RETURN_URL_KEY = 'mti.returnUrl';

/**
 * The first part of the key of every query that holds the signed-in user's data (user details,
 * products, menus, files, orders): signing in or out removes them all at once, so one user never
 * sees another's cached data in the same tab.
 */
export const SESSION_QUERY_SCOPE = 'session';

let accessToken: string | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function getAccessToken() {
  return accessToken;
}

let tokenOnTheWay: Promise<void> | null = null;

/**
 * The page's start-up renewal, while it runs (features/identity restoreSession). A request made
 * meanwhile waits for it instead of going out without a token: on a hydrated public page the
 * header's user details were refused (401) and renewed a second time.
 */
export function trackTokenOnTheWay(renewal: Promise<void>) {
  tokenOnTheWay = renewal;
  void renewal.finally(() => {
    if (tokenOnTheWay === renewal) tokenOnTheWay = null;
  });
}

export function tokenStillOnTheWay(): Promise<void> | null {
  return tokenOnTheWay;
}

export function setAccessToken(token: string | null) {
  accessToken = token;
  notify();
}

/**
 * Forgets everything the browser knows of the session. The login cookie goes too: spec §4 says
 * "logged in" becomes false when the server reports a bad token, and the server cannot clear its
 * cookies on a reply that refused the session.
 */
export function clearSession() {
  accessToken = null;
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
    document.cookie = `${LOGIN_COOKIE}=; path=/; max-age=0`;
  }
  notify();
}

/** Call after the login cookie changed outside React's knowledge (sign-in, sign-out). */
export function sessionChanged() {
  notify();
}

export function useLoggedIn(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLoggedIn,
    // Prerendered pages are the signed-out page: hydrate as signed out, then React re-renders
    // with the cookie's answer instead of failing the hydration.
    () => false,
  );
}

export function rememberReturnUrl(url: string) {
  sessionStorage.setItem(RETURN_URL_KEY, url);
}

/** Only a path on this site may be a return target (never `//host` or `https://host`). */
export function isSameSitePath(url: string | null | undefined): url is string {
  return !!url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** The URL the guard remembered, left in place (the sign-in round trip still needs it). */
export function peekReturnUrl(): string | null {
  const url = sessionStorage.getItem(RETURN_URL_KEY);
  return isSameSitePath(url) ? url : null;
}

/** The URL the guard remembered, once; only same-site paths are honoured. */
export function takeReturnUrl(): string | null {
  const url = peekReturnUrl();
  sessionStorage.removeItem(RETURN_URL_KEY);
  return url;
}
