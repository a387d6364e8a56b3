// Old-to-new address redirects (spec §2): the one matching rule the browser and the server share.
// An address matches an entry's oldUrl case-insensitively, with or without a trailing slash.
// No zod here, so that Home can import it without the schema library.

type RedirectEntry = { oldUrl: string; newUrl: string };

/** The path of an address, lower-cased, without trailing slashes ('/' stays '/'). */
export function normalizeRedirectPath(address: string): string {
  let pathname = address.trim();
  // A configured oldUrl may be a full URL of the old site: only its path counts.
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(pathname);
  if (absolute) pathname = pathname.slice(absolute[0].length);
  pathname = pathname.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  pathname = pathname.replace(/\/+$/, '');
  return (pathname || '/').toLowerCase();
}

/** The newUrl whose oldUrl matches the given path, or null. Never redirects an address to itself. */
export function findRedirectTarget(entries: readonly RedirectEntry[] | undefined, pathname: string): string | null {
  if (!entries?.length) return null;
  const current = normalizeRedirectPath(pathname);
  const entry = entries.find((e) => normalizeRedirectPath(e.oldUrl) === current);
  if (!entry || normalizeRedirectPath(entry.newUrl) === current) return null;
  return entry.newUrl;
}
