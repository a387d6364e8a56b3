// Wire shapes of the product calls (spec §3 Product/app record and Menu group; §7 mti/products).
import { z } from 'zod';

export const productRecord = z.object({
  group_name: z.string(),
  group_sort_order: z.number().int(),
  /** May contain HTML: the client sanitises it before showing it. */
  app_title: z.string(),
  app_img: z.string(),
  appurl: z.string(),
  target: z.string(),
  terms_required: z.boolean(),
  terms_accepted: z.boolean(),
  terms_url: z.string().nullable(),
  is_under_maintenance: z.boolean(),
  maintenance_text: z.string().nullable(),
  maintenance_start: z.string().nullable(),
  maintenance_end: z.string().nullable(),
  app_sort_order: z.number().int(),
  mti_role_name: z.string(),
  menu_group_name: z.string(),
  menu_sort_order: z.number().int(),
  short_name: z.string(),
  url_key: z.string(),
  /** 1 means active (spec §9). */
  status: z.number().int(),
  /**
   * A data app's figures (added to spec §3's record): through which month ('YYYY-MM'), and the day
   * the next ones are due ('YYYY-MM-DD'); absent for an app without a dataset.
   */
  data_release: z
    .object({ data_through: z.string().regex(/^\d{4}-\d{2}$/), next_release: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
    .nullable()
    .optional(),
});
export type ProductRecord = z.infer<typeof productRecord>;
export const productsResponse = z.array(productRecord);

export const menuEntry = z.object({
  short_name: z.string(),
  url_key: z.string(),
  appurl: z.string(),
  target: z.string(),
});
export const menuGroup = z.object({ menu_group_name: z.string(), entries: z.array(menuEntry) });
export type MenuGroup = z.infer<typeof menuGroup>;
export const roleMenuResponse = z.array(menuGroup);
export const roleParams = z.object({
  role: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/),
});

/** PUT mti/acceptEula/{prefix}: the first part of the app's appurl before a hyphen. */
export const acceptAppTermsParams = z.object({
  prefix: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w.]+$/),
});
export const ACTIVE_STATUS = 1;

/**
 * Added (decision 078): PUT mti/acceptEula/{prefix} may name the terms version the dialog showed;
 * when the terms changed meanwhile the acceptance is refused (409 `terms_changed`), so nobody is
 * recorded as accepting a text they did not see. Without a body the current version is recorded.
 */
export const acceptAppTermsBody = z.object({ version: z.number().int().min(0) }).nullish();
export const TERMS_CHANGED = 'terms_changed';
export const TERMS_CHANGED_MSG = 'These terms have just been updated. Please read the new text and accept it.';

/**
 * Added (decision 078): GET mti/appTerms/{prefix}, the current terms text of one of the user's
 * apps for the launcher's terms dialog. `version` 0 and `body` null: no text is stored for these
 * terms (the dialog then points to the app's terms_url).
 */
export const appTermsText = z.object({
  terms_key: z.string(),
  version: z.number().int(),
  body: z.string().nullable(),
});
export type AppTermsText = z.infer<typeof appTermsText>;
/** Added (decision 084): the public legal pages of app terms read the stored current text. */
export const NO_PUBLISHED_TERMS = 'There is no published text of these terms.';
export const publicTermsParams = z.object({ termsKey: z.string().regex(/^[a-z0-9]{1,40}$/) });
/** The legal page of each app terms text: its address under /legal and the terms key it shows. */
export const APP_TERMS_PAGES = { 'techtrends-terms': 'techtrends', 'economic-trends-terms': 'econ' } as const;
/** Added: PUT mti/acceptEula/{prefix} for no app of the user's that has terms. */
export const NO_SUCH_APP_TERMS = 'There are no terms to accept for that app.';

/**
 * Added: the key an app's terms acceptance is recorded under, i.e. the `{prefix}` of
 * `PUT mti/acceptEula/{prefix}`: the first part before a hyphen of the appurl's last path
 * segment, so `analytics/viewer/econ-trends` and `tableau/viewer/econ-outlook?detailId=7` both
 * give `econ` (the app's role), and `techtrends-roadmaps` gives `techtrends`.
 */
export function appTermsKey(appurl: string): string {
  const path = appurl.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? '';
  return last.split('-')[0] ?? '';
}
