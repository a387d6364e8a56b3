// The layout parts the administrator's lists hide on a prerendered page (decision 080), read from
// the site configuration cached for CACHE_SECONDS as the redirect hook reads it (decision 036):
// every public page load asks, so it must not read and parse the stored configuration each time.
// A configuration saved in this process shows at once; with none readable, nothing is hidden.
import type { Db } from '../../platform/db.ts';
import { layoutPartsHiddenBy } from './service.ts';
import { createSiteConfigCache } from './site-config-cache.ts';

export function createLayoutPartsReader(db: Db, ttlMs: number) {
  const siteConfig = createSiteConfigCache(db, ttlMs);
  return {
    hiddenOn: async (path: string) => {
      const config = await siteConfig.read();
      return config ? layoutPartsHiddenBy(config, path) : [];
    },
    close: siteConfig.close,
  };
}
