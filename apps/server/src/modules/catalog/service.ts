// The launcher's products and the role menus (spec §3, §6): only active apps of the roles the
// user holds, and nothing at all without an active subscription.

import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import type {
  ConsoleAppMaintenance,
  MaintenanceListQuery,
  MaintenanceListResponse,
  MaintenanceWindow,
} from '@mti/contracts/admin/console-maintenance';
import {
  ACTIVE_STATUS,
  APP_TERMS_PAGES,
  type AppTermsText,
  appTermsKey,
  type MenuGroup,
  NO_PUBLISHED_TERMS,
  NO_SUCH_APP_TERMS,
  type ProductRecord,
  TERMS_CHANGED,
  TERMS_CHANGED_MSG,
} from '@mti/contracts/catalog/catalog-api';
import { termsPlainText } from '@mti/contracts/catalog/terms-text';
import { sql } from 'drizzle-orm';
import { writeAudit, writeAuditChange } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, rowsOf, withTransaction } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { staleEdit } from '../../platform/optimistic-lock.ts';
import { allListRows, pagedList } from '../../platform/paged-list.ts';
import { appDataRelease } from '../analytics/service.ts';
import { assertMaySign, getEntitlements } from '../identity/service.ts';
import { announcementsForApps } from './announcements.ts';
import { catalogChanged, type LauncherLookups, termsChanged, uncachedLookups } from './catalog-cache.ts';
import {
  findMaintenanceRowForUpdate,
  type MaintenanceRow,
  maintenanceListSpec,
  type StoredMaintenance,
  updateMaintenanceRow,
} from './maintenance-queries.ts';
import { memoizedProductRecords, NO_ACCEPTED_TERMS } from './product-records-memo.ts';
import {
  type AppRow,
  findActiveMenuEntriesOfRole,
  findAppAccessRow,
  findAppTitleAndUrl,
  insertTermsAcceptance,
  listAcceptedTermsKeys,
} from './queries.ts';
import { currentTermsText, termsVersionsStamp } from './terms-texts.ts';

type SavedReleases = Awaited<ReturnType<LauncherLookups['savedReleasesOf']>>;

/** The release of the dataset behind a data app, from the analytics service (null: no dataset). */
function dataReleaseOf(appKey: string, now: Date, saved: SavedReleases): ProductRecord['data_release'] {
  const release = appDataRelease({ appKey, now, saved });
  return release ? { data_through: release.dataThrough, next_release: release.nextRelease } : null;
}

function toProductRecord(row: AppRow, accepted: ReadonlySet<string>, now: Date, saved: SavedReleases): ProductRecord {
  return {
    group_name: row.groupName,
    group_sort_order: row.groupSortOrder,
    app_title: row.appTitle,
    app_img: row.appImg,
    appurl: row.appurl,
    target: row.target,
    terms_required: row.termsRequired,
    terms_accepted: accepted.has(appTermsKey(row.appurl)),
    terms_url: row.termsUrl,
    is_under_maintenance: row.isUnderMaintenance,
    maintenance_text: row.maintenanceText,
    maintenance_start: row.maintenanceStart?.toISOString() ?? null,
    maintenance_end: row.maintenanceEnd?.toISOString() ?? null,
    app_sort_order: row.appSortOrder,
    mti_role_name: row.mtiRoleName,
    menu_group_name: row.menuGroupName,
    menu_sort_order: row.menuSortOrder,
    short_name: row.shortName,
    url_key: row.urlKey,
    status: row.status,
    data_release: dataReleaseOf(row.appKey, now, saved),
  };
}

async function visibleApps(db: Db, siteId: string, lookups: LauncherLookups = uncachedLookups): Promise<AppRow[]> {
  const { subscriptionActive, roles } = await lookups.entitlementsOf(db, siteId);
  return subscriptionActive ? lookups.findAppsOfRoles(db, roles) : [];
}

/** GET mti/products: the user's apps in launcher order, with their own terms acceptance. */
export async function listProducts({
  db,
  siteId,
  now = new Date(),
  lookups = uncachedLookups,
}: {
  db: Db;
  siteId: string;
  now?: Date;
  /** What it reads; the routes pass the cached lookups (catalog-cache.ts). */
  lookups?: LauncherLookups;
}): Promise<ProductRecord[]> {
  const rows = await visibleApps(db, siteId, lookups);
  if (!rows.length) return [];
  const accepted = rows.some((row) => row.termsRequired)
    ? await lookups.acceptedTermsOf(db, siteId)
    : NO_ACCEPTED_TERMS;
  const saved = await lookups.savedReleasesOf(db);
  return memoizedProductRecords(rows, accepted, saved, now, () =>
    rows.map((row) => toProductRecord(row, accepted, now, saved)),
  );
}

/** GET mti/products/{role}: the role's menu groups, for a user who holds the role. */
export async function listRoleMenu({
  db,
  siteId,
  role,
}: {
  db: Db;
  siteId: string;
  role: string;
}): Promise<MenuGroup[]> {
  const { subscriptionActive, roles } = await getEntitlements({ db, siteId });
  if (!subscriptionActive || !roles.includes(role)) return [];
  const groups = new Map<string, MenuGroup>();
  for (const row of await findActiveMenuEntriesOfRole(db, role)) {
    const group = groups.get(row.menuGroupName) ?? { menu_group_name: row.menuGroupName, entries: [] };
    group.entries.push({ short_name: row.shortName, url_key: row.urlKey, appurl: row.appurl, target: row.target });
    groups.set(row.menuGroupName, group);
  }
  return [...groups.values()];
}

/** The app of the user's whose terms are recorded under `prefix`; 404 when there is none. */
async function appWithTerms(db: Db, siteId: string, prefix: string): Promise<AppRow> {
  const apps = await visibleApps(db, siteId);
  const app = apps.find((a) => a.termsRequired && appTermsKey(a.appurl) === prefix);
  if (!app) throw notFound(NO_SUCH_APP_TERMS);
  return app;
}

/** GET mti/appTerms/{prefix} (added, decision 078): the current terms text of one of the user's apps. */
export async function getAppTermsText({
  db,
  user,
  prefix,
}: {
  db: Db;
  user: AuthenticatedUser;
  prefix: string;
}): Promise<AppTermsText> {
  await appWithTerms(db, user.siteId, prefix);
  return { terms_key: prefix, ...(await currentTermsText(db, prefix)) };
}

/**
 * GET legal/app-terms/{termsKey} (added, decision 084): the current published text for the public
 * legal page of those terms (legal pages are open to everyone, spec §6); 404 when none is published.
 */
export async function getPublishedTermsText({ db, termsKey }: { db: Db; termsKey: string }): Promise<AppTermsText> {
  const current = await currentTermsText(db, termsKey);
  if (current.body === null) throw notFound(NO_PUBLISHED_TERMS);
  return { terms_key: termsKey, ...current };
}

/**
 * PUT mti/acceptEula/{prefix}: the user accepts the terms of one of their apps, recording the
 * current version of its text (decision 078). `version`, when sent, is the one the dialog showed:
 * if a newer one was published meanwhile, nothing is recorded (409 terms_changed).
 */
export async function acceptAppTerms({
  db,
  user,
  prefix,
  version,
  ip,
}: {
  db: Db;
  user: AuthenticatedUser;
  prefix: string;
  version?: number | null;
  ip: string | null;
}): Promise<void> {
  assertMaySign(user);
  const app = await appWithTerms(db, user.siteId, prefix);
  await withTransaction(db, async (tx) => {
    // Shares the lock a publish takes on the newest version, so no publish slips in between.
    const [current] = await rowsOf<{ version: number }>(
      tx,
      sql`select version from catalog_terms_texts where terms_key = ${prefix} order by version desc limit 1 for share`,
    );
    const currentVersion = current?.version ?? 0;
    if (version != null && version !== currentVersion) throw new AppError(409, TERMS_CHANGED, TERMS_CHANGED_MSG);
    await insertTermsAcceptance(tx, user.siteId, prefix, currentVersion);
    await writeAudit(tx, {
      actor: user.siteId,
      action: 'app_terms.accept',
      subject: user.siteId,
      ip,
      detail: { terms_key: prefix, app: app.appKey, terms_version: currentVersion },
    });
  });
  termsChanged.announce(user.siteId); // this process's launcher shows it on the very next load
}

/** For other modules (prospects): the title (may hold HTML) and the appurl of one app; null when unknown. */
export async function getAppSummary({
  db,
  appKey,
}: {
  db: Db;
  appKey: string;
}): Promise<{ appTitle: string; appurl: string } | null> {
  return findAppTitleAndUrl(db, appKey);
}

export type AppAccess = 'open' | 'no_such_app' | 'not_entitled' | 'terms_not_accepted';

/**
 * For other modules (dashboards): may this user open this app now? As the launcher decides: an
 * active app of a role the user holds, with an active subscription, and its terms accepted.
 */
export async function getAppAccess({
  db,
  siteId,
  appKey,
}: {
  db: Db;
  siteId: string;
  appKey: string;
}): Promise<AppAccess> {
  const app = await findAppAccessRow(db, appKey);
  if (!app || app.status !== ACTIVE_STATUS) return 'no_such_app';
  const { subscriptionActive, roles } = await getEntitlements({ db, siteId });
  if (!subscriptionActive || !roles.includes(app.mtiRoleName)) return 'not_entitled';
  if (app.termsRequired && !(await listAcceptedTermsKeys(db, siteId)).has(appTermsKey(app.appurl))) {
    return 'terms_not_accepted';
  }
  return 'open';
}

function toConsoleMaintenance(row: MaintenanceRow): ConsoleAppMaintenance {
  return {
    app_key: row.appKey,
    short_name: row.shortName,
    app_title: row.appTitle,
    group_name: row.groupName,
    status: row.status,
    is_under_maintenance: row.isUnderMaintenance,
    maintenance_text: row.maintenanceText,
    maintenance_start: row.maintenanceStart?.toISOString() ?? null,
    maintenance_end: row.maintenanceEnd?.toISOString() ?? null,
    version: row.version,
  };
}

const isoOrNull = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const maintenanceOf = (r: StoredMaintenance): ConsoleAppMaintenance => ({
  app_key: r.app_key,
  short_name: r.short_name,
  app_title: r.app_title,
  group_name: r.group_name,
  status: Number(r.status),
  is_under_maintenance: r.is_under_maintenance,
  maintenance_text: r.maintenance_text,
  maintenance_start: isoOrNull(r.maintenance_start),
  maintenance_end: isoOrNull(r.maintenance_end),
  version: Number(r.version),
});

/** The console's list (issue 19, decision 050): one page of the apps' windows, sorted and searched in SQL. */
export async function pageOfAppMaintenance({
  db,
  query,
}: {
  db: Db;
  query: MaintenanceListQuery;
}): Promise<MaintenanceListResponse> {
  const { rows, total } = await pagedList<MaintenanceListQuery['sort'], StoredMaintenance>(
    db,
    maintenanceListSpec,
    query,
  );
  return { rows: rows.map(maintenanceOf), total, page: query.page, page_size: query.page_size };
}

/** Every app the same query matches, in its order: the CSV. */
export async function allAppMaintenance({ db, query }: { db: Db; query: MaintenanceListQuery }) {
  const rows = await allListRows<MaintenanceListQuery['sort'], StoredMaintenance>(
    db,
    maintenanceListSpec,
    query,
    CONSOLE_EXPORT_MAX_ROWS,
  );
  return rows.map(maintenanceOf);
}

/**
 * For the admin console: sets (or clears) one app's maintenance window, refusing an edit that
 * started from an older version. The launcher shows it on its next load (the cached app lists go).
 */
export async function setAppMaintenance({
  db,
  admin,
  appKey,
  version,
  window,
  ip,
}: {
  db: Db;
  admin: AuthenticatedUser;
  appKey: string;
  version: number;
  window: MaintenanceWindow;
  ip: string | null;
}): Promise<ConsoleAppMaintenance> {
  const saved = await withTransaction(db, async (tx) => {
    const before = await findMaintenanceRowForUpdate(tx, appKey);
    if (!before) throw notFound('There is no such app.');
    if (before.version !== version) throw staleEdit();
    const showsWindow = window.is_under_maintenance;
    const after = await updateMaintenanceRow(tx, appKey, {
      isUnderMaintenance: showsWindow,
      // Cleared, the window keeps its last text and dates: the console shows what was last used.
      maintenanceText: showsWindow ? (window.maintenance_text?.trim() ?? null) : before.maintenanceText,
      maintenanceStart:
        showsWindow && window.maintenance_start ? new Date(window.maintenance_start) : before.maintenanceStart,
      maintenanceEnd: showsWindow && window.maintenance_end ? new Date(window.maintenance_end) : before.maintenanceEnd,
    });
    await writeAuditChange(tx, {
      actor: admin.siteId,
      action: 'admin.catalog.maintenance',
      subject: appKey,
      ip,
      before: toConsoleMaintenance(before),
      after: toConsoleMaintenance(after),
    });
    return after;
  });
  catalogChanged.announce(); // after the commit: the launcher must not re-read the old window
  return toConsoleMaintenance(saved);
}

export { catalogChanged } from './catalog-cache.ts';
export { readAppImage, removeAppImage, uploadAppImage } from './console-app-images.ts';
export { exportConsoleApps, getConsoleApp, listConsoleApps, updateConsoleApp } from './console-apps.ts';
export {
  createConsoleGroup,
  deleteConsoleGroup,
  exportConsoleGroups,
  listConsoleGroups,
  updateConsoleGroup,
} from './console-groups.ts';
export {
  createConsoleMenuGroup,
  deleteConsoleMenuGroup,
  exportConsoleMenuGroups,
  listConsoleMenuGroups,
  updateConsoleMenuGroup,
} from './console-menu-groups.ts';
export { exportTermsAcceptances, listTermsAcceptances } from './console-terms.ts';
export {
  allConsoleTermsTexts,
  getConsoleTermsText,
  pageOfConsoleTermsTexts,
  publishTermsText,
} from './console-terms-texts.ts';
export { publishedTermsPageFill } from './terms-text-html.ts';

/** The published text of each app terms legal page as plain words (decision 091), by page path; a page with nothing published is left out. */
export async function publishedTermsPageTexts({ db }: { db: Db }): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const [slug, termsKey] of Object.entries(APP_TERMS_PAGES)) {
    const current = await currentTermsText(db, termsKey);
    if (current.body !== null) texts.set(`/legal/${slug}`, termsPlainText(current.body));
  }
  return texts;
}

export {
  createConsoleAnnouncement,
  deleteConsoleAnnouncement,
  exportConsoleAnnouncements,
  listConsoleAnnouncements,
  updateConsoleAnnouncement,
} from './announcements.ts';

/** GET mti/announcements (added, decision 091): the announcements the user's launcher shows today. */
export async function listMemberAnnouncements({
  db,
  siteId,
  now = new Date(),
  lookups = uncachedLookups,
}: {
  db: Db;
  siteId: string;
  now?: Date;
  lookups?: LauncherLookups;
}) {
  return announcementsForApps(db, await visibleApps(db, siteId, lookups), now);
}

/** The published versions behind the app terms legal pages; it changes with every version published (decision 096). */
export async function publishedTermsPagesStamp({ db }: { db: Db }): Promise<string> {
  return termsVersionsStamp(db, [...new Set(Object.values(APP_TERMS_PAGES))]);
}
