// Reading a cookie the server set for the page. document.cookie, because the Cookie Store API is
// not in every supported browser. Free of React, for boot.ts and Home's islands.

/** The cookie's decoded value; null when absent or not decodable. */
export function readCookie(
  name: string,
  cookieString: string = typeof document === 'undefined' ? '' : document.cookie,
) {
  const entry = cookieString
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${name}=`));
  if (entry === undefined) return null;
  try {
    return decodeURIComponent(entry.slice(name.length + 1));
  } catch {
    return null;
  }
}
