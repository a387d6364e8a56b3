// The site settings the admin console edits in the main configuration (issue 19): the support
// contact and the header's and footer's route lists (config.json), and fiaConfig's release calendar.
import {
  DEFAULT_SUPPORT_HOURS,
  type FiaReleaseCalendarResponse,
  type SiteSettingsResponse,
  type SupportContactBody,
} from '@mti/contracts/admin/console-site-settings';
import type { FiaReleaseCalendar } from '@mti/contracts/content/fia-calendar';
import { DEFAULT_LAYOUT_ROUTES, type LayoutRoutes } from '@mti/contracts/content/layout-routes';
import type { SiteConfig } from '@mti/contracts/content/site-config';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import {
  configVersionOf,
  editFiaConfig,
  editSiteConfig,
  FIA_CONFIG_KEY,
  getFiaConfig,
  getSiteConfig,
  SITE_CONFIG_KEY,
} from './service.ts';

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
