// The login cookie the server sets (spec §3: name_id and is_valid). Free of React, so that the
// page's first script (boot.ts) can tell a signed-in visitor without loading the app.

export const LOGIN_COOKIE = 'mti_login';

export type LoginCookie = { name_id: string; is_valid: boolean };

/** Reads the login cookie; null when absent or unreadable. */
export function readLoginCookie(
  cookieString: string = typeof document === 'undefined' ? '' : document.cookie,
): LoginCookie | null {
  const raw = cookieString
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${LOGIN_COOKIE}=`));
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw.slice(LOGIN_COOKIE.length + 1))) as Partial<LoginCookie>;
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
