// Reading a repository path from a request, where traversal is refused before anything is looked
// up: the path must name the caller's own home folder (`:home:{timss_customer}`) and every name
// below it must be a plain name. Anything else — '..', '.', an empty name, a slash or backslash
// (an encoded %2f or %5c arrives decoded), a null byte or other control character, a '%' left by
// double encoding, another user's home — is a 403, whatever the rest of the request says.
import { type AppError, forbidden, notFound } from '../../platform/errors.ts';

export type Owner = {
  /** Scopes every query. */
  siteId: string;
  /** The home folder's name. */
  timssCustomer: string;
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const UNSAFE = /[\u0000-\u001f\u007f/\\%]/;

function checkNames(names: readonly string[]): string[] {
  for (const name of names) {
    if (name === '' || name === '.' || name === '..' || UNSAFE.test(name) || name.trim() !== name) throw forbidden();
  }
  return [...names];
}

function namesBelowHome(parts: readonly string[], owner: Owner): string[] {
  const [lead, home, user, ...names] = parts;
  if (lead !== '' || home !== 'home' || user !== owner.timssCustomer) throw forbidden();
  return checkNames(names);
}

/** `:home:{timss}:a:b.csv` (a URL's colon form, already decoded) → ['a', 'b.csv']; [] is the home itself. */
export function namesFromColonPath(colonPath: string, owner: Owner): string[] {
  if (UNSAFE.test(colonPath)) throw forbidden();
  return namesBelowHome(colonPath.split(':'), owner);
}

/** The same for a path written either way (`/home/{timss}/a` or `:home:{timss}:a`), as form fields come. */
export function namesFromAnyPath(path: string, owner: Owner): string[] {
  if (path.startsWith(':')) return namesFromColonPath(path, owner);
  if (path.includes(':') || path.includes('\\') || path.includes('%')) throw forbidden();
  const parts = path.split('/');
  if (parts.length > 1 && parts.at(-1) === '') parts.pop(); // a trailing slash
  return namesBelowHome(parts, owner);
}

/** `/home/{timss}/a/b` for names below the home folder. */
export function slashPathOf(owner: Owner, names: readonly string[]): string {
  return ['', 'home', owner.timssCustomer, ...names].join('/');
}

/**
 * What a colon path of the browse calls (children, tree, properties) names: the root `:`, the
 * folder of homes `:home` (where a user sees only their own), or a place in the own home.
 */
export type BrowseTarget = { kind: 'root' } | { kind: 'homes' } | { kind: 'own'; names: string[] };

export function browseTargetOf(colonPath: string, owner: Owner): BrowseTarget {
  if (colonPath === ':') return { kind: 'root' };
  if (colonPath === ':home') return { kind: 'homes' };
  return { kind: 'own', names: namesFromColonPath(colonPath, owner) };
}

// '.' or '..' as a segment, '..' anywhere, an encoded dot, slash, backslash, null byte or percent
// sign (double encoding), or a backslash: an address that tries to climb out.
const TRAVERSAL_IN_URL = /(^|\/)\.(\/|$)|\.\.|%2e|%2f|%5c|%00|%25|\\/i;

/**
 * The answer to a repository address no route takes: 403 if it hides a traversal or names a
 * repository path (a segment in the colon form) outside the caller's own home, else 404.
 */
export function unknownRepositoryCall(url: string, owner: Owner): AppError {
  const path = url.split('?', 1)[0] ?? '';
  if (TRAVERSAL_IN_URL.test(path)) return forbidden();
  for (const segment of path.split('/')) {
    if (!segment.startsWith(':')) continue;
    try {
      browseTargetOf(decodeURIComponent(segment), owner);
    } catch {
      return forbidden();
    }
  }
  return notFound();
}
