// The launcher's apps per set of roles, reused for a few seconds (decision 029): every launcher
// load asks for the same few lists. A catalogue saved in this process (saveCatalog) drops them at
// once; one saved by another instance shows here within CACHE_SECONDS.
import { createChangeNotice } from '../../platform/change-notice.ts';
import type { Db } from '../../platform/db.ts';
import { createExpiringCache } from '../../platform/expiring-cache.ts';
import { type AppRow, findActiveAppsOfRoles } from './queries.ts';

export const catalogChanged = createChangeNotice<void>();

/** Active apps of the given roles, in launcher order. */
export type FindAppsOfRoles = (db: Db, roles: readonly string[]) => Promise<AppRow[]>;

/** The cached lookup, and the function that stops listening for changes (on app close). */
export function createCatalogCache(ttlMs: number): { findAppsOfRoles: FindAppsOfRoles; close: () => void } {
  const lists = createExpiringCache<string, AppRow[]>({ ttlMs, maxEntries: 1_000 });
  const close = catalogChanged.subscribe(() => lists.clear());
  return {
    findAppsOfRoles: (db, roles) => lists.get([...roles].sort().join('\n'), () => findActiveAppsOfRoles(db, roles)),
    close,
  };
}
