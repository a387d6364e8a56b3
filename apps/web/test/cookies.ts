// Cookies for component and unit tests. jsdom has no Cookie Store API, so document.cookie it is.
import { LOGIN_COOKIE } from '../src/lib/session.ts';

const written = new Set<string>();

export function setTestCookie(name: string, value: string) {
  written.add(name);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom offers no Cookie Store API.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

/** Writes the login cookie the server sets for a signed-in user (spec §3: name_id, is_valid). */
export function signInWithCookie(siteId: string) {
  setTestCookie(LOGIN_COOKIE, JSON.stringify({ name_id: siteId, is_valid: true }));
}

export function clearTestCookies() {
  for (const name of written) {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom offers no Cookie Store API.
    document.cookie = `${name}=; path=/; max-age=0`;
  }
  written.clear();
}
