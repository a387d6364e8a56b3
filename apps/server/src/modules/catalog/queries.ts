// Database calls of the catalog module.
import { ACTIVE_STATUS } from '@mti/contracts/catalog/catalog-api';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';
import { catalogApps, catalogGroups, catalogMenuGroups, catalogTermsAcceptances } from './schema.ts';

const appColumns = {
  appKey: catalogApps.appKey,
  groupName: catalogApps.groupName,
  groupSortOrder: catalogGroups.groupSortOrder,
  appTitle: catalogApps.appTitle,
  appImg: catalogApps.appImg,
  appurl: catalogApps.appurl,
  target: catalogApps.target,
  termsRequired: catalogApps.termsRequired,
  termsUrl: catalogApps.termsUrl,
  isUnderMaintenance: catalogApps.isUnderMaintenance,
  maintenanceText: catalogApps.maintenanceText,
  maintenanceStart: catalogApps.maintenanceStart,
  maintenanceEnd: catalogApps.maintenanceEnd,
  appSortOrder: catalogApps.appSortOrder,
  mtiRoleName: catalogApps.mtiRoleName,
  menuGroupName: catalogApps.menuGroupName,
  menuSortOrder: catalogApps.menuSortOrder,
  shortName: catalogApps.shortName,
  urlKey: catalogApps.urlKey,
  status: catalogApps.status,
};

export type AppRow = {
  appKey: string;
  groupName: string;
  groupSortOrder: number;
  appTitle: string;
  appImg: string;
  appurl: string;
  target: string;
  termsRequired: boolean;
  termsUrl: string | null;
  isUnderMaintenance: boolean;
  maintenanceText: string | null;
  maintenanceStart: Date | null;
  maintenanceEnd: Date | null;
  appSortOrder: number;
  mtiRoleName: string;
  menuGroupName: string;
  menuSortOrder: number;
  shortName: string;
  urlKey: string;
  status: number;
};

/** Active apps of the given roles, in launcher order: group sort order, then app sort order. */
export async function findActiveAppsOfRoles(db: Db, roles: readonly string[]): Promise<AppRow[]> {
  if (!roles.length) return [];
  return db
    .select(appColumns)
    .from(catalogApps)
    .innerJoin(catalogGroups, eq(catalogGroups.groupName, catalogApps.groupName))
    .where(and(inArray(catalogApps.mtiRoleName, [...roles]), eq(catalogApps.status, ACTIVE_STATUS)))
    .orderBy(
      asc(catalogGroups.groupSortOrder),
      asc(catalogApps.groupName),
      asc(catalogApps.appSortOrder),
      asc(catalogApps.appKey),
    );
}

/** Active apps of one role, in menu order: the menu group's place, then the app's place in it. */
export async function findActiveMenuEntriesOfRole(db: Db, role: string): Promise<AppRow[]> {
  return db
    .select(appColumns)
    .from(catalogApps)
    .innerJoin(catalogGroups, eq(catalogGroups.groupName, catalogApps.groupName))
    .innerJoin(catalogMenuGroups, eq(catalogMenuGroups.menuGroupName, catalogApps.menuGroupName))
    .where(and(eq(catalogApps.mtiRoleName, role), eq(catalogApps.status, ACTIVE_STATUS)))
    .orderBy(
      asc(catalogMenuGroups.menuGroupSortOrder),
      asc(catalogApps.menuGroupName),
      asc(catalogApps.menuSortOrder),
      asc(catalogApps.appKey),
    );
}

/** One app by its key, whatever its status; null when there is none. */
export async function findAppTitleAndUrl(db: Db, appKey: string): Promise<{ appTitle: string; appurl: string } | null> {
  const [row] = await db
    .select({ appTitle: catalogApps.appTitle, appurl: catalogApps.appurl })
    .from(catalogApps)
    .where(eq(catalogApps.appKey, appKey));
  return row ?? null;
}

/** What deciding access to one app needs, whatever its status; null when there is no such app. */
export async function findAppAccessRow(
  db: Db,
  appKey: string,
): Promise<{ appurl: string; mtiRoleName: string; termsRequired: boolean; status: number } | null> {
  const [row] = await db
    .select({
      appurl: catalogApps.appurl,
      mtiRoleName: catalogApps.mtiRoleName,
      termsRequired: catalogApps.termsRequired,
      status: catalogApps.status,
    })
    .from(catalogApps)
    .where(eq(catalogApps.appKey, appKey));
  return row ?? null;
}

/**
 * The terms keys whose current version the user has accepted (decision 078): a key with no stored
 * text is at version 0, so any acceptance of it counts; after a new version only its acceptance does.
 */
export async function listAcceptedTermsKeys(db: Db, siteId: string): Promise<Set<string>> {
  const rows = await rowsOf<{ terms_key: string }>(
    db,
    sql`select distinct a.terms_key from catalog_terms_acceptances a
        where a.site_id = ${siteId}
          and a.terms_version >= coalesce((select max(t.version) from catalog_terms_texts t
                                           where t.terms_key = a.terms_key), 0)`,
  );
  return new Set(rows.map((r) => r.terms_key));
}

export async function insertTermsAcceptance(db: Db, siteId: string, termsKey: string, termsVersion: number) {
  await db.insert(catalogTermsAcceptances).values({ siteId, termsKey, termsVersion }).onConflictDoNothing();
}

export async function upsertGroupRow(db: Db, group: { groupName: string; groupSortOrder: number }): Promise<void> {
  await db
    .insert(catalogGroups)
    .values(group)
    .onConflictDoUpdate({ target: catalogGroups.groupName, set: { groupSortOrder: group.groupSortOrder } });
}

/** Adds a menu group the seed names, keeping one that exists (the console may have moved it). */
export async function insertMenuGroupIfMissing(
  db: Db,
  menuGroup: { menuGroupName: string; menuGroupSortOrder: number },
): Promise<void> {
  await db.insert(catalogMenuGroups).values(menuGroup).onConflictDoNothing();
}

export type AppUpsert = Omit<AppRow, 'groupSortOrder'>;

export async function upsertAppRow(db: Db, app: AppUpsert): Promise<void> {
  await db
    .insert(catalogApps)
    .values(app)
    .onConflictDoUpdate({ target: catalogApps.appKey, set: { ...app, updatedAt: sql`now()` } });
}

export async function deleteTermsAcceptancesOfUser(db: Db, siteId: string): Promise<void> {
  await db.delete(catalogTermsAcceptances).where(eq(catalogTermsAcceptances.siteId, siteId));
}
