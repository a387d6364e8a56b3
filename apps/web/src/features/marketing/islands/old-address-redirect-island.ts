// Home's old-to-new redirect check (spec §2) on the prerendered page, without React
// (app/static-page.ts): the configured redirects, the shared matching rule, and a replace that
// leaves no history entry. useOldAddressRedirect does the same inside the app.
import { findRedirectTarget } from '@mti/contracts/content/redirects';
import { loadSiteConfigFile } from '../../../lib/site-config-file.ts';

type RedirectEntry = { oldUrl: string; newUrl: string };

/** An absolute target is left as it is; a path keeps the query (unless it has its own) and the fragment. */
export function redirectAddress(target: string, search: string, hash: string): string {
  if (/^https?:\/\//i.test(target)) return target;
  const keepsQuery = search && !target.includes('?');
  return `${target}${keepsQuery ? search : ''}${hash}`;
}

function redirectEntries(config: unknown): RedirectEntry[] {
  const list = (config as { redirectUrls?: unknown } | null)?.redirectUrls;
  if (!Array.isArray(list)) return [];
  return list.filter((e): e is RedirectEntry => typeof e?.oldUrl === 'string' && typeof e?.newUrl === 'string');
}

/** Replaces the address when the configuration lists it; no configuration leaves the visitor on Home. */
export async function redirectOldAddress(
  location: Location = window.location,
  config: Promise<unknown> = loadSiteConfigFile(),
): Promise<void> {
  const target = findRedirectTarget(redirectEntries(await config), location.pathname);
  if (target) location.replace(redirectAddress(target, location.search, location.hash));
}
