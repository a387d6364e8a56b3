// Site configuration: what the browser loads at start (spec §3), kept in the database.

import { type StoredDataReleases, storedDataReleasesSchema } from '@mti/contracts/admin/console-data-releases';
import {
  REDIRECT_NOT_FOUND,
  type RedirectChangeResponse,
  type RedirectEntry,
  type RedirectListQuery,
  type RedirectListResponse,
  type RedirectNeighboursResponse,
  redirectProblem,
} from '@mti/contracts/admin/console-redirects';
import {
  DEFAULT_SUPPORT_HOURS,
  type FiaReleaseCalendarResponse,
  type SiteSettingsResponse,
  type SupportContactBody,
} from '@mti/contracts/admin/console-site-settings';
import {
  DEFAULT_DECOMMISSION_NOTICE,
  type DecommissionNoticeBody,
  type DecommissionNoticeResponse,
} from '@mti/contracts/content/decommission-notice';
import type { FiaReleaseCalendar } from '@mti/contracts/content/fia-calendar';
import {
  DEFAULT_LAYOUT_ROUTES,
  hiddenLayoutParts,
  type LayoutPart,
  type LayoutRoutes,
} from '@mti/contracts/content/layout-routes';
import { normalizeRedirectPath } from '@mti/contracts/content/redirects';
import {
  type FiaConfig,
  fiaConfigResponse,
  type SiteConfig,
  siteConfigResponse,
} from '@mti/contracts/content/site-config';
import type { z } from 'zod';
import { writeAuditChange } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { staleEdit } from '../../platform/optimistic-lock.ts';
import {
  findConfigRowForUpdate,
  findConfigValue,
  findConfigVersion,
  insertConfigValueIfMissing,
  replaceConfigValue,
} from './queries.ts';
import { allRedirects, pageOfRedirects, redirectNeighbours } from './redirect-list.ts';
import { dataReleasesChanged, siteConfigChanged } from './site-config-changes.ts';

export { dataReleasesChanged };

export const SITE_CONFIG_KEY = 'config';
export const FIA_CONFIG_KEY = 'fiaConfig';
/** The administrator's dataset release dates (issue 19), by dataset id. */
export const DATA_RELEASES_KEY = 'dataReleases';

/** cdsLogoutUrl: the deployment's CDS_LOGOUT_URL, which wins over a stored value. */
export async function getSiteConfig({ db, cdsLogoutUrl }: { db: Db; cdsLogoutUrl?: string }): Promise<SiteConfig> {
  const value = await findConfigValue(db, SITE_CONFIG_KEY);
  if (!value) throw notFound();
  const config = siteConfigResponse.parse(value);
  return cdsLogoutUrl ? { ...config, cdsLogoutUrl } : config;
}

export async function getFiaConfig({ db }: { db: Db }): Promise<FiaConfig> {
  const value = await findConfigValue(db, FIA_CONFIG_KEY);
  if (!value) throw notFound();
  return fiaConfigResponse.parse(value);
}

/** For the admin console: one page of the redirect list, with the version of the configuration it sits in. */
export async function listRedirects({
  db,
  query,
}: {
  db: Db;
  query: RedirectListQuery;
}): Promise<RedirectListResponse> {
  return pageOfRedirects(db, SITE_CONFIG_KEY, query, () => configVersionOf({ db, key: SITE_CONFIG_KEY }));
}

/** For the admin console's CSV: every redirect the same query matches. */
export const exportRedirects = ({ db, query }: { db: Db; query: RedirectListQuery }) =>
  allRedirects(db, SITE_CONFIG_KEY, query);

/** For the admin console's form: the redirects a candidate from oldUrl to newUrl could clash with. */
export async function neighbouringRedirects({
  db,
  oldUrl,
  newUrl,
}: {
  db: Db;
  oldUrl: string;
  newUrl: string;
}): Promise<RedirectNeighboursResponse> {
  const config = await getSiteConfig({ db });
  return { redirects: redirectNeighbours(config.redirectUrls ?? [], [oldUrl, newUrl]) };
}

export type RedirectChange =
  | { kind: 'add'; entry: RedirectEntry }
  | { kind: 'edit'; oldUrl: string; entry: RedirectEntry }
  | { kind: 'delete'; oldUrl: string };

/** The list after the change, or the refusal: a chain, a loop, a duplicate or a missing redirect. */
function applyRedirectChange(list: readonly RedirectEntry[], change: RedirectChange): RedirectEntry[] {
  const index =
    change.kind === 'add'
      ? -1
      : list.findIndex((e) => normalizeRedirectPath(e.oldUrl) === normalizeRedirectPath(change.oldUrl));
  if (change.kind !== 'add' && index < 0) throw notFound(REDIRECT_NOT_FOUND);
  const others = list.filter((_, i) => i !== index);
  if (change.kind === 'delete') return others;
  const entry = { oldUrl: change.entry.oldUrl.trim(), newUrl: change.entry.newUrl.trim() };
  const problem = redirectProblem(others, entry);
  if (problem) throw badRequest('invalid_redirect', problem.msg, problem.field);
  if (change.kind === 'add') return [...others, entry];
  return list.map((e, i) => (i === index ? entry : e));
}

/**
 * For the admin console: adds, edits or deletes one redirect in one transaction, refusing a chain
 * or a loop and an edit that started from an older version. Redirects work at once in this process.
 */
export async function changeRedirects({
  db,
  admin,
  version,
  change,
  ip,
}: {
  db: Db;
  admin: AuthenticatedUser;
  version: number;
  change: RedirectChange;
  ip: string | null;
}): Promise<RedirectChangeResponse> {
  const saved = await editSiteConfig({
    db,
    admin,
    version,
    ip,
    action: `admin.redirect.${change.kind}`,
    subject: change.kind === 'add' ? change.entry.oldUrl : change.oldUrl,
    edit: (config) => {
      const before = config.redirectUrls ?? [];
      const after = applyRedirectChange(before, change);
      return {
        config: { ...config, redirectUrls: after },
        before: { redirectUrls: before },
        after: { redirectUrls: after },
      };
    },
  });
  return { version: saved.version };
}

/** One console edit of a stored configuration: what it becomes, and the part the audit row shows before and after. */
export type ConfigEdit<T> = (config: T) => {
  config: T;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

export type ConfigEditCall<T> = {
  db: Db;
  admin: AuthenticatedUser;
  version: number;
  ip: string | null;
  action: string;
  subject: string;
  edit: ConfigEdit<T>;
};

/**
 * Changes one stored configuration for the admin console in one transaction: reads it locked,
 * refuses an edit that started from an older version (409 stale), checks the result against its
 * schema, writes it and records the audit row with before and after.
 */
async function editStoredConfig<T>(
  key: string,
  schema: z.ZodType<T>,
  { db, admin, version, ip, action, subject, edit }: ConfigEditCall<T>,
  /** Stored first (version 1) when nothing is stored yet; without it a missing row is 404. */
  initial?: T,
): Promise<{ version: number; config: T }> {
  return withTransaction(db, async (tx) => {
    if (initial !== undefined) await insertConfigValueIfMissing(tx, key, initial);
    const row = await findConfigRowForUpdate(tx, key);
    if (!row) throw notFound();
    if (row.version !== version) throw staleEdit();
    const change = edit(schema.parse(row.value));
    const config = schema.parse(change.config);
    const newVersion = await replaceConfigValue(tx, key, config);
    await writeAuditChange(tx, {
      actor: admin.siteId,
      action,
      subject,
      ip,
      before: change.before,
      after: change.after,
    });
    return { version: newVersion, config };
  });
}

/** The main configuration's console edit; after the commit this process's cached copies go. */
export async function editSiteConfig(call: ConfigEditCall<SiteConfig>) {
  const saved = await editStoredConfig(SITE_CONFIG_KEY, siteConfigResponse, call);
  siteConfigChanged.announce(); // after the commit: the redirect hook must not re-read the old list
  return saved;
}

/** fiaConfig's console edit (read uncached by its route, so there is no copy to drop). */
export async function editFiaConfig(call: ConfigEditCall<FiaConfig>) {
  return editStoredConfig(FIA_CONFIG_KEY, fiaConfigResponse, call);
}

/** The stored version of a configuration (1 for one stored before versions existed). */
export async function configVersionOf({ db, key }: { db: Db; key: string }): Promise<number> {
  return (await findConfigVersion(db, key)) ?? 1;
}

/** The administrator's dataset release dates, by dataset id ({} while none is saved). */
export async function getSavedDataReleases({ db }: { db: Db }): Promise<StoredDataReleases> {
  return storedDataReleasesSchema.parse((await findConfigValue(db, DATA_RELEASES_KEY)) ?? {});
}

/** The release dates' console edit; after the commit the launcher's cached copy goes. */
export async function editDataReleases(call: ConfigEditCall<StoredDataReleases>) {
  const saved = await editStoredConfig(DATA_RELEASES_KEY, storedDataReleasesSchema, call, {});
  dataReleasesChanged.announce();
  return saved;
}

// The site settings the admin console edits in the main configuration (issue 19): the support
// contact and the header's and footer's route lists (config.json), and fiaConfig's release calendar.

type SupportContact = Omit<SupportContactBody, 'version'>;
type ConsoleEdit<T> = { db: Db; admin: AuthenticatedUser; ip: string | null; version: number; value: T };

const supportContactOf = (config: SiteConfig): SupportContact => ({
  supportPhone: config.supportPhone,
  supportEmail: config.supportEmail,
  supportHours: config.supportHours ?? DEFAULT_SUPPORT_HOURS,
});
const layoutRoutesOf = (config: SiteConfig): LayoutRoutes => config.layoutRoutes ?? DEFAULT_LAYOUT_ROUTES;

function settingsOf(version: number, config: SiteConfig): SiteSettingsResponse {
  return { version, ...supportContactOf(config), layoutRoutes: layoutRoutesOf(config) };
}

/** The parts of the layout these lists hide on a page path: the server hides them on prerendered pages (080). */
export function layoutPartsHiddenBy(config: SiteConfig, path: string): LayoutPart[] {
  return hiddenLayoutParts(path, layoutRoutesOf(config));
}

/** For the admin console: the support contact and route lists, with the configuration's version. */
export async function getSiteSettings({ db }: { db: Db }): Promise<SiteSettingsResponse> {
  const config = await getSiteConfig({ db });
  return settingsOf(await configVersionOf({ db, key: SITE_CONFIG_KEY }), config);
}

/** Saves the support phone, e-mail and hours the site shows; versioned and audited. */
export async function changeSupportContact({ value, ...call }: ConsoleEdit<SupportContact>) {
  const saved = await editSiteConfig({
    ...call,
    action: 'admin.site.support_contact',
    subject: 'support contact',
    edit: (config) => ({ config: { ...config, ...value }, before: supportContactOf(config), after: value }),
  });
  return settingsOf(saved.version, saved.config);
}

/** Saves the header's and footer's route lists; versioned and audited. */
export async function changeLayoutRoutes({ value, ...call }: ConsoleEdit<LayoutRoutes>) {
  const saved = await editSiteConfig({
    ...call,
    action: 'admin.site.layout_routes',
    subject: 'header and footer routes',
    edit: (config) => ({ config: { ...config, layoutRoutes: value }, before: layoutRoutesOf(config), after: value }),
  });
  return settingsOf(saved.version, saved.config);
}

/** For the admin console: fiaConfig's release calendar, with fiaConfig's version. */
export async function getFiaReleaseCalendar({ db }: { db: Db }): Promise<FiaReleaseCalendarResponse> {
  const config = await getFiaConfig({ db });
  const version = await configVersionOf({ db, key: FIA_CONFIG_KEY });
  return { version, releaseCalendar: config.releaseCalendar ?? null };
}

/** Saves the FIA survey's release calendar (submission and publication days); versioned and audited. */
export async function changeFiaReleaseCalendar({ value, ...call }: ConsoleEdit<FiaReleaseCalendar>) {
  const saved = await editFiaConfig({
    ...call,
    action: 'admin.site.fia_release_calendar',
    subject: 'fiaConfig release calendar',
    edit: (config) => ({
      config: { ...config, releaseCalendar: value },
      before: { releaseCalendar: config.releaseCalendar ?? null },
      after: { releaseCalendar: value },
    }),
  });
  return { version: saved.version, releaseCalendar: saved.config.releaseCalendar ?? null };
}

// The decommission notice (spec §2 myapps, §9), an announcement of the main configuration: its date
// (`decommissionDate`, which the spec's configuration already carries) and its texts.

type DecommissionNoticeValue = Omit<DecommissionNoticeBody, 'version'>;

const decommissionNoticeOf = (config: SiteConfig): DecommissionNoticeValue => ({
  decommissionDate: config.decommissionDate,
  ...(config.decommissionNotice ?? DEFAULT_DECOMMISSION_NOTICE),
});

/** For the admin console: the decommission notice as members read it, with the configuration's version. */
export async function getDecommissionNotice({ db }: { db: Db }): Promise<DecommissionNoticeResponse> {
  const config = await getSiteConfig({ db });
  return { version: await configVersionOf({ db, key: SITE_CONFIG_KEY }), ...decommissionNoticeOf(config) };
}

/** Saves the notice's date, heading, apps and sentences; versioned and audited. */
export async function changeDecommissionNotice({ value, ...call }: ConsoleEdit<DecommissionNoticeValue>) {
  const { decommissionDate, ...notice } = value;
  const saved = await editSiteConfig({
    ...call,
    action: 'admin.announcement.decommission_notice',
    subject: 'decommission notice',
    edit: (config) => ({
      config: { ...config, decommissionDate, decommissionNotice: notice },
      before: decommissionNoticeOf(config),
      after: value,
    }),
  });
  return { version: saved.version, ...decommissionNoticeOf(saved.config) };
}
