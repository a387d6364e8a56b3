// The main configuration (spec §3), served at /assets/config/config.json.
import { z } from 'zod';
import { decommissionNoticeSchema } from './decommission-notice.ts';
import { fiaReleaseCalendarSchema, fiaSeriesSchema } from './fia-calendar.ts';
import { layoutRoutesSchema } from './layout-routes.ts';

export const redirectUrlSchema = z.object({ oldUrl: z.string().min(1), newUrl: z.string().min(1) });

export const stateSchema = z.object({
  state_code: z.string().length(2),
  state_name: z.string().min(1),
});

export const siteConfigResponse = z.object({
  redirectUrls: z.array(redirectUrlSchema).optional(),
  roles: z.object({ mtprospect: z.literal('mtprospect') }).catchall(z.string()),
  stateList: z.array(stateSchema),
  supportEmail: z.string(),
  supportPhone: z.string(),
  decommissionDate: z.string(),
  /** Added (issue 19): the support line's hours as the site shows them; DEFAULT_SUPPORT_HOURS when unset. */
  supportHours: z.string().optional(),
  /** Added (issue 19): the header's and footer's route lists; DEFAULT_LAYOUT_ROUTES when unset. */
  layoutRoutes: layoutRoutesSchema.optional(),
  /** Added (issue 19): the decommission notice's heading, apps and sentences; DEFAULT_DECOMMISSION_NOTICE when unset. */
  decommissionNotice: decommissionNoticeSchema.optional(),
  /** Added: where `cdslogout/callback` sends the browser (the e-mail tool's logout), when set. */
  cdsLogoutUrl: z.string().optional(),
});
export type SiteConfig = z.infer<typeof siteConfigResponse>;
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/**
 * The second configuration: the FIA (forging industry) monthly benchmarking survey programme that
 * the survey app serves (spec §3 leaves its fields open; decision 042): its name, logo, contact and
 * base path, the series its members report and where each comes from, and its release calendar.
 */
export const fiaConfigResponse = z.object({
  programName: z.string().min(1),
  surveyBasePath: z.string().startsWith('/'),
  contactEmail: z.string().email(),
  logo: z.string().min(1),
  /** Optional: a configuration stored before they existed still loads (and shows no calendar). */
  series: z.array(fiaSeriesSchema).min(1).optional(),
  releaseCalendar: fiaReleaseCalendarSchema.optional(),
});
export type FiaConfig = z.infer<typeof fiaConfigResponse>;
