// What the launcher reads on every load, reused for a few seconds (decisions 029 and 046): the apps
// per set of roles, and per user their entitlements and accepted app terms. A change made in this
// process (catalogue saved, account rewritten, terms accepted or reset) drops the copies at once;
// one made by another instance shows here within CACHE_SECONDS. Data gates (analyzer, dashboards)
// do not read these copies: they ask the database on every call.

import type { StoredDataReleases } from '@mti/contracts/admin/console-data-releases';
import { createChangeNotice } from '../../platform/change-notice.ts';
import type { Db } from '../../platform/db.ts';
import { createExpiringCache } from '../../platform/expiring-cache.ts';
import { dataReleasesChanged, getSavedDataReleases } from '../content/service.ts';
import { accountsChanged, type Entitlements, getEntitlements } from '../identity/service.ts';
import { type AppRow, findActiveAppsOfRoles, listAcceptedTermsKeys } from './queries.ts';

export const catalogChanged = createChangeNotice<void>();
/** A user's app terms accepted or reset (siteId). */
export const termsChanged = createChangeNotice<string>();

/** How the launcher looks up what it lists; the routes pass the cached ones, tests the plain ones. */
export type LauncherLookups = {
  /** Active apps of the given roles, in launcher order. */
  findAppsOfRoles(db: Db, roles: readonly string[]): Promise<AppRow[]>;
  entitlementsOf(db: Db, siteId: string): Promise<Entitlements>;
  acceptedTermsOf(db: Db, siteId: string): Promise<Set<string>>;
  /** The administrator's dataset release dates (console), by dataset id. */
  savedReleasesOf(db: Db): Promise<StoredDataReleases>;
};

export const uncachedLookups: LauncherLookups = {
  findAppsOfRoles: findActiveAppsOfRoles,
  entitlementsOf: (db, siteId) => getEntitlements({ db, siteId }),
  acceptedTermsOf: listAcceptedTermsKeys,
  savedReleasesOf: (db) => getSavedDataReleases({ db }),
};

/** The cached lookups, and the function that stops listening for changes (on app close). */
export function createCatalogCache(ttlMs: number): { lookups: LauncherLookups; close: () => void } {
  const lists = createExpiringCache<string, AppRow[]>({ ttlMs, maxEntries: 1_000 });
  const entitlements = createExpiringCache<string, Entitlements>({ ttlMs });
  const accepted = createExpiringCache<string, Set<string>>({ ttlMs });
  const releases = createExpiringCache<'all', StoredDataReleases>({ ttlMs, maxEntries: 1 });
  const stops = [
    dataReleasesChanged.subscribe(() => releases.clear()),
    catalogChanged.subscribe(() => {
      lists.clear();
      accepted.clear(); // a terms text published: the older acceptances stop counting (decision 078)
    }),
    accountsChanged.subscribe((siteId) => entitlements.delete(siteId)),
    termsChanged.subscribe((siteId) => accepted.delete(siteId)),
  ];
  return {
    lookups: {
      findAppsOfRoles: (db, roles) =>
        lists.get([...roles].sort().join('\n'), () => uncachedLookups.findAppsOfRoles(db, roles)),
      entitlementsOf: (db, siteId) => entitlements.get(siteId, () => uncachedLookups.entitlementsOf(db, siteId)),
      acceptedTermsOf: (db, siteId) => accepted.get(siteId, () => uncachedLookups.acceptedTermsOf(db, siteId)),
      savedReleasesOf: (db) => releases.get('all', () => uncachedLookups.savedReleasesOf(db)),
    },
    close: () => {
      for (const stop of stops) stop();
    },
  };
}
