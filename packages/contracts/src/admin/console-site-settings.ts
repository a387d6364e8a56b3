// The site settings edited from the admin console (issue 19): the support contact the public pages
// show, and the route-prefix lists of the header and footer (spec §2 "Header and footer"). Both live
// in the main configuration (config.json) and share its version with the redirect list.
import { z } from 'zod';
import { INVALID_EMAIL } from '../common/email.ts';
import { fiaReleaseCalendarSchema } from '../content/fia-calendar.ts';
import { layoutRoutesSchema } from '../content/layout-routes.ts';

export { telHref } from '../common/tel-href.ts';

export const SUPPORT_PHONE_REQUIRED = 'Enter the support phone number.';
export const SUPPORT_PHONE_INVALID =
  'Enter a phone number of 7 to 15 digits; spaces, brackets, dashes, dots and a leading + may separate them.';
export const SUPPORT_EMAIL_REQUIRED = 'Enter the support e-mail address.';
export const SUPPORT_HOURS_REQUIRED = 'Enter the support hours, such as Mon-Fri 8am-5pm EST.';
export const SUPPORT_HOURS_TOO_LONG = 'Keep the support hours under 80 characters.';

/** The default hours (spec §4 constants: Monday to Friday, 8am-5pm Eastern) until one is saved. */
export const DEFAULT_SUPPORT_HOURS = 'Mon-Fri 8am-5pm EST';

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** Why the phone cannot be saved, or null. Shared by the form and the server. */
export function supportPhoneProblem(value: string): string | null {
  const phone = value.trim();
  if (!phone) return SUPPORT_PHONE_REQUIRED;
  const digits = phone.replace(/\D/g, '').length;
  if (!PHONE_CHARACTERS.test(phone) || digits < 7 || digits > 15) return SUPPORT_PHONE_INVALID;
  return null;
}

export const supportContactBody = z.object({
  version: z.number().int().min(1),
  supportPhone: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = supportPhoneProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  // zod's address check rather than the spec's user e-mail pattern, whose 2-4 letter ending refuses
  // the demo's own support@mti-portal.example (and any newer ending such as .museum).
  supportEmail: z.string().trim().min(1, SUPPORT_EMAIL_REQUIRED).email(INVALID_EMAIL),
  supportHours: z.string().trim().min(1, SUPPORT_HOURS_REQUIRED).max(80, SUPPORT_HOURS_TOO_LONG),
});
export type SupportContactBody = z.infer<typeof supportContactBody>;

export const layoutRoutesBody = layoutRoutesSchema.extend({ version: z.number().int().min(1) });
export type LayoutRoutesBody = z.infer<typeof layoutRoutesBody>;

export const siteSettingsResponse = z.object({
  version: z.number().int(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  supportHours: z.string(),
  layoutRoutes: layoutRoutesSchema,
});
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponse>;

/** fiaConfig's release calendar (decision 042), checked by its own schema, with fiaConfig's version. */
export const fiaReleaseCalendarBody = z.object({
  version: z.number().int().min(1),
  releaseCalendar: fiaReleaseCalendarSchema,
});
export type FiaReleaseCalendarBody = z.infer<typeof fiaReleaseCalendarBody>;

export const fiaReleaseCalendarResponse = z.object({
  version: z.number().int(),
  /** null until a calendar is saved: the survey then shows none. */
  releaseCalendar: fiaReleaseCalendarSchema.nullable(),
});
export type FiaReleaseCalendarResponse = z.infer<typeof fiaReleaseCalendarResponse>;
