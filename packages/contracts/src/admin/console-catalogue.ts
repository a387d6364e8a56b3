// /api/admin/console/apps…: the console's Catalogue → Apps (issue 19, spec §3): every field of the
// product/app record but the maintenance window (its own screen), edited with the version read
// (decision 050). The same schema checks the form in the browser and the body on the server.
import { z } from 'zod';
import { blank } from '../common/text-rules.ts';
import { isKnownRole, ROLE_UNKNOWN } from '../identity/roles.ts';
import { recordVersion } from './console-api.ts';
import { consoleListQuery, consoleListResponse } from './console-list.ts';

export const APP_TITLE_MAX = 300;
export const APP_TITLE_TOO_LONG = `App title cannot be more than ${APP_TITLE_MAX} characters long!`;
export const SHORT_NAME_TOO_LONG = 'Short name cannot be more than 60 characters long!';
export const URL_KEY_INVALID = 'URL key may hold only lower-case letters, digits and dashes.';
export const APPURL_INVALID =
  'App URL must be a portal path (such as analytics/viewer/usmto-orders) or an https:// address.';
export const TERMS_URL_REQUIRED = 'Enter the address of the terms when the app requires its terms to be accepted.';
export const IMAGE_NAME_INVALID = 'Image must be a file name ending in .png, .jpg, .jpeg, .gif, .svg or .webp.';
export const ROLE_NAME_INVALID = 'Role may hold only lower-case letters, digits, dashes and underscores.';
export const SORT_ORDER_INVALID = 'Sort orders are whole numbers from 0 to 9999.';
export const TARGET_INVALID = 'Open in must be the same tab (_self) or a new tab (_blank).';
export const GROUP_UNKNOWN = 'There is no such group. Choose one of the groups listed.';
export const URL_KEY_TAKEN = 'Another app of this role already uses this URL key.';
export const NO_SUCH_APP = 'There is no such app.';

export const APP_TARGETS = ['_self', '_blank'] as const;

const text = (label: string, max: number, tooLongMsg: string) =>
  z
    .string({ error: blank(label) })
    .trim()
    .min(1, blank(label))
    .max(max, tooLongMsg);
const sortOrder = z
  .number({ error: SORT_ORDER_INVALID })
  .int(SORT_ORDER_INVALID)
  .min(0, SORT_ORDER_INVALID)
  .max(9999, SORT_ORDER_INVALID);
const address = z
  .string({ error: blank('App URL') })
  .trim()
  .min(1, blank('App URL'))
  .max(500, APPURL_INVALID)
  .regex(/^(https:\/\/\S+|(?!\/\/)\/?[\w\-./?=&%#]+)$/, APPURL_INVALID);

/** The editable fields of an app, as the form sends them (without the version). */
export const appFields = z
  .object({
    app_title: text('App title', APP_TITLE_MAX, APP_TITLE_TOO_LONG),
    short_name: text('Short name', 60, SHORT_NAME_TOO_LONG),
    url_key: text('URL key', 60, URL_KEY_INVALID).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, URL_KEY_INVALID),
    appurl: address,
    target: z.enum(APP_TARGETS, { error: TARGET_INVALID }),
    // Empty: no image (the launcher shows its generic icon); uploads are named by the console (decision 091).
    app_img: z
      .string()
      .trim()
      .max(100, IMAGE_NAME_INVALID)
      .regex(/^([\w.-]+\.(png|jpe?g|gif|svg|webp))?$/i, IMAGE_NAME_INVALID),
    group_name: text('Group', 100, GROUP_UNKNOWN),
    app_sort_order: sortOrder,
    menu_group_name: text('Menu group', 100, 'Menu group cannot be more than 100 characters long!'),
    menu_sort_order: sortOrder,
    mti_role_name: text('Role', 40, ROLE_NAME_INVALID)
      .regex(/^[a-z0-9_-]+$/, ROLE_NAME_INVALID)
      // One of the known roles (identity/roles.ts): a typo would hide the app from everyone.
      .refine((role): boolean => isKnownRole(role), ROLE_UNKNOWN),
    terms_required: z.boolean(),
    terms_url: z.string().trim().max(500, APPURL_INVALID).nullable(),
    /** 1 active (in the launcher), 0 inactive. */
    status: z.union([z.literal(0), z.literal(1)]),
  })
  .superRefine((app, context) => {
    if (app.terms_required && !app.terms_url)
      context.addIssue({ code: 'custom', message: TERMS_URL_REQUIRED, path: ['terms_url'] });
  });
export type AppFields = z.infer<typeof appFields>;

export const updateAppBody = z.intersection(appFields, z.object({ version: recordVersion }));
export type UpdateAppBody = z.infer<typeof updateAppBody>;

/** The first message per field of a form's values; empty when they may be saved. */
export function appFieldProblems(values: unknown): Partial<Record<keyof AppFields, string>> {
  const parsed = appFields.safeParse(values);
  const problems: Partial<Record<keyof AppFields, string>> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof AppFields;
    problems[field] ??= issue.message;
  }
  return problems;
}

export const consoleApp = z.object({
  app_key: z.string(),
  app_title: z.string(),
  short_name: z.string(),
  url_key: z.string(),
  appurl: z.string(),
  target: z.string(),
  app_img: z.string(),
  group_name: z.string(),
  group_sort_order: z.number().int(),
  app_sort_order: z.number().int(),
  menu_group_name: z.string(),
  menu_sort_order: z.number().int(),
  mti_role_name: z.string(),
  terms_required: z.boolean(),
  terms_url: z.string().nullable(),
  status: z.number().int(),
  is_under_maintenance: z.boolean(),
  version: z.number().int(),
});
export type ConsoleApp = z.infer<typeof consoleApp>;

export const APP_SORTS = ['group', 'short_name', 'url_key', 'role', 'menu_group', 'status'] as const;
export const appListQuery = consoleListQuery(APP_SORTS);
export type AppListQuery = z.infer<typeof appListQuery>;
export const appListResponse = consoleListResponse(consoleApp);

/** The app's edit screen: the app and the groups and menu groups it may be put in. */
export const consoleAppDetail = z.object({
  app: consoleApp,
  groups: z.array(z.object({ group_name: z.string(), group_sort_order: z.number().int() })),
  menu_groups: z.array(z.object({ menu_group_name: z.string(), menu_group_sort_order: z.number().int() })),
  /** The uploaded images an app may name (the shipped ones are SHIPPED_APP_IMAGES). */
  uploaded_images: z.array(z.string()),
});
export type ConsoleAppDetail = z.infer<typeof consoleAppDetail>;

export const appKeyParams = z.object({ appKey: z.string().min(1).max(100) });
