// /api/admin/console/users…: the console's Users screen (issue 19): search, view, create, edit
// (membership, subscription dates, organisation), disable and enable, unlock, force a password
// change, send a reset link, reassign a passport seat when the employee left. Every edit carries
// the version it read (decision 050).
import { z } from 'zod';
import { EMAIL_PATTERN, INVALID_EMAIL } from '../common/email.ts';
import { blank, requiredText, tooLong } from '../common/text-rules.ts';
import { recordVersion } from './console-api.ts';
import { consoleListQuery, consoleListResponse } from './console-list.ts';

const optionalText = (label: string) => z.string().trim().max(100, tooLong(label));

export const DATE_INVALID = 'Enter dates as YYYY-MM-DD.';
export const SUBSCRIPTION_DATES_REVERSED = 'The subscription cannot end before it starts.';
export const USERID_INVALID = 'Username may hold only letters, digits, dots, dashes, underscores and @.';
export const USERID_TAKEN = 'This username is already taken.';
export const SEAT_REASON_REQUIRED =
  'A seat is reassigned only when its holder has left the company: choose the reason "employee left".';
export const SEAT_NEW_HOLDER_UNKNOWN = 'No user has this username.';
export const SEAT_NOT_HELD = 'This user does not hold a seat of this subscription.';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_INVALID)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), DATE_INVALID);
const email = z
  .string({ error: blank('Email') })
  .trim()
  .min(1, blank('Email'))
  .max(100, tooLong('Email'))
  .regex(EMAIL_PATTERN, INVALID_EMAIL);

export const USER_SORTS = ['userid', 'name', 'email', 'organization', 'last_login_at'] as const;
export const userListQuery = consoleListQuery(USER_SORTS);
export type UserListQuery = z.infer<typeof userListQuery>;

export const consoleUser = z.object({
  site_id: z.string(),
  userid: z.string(),
  email: z.string(),
  name_first: z.string(),
  name_last: z.string(),
  organization: z.string(),
  is_amt_member: z.boolean(),
  /** The flag as set; `subscription_current` also checks today against the dates. */
  subscription_active: z.boolean(),
  subscription_current: z.boolean(),
  subscription_starts_on: z.string().nullable(),
  subscription_expires_on: z.string().nullable(),
  is_administrator: z.boolean(),
  locked: z.boolean(),
  disabled: z.boolean(),
  must_change_password: z.boolean(),
  last_login_at: z.string().nullable(),
  version: z.number().int(),
});
export type ConsoleUser = z.infer<typeof consoleUser>;
export const userListResponse = consoleListResponse(consoleUser);

export const consoleUserDetail = consoleUser.extend({
  roles: z.array(z.string()),
  created_at: z.string(),
  /** Exhibitor Passport seats the user holds (subscription, company, show year). */
  seats: z.array(z.object({ subscription_id: z.number().int(), company_name: z.string(), show_year: z.string() })),
  /** The exhibitor company the user works for (Exhibitor Passport), if any. */
  company: z.object({ company_id: z.number().int(), company_name: z.string() }).nullable().default(null),
});
export type ConsoleUserDetail = z.infer<typeof consoleUserDetail>;

export const userParams = z.object({ siteId: z.string().regex(/^[\w-]{1,40}$/) });

const profileFields = {
  email,
  name_first: requiredText('First name'),
  name_last: requiredText('Last name'),
  organization: optionalText('Organization').default(''),
  is_amt_member: z.boolean().default(false),
  subscription_active: z.boolean().default(false),
  subscription_starts_on: isoDate.nullable().default(null),
  subscription_expires_on: isoDate.nullable().default(null),
};
const datesInOrder = (b: { subscription_starts_on: string | null; subscription_expires_on: string | null }) =>
  !b.subscription_starts_on || !b.subscription_expires_on || b.subscription_starts_on <= b.subscription_expires_on;

/** PUT …/users/:siteId: the user's profile, membership and subscription as the form holds them. */
export const updateUserBody = z
  .object({ version: recordVersion, ...profileFields })
  .refine(datesInOrder, { message: SUBSCRIPTION_DATES_REVERSED, path: ['subscription_expires_on'] });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** POST …/users: a new account; it has no password until the user follows the reset link mailed to them. */
export const createUserBody = z
  .object({
    userid: requiredText('Username').regex(/^[A-Za-z0-9._@-]+$/, USERID_INVALID),
    ...profileFields,
  })
  .refine(datesInOrder, { message: SUBSCRIPTION_DATES_REVERSED, path: ['subscription_expires_on'] });
export type CreateUserBody = z.infer<typeof createUserBody>;

/** POST …/users/:siteId/{disable,enable,unlock,force-password-change}: the version the screen read. */
export const userActionBody = z.object({ version: recordVersion });
export const USER_ACTIONS = ['disable', 'enable', 'unlock', 'force-password-change'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];
export const userActionParams = userParams.extend({ action: z.enum(USER_ACTIONS) });

/** POST …/users/:siteId/seats/:subscriptionId/reassign: the seat goes to another user (spec §6). */
export const SEAT_REASONS = ['employee left'] as const;
export const reassignUserSeatParams = userParams.extend({ subscriptionId: z.coerce.number().int().min(1) });
export const reassignUserSeatBody = z.object({
  to_userid: requiredText('New holder'),
  reason: z.enum(SEAT_REASONS, { error: SEAT_REASON_REQUIRED }),
});
