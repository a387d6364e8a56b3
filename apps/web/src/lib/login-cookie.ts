// The login cookie the server sets (spec §3: name_id and is_valid). Free of React, so that the
// page's first script (boot.ts) can tell a signed-in visitor without loading the app.
import { LOGIN_COOKIE } from '@mti/contracts/common/cookies';
import { readCookie } from './cookies.ts';

export type LoginCookie = { name_id: string; is_valid: boolean };

/** Reads the login cookie; null when absent or unreadable. */
export function readLoginCookie(cookieString?: string): LoginCookie | null {
  const raw = readCookie(LOGIN_COOKIE, cookieString);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<LoginCookie>;
    if (typeof value.name_id !== 'string') return null;
    return { name_id: value.name_id, is_valid: value.is_valid === true };
  } catch {
    return null;
  }
}

/** Spec §4: logged in while the login cookie has name_id and is_valid. */
export function isLoggedIn(): boolean {
  const cookie = readLoginCookie();
  return !!cookie?.name_id && cookie.is_valid;
}
