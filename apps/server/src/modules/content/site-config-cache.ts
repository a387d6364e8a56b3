// The site configuration as the redirect hook reads it, reused for CACHE_SECONDS (decision 036):
// the hook runs on every page load and probe outside the API, and read and parsed the stored
// configuration each time. A configuration saved in this process (saveSiteConfig) drops it at
// once; one saved by another instance shows here within CACHE_SECONDS.
import type { SiteConfig } from '@mti/contracts/content/site-config';
import type { Db } from '../../platform/db.ts';
import { createExpiringCache } from '../../platform/expiring-cache.ts';
import { getSiteConfig } from './service.ts';
import { siteConfigChanged } from './site-config-changes.ts';

/** The cached read (null while nothing is configured), and the function that stops listening (on app close). */
export function createSiteConfigCache(
  db: Db,
  ttlMs: number,
): { read: () => Promise<SiteConfig | null>; close: () => void } {
  const cache = createExpiringCache<'config', SiteConfig | null>({ ttlMs, maxEntries: 1 });
  const close = siteConfigChanged.subscribe(() => cache.clear());
  return { read: () => cache.get('config', () => getSiteConfig({ db }).catch(() => null)), close };
}
