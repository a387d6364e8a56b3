// Wire shapes of the identity calls (spec §7, the mti/... calls). Paths are under /api/.
import { z } from 'zod';
import { INVALID_EMAIL, isValidEmail } from '../common/email.ts';
import { blank, requiredText, tooLong } from '../common/text-rules.ts';
import { newPasswordSchema } from './password-policy.ts';

// POST mti/login
export const loginBody = z.object({
  userid: requiredText('Username'),
  password: z
    .string({ error: blank('Password') })
    .min(1, blank('Password'))
    .max(100, tooLong('Password')),
});
export const LOGIN_FAILED = 'The username or password you entered is incorrect.';

/** Answer to a successful login, admin login, password reset or token renewal. */
export const sessionResponse = z.object({
  token: z.string(),
  site_id: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  force_password_change: z.boolean(),
  has_signed_eula: z.boolean(),
  /** Set when an administrator is acting as this user. */
  acting_admin: z.string().nullable(),
  /**
   * Added: false while the user's portal profile is still provisioning. Then no session is opened,
   * `token` is empty and the login cookie says `is_valid: false` (the page shows missing-id).
   */
  is_valid: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

// GET mti/token/{site_id}
export const tokenParams = z.object({ site_id: z.string().min(1).max(64) });

// GET mti/user (spec §3, User details)
export const userDetailsResponse = z.object({
  site_id: z.string(),
  /**
   * Added: the login name (POST mti/login's userid). changepassword signs in again with the new
   * password (spec §4), which needs it, and an OpenID sign-in never typed it.
   */
  userid: z.string(),
  name_first: z.string(),
  name_last: z.string(),
  user_email: z.string(),
  organization: z.string(),
  is_mti_subscription_active: z.boolean(),
  mti_sub_exp_date: z.string().nullable(),
  is_amt_member: z.boolean(),
  has_signed_eula: z.boolean(),
  force_password_change: z.boolean(),
  timss_customer: z.string(),
  /** Set when an administrator is acting as this user (shown in the header). */
  acting_admin: z.string().nullable(),
  roles: z.array(z.string()),
  /** Added (issue 19): the account is an administrator's; the user menu then offers the console. */
  is_administrator: z.boolean().optional(),
});
export type UserDetails = z.infer<typeof userDetailsResponse>;

// PUT mti/changePassword, PUT mti/resetPassword (the reset token comes as `Authorization: Bearer {mtu}`)
export const changePasswordBody = z.object({ new_password: newPasswordSchema });
export const resetPasswordBody = changePasswordBody;
export const RESET_LINK_EXPIRED = 'Hmm! Looks like your reset link has expired';
/** GET mti/resetPassword (Bearer {mtu}): whether the link can still be used. */
export const resetLinkStatusResponse = z.object({ valid: z.boolean() });

// POST mti/forgotPassword — spec §5: required, at most 100 characters.
export const EMAIL_BLANK = 'Email cannot be blank!';
export const forgotPasswordBody = z.object({
  email: z
    .string({ error: EMAIL_BLANK })
    .trim()
    .min(1, EMAIL_BLANK)
    .max(100, 'Email cannot be more than 100 characters long!'),
});
// POST mti/forgotUserName — spec §5: required and pattern-checked.
export const forgotUserNameBody = z.object({
  email: z
    .string({ error: EMAIL_BLANK })
    .trim()
    .min(1, EMAIL_BLANK)
    .max(100, 'Email cannot be more than 100 characters long!')
    .refine(isValidEmail, INVALID_EMAIL),
});

// POST mti/admin/login — spec §5: each field required and at most 100 characters.
export const adminLoginBody = z.object({
  adminid: requiredText('Username'),
  password: z
    .string({ error: blank('Password') })
    .min(1, blank('Password'))
    .max(100, tooLong('Password')),
  userid: requiredText('MTI Username'),
});

// GET mti/login/start?return=<path> (added): 302 to the sign-in page, or to the OpenID provider.
export const loginStartQuery = z.object({ return: z.string().max(2000).optional() });
/** The built-in sign-in page (a web route) that `mti/login/start` sends the browser to. */
export const SIGN_IN_PATH = '/signin';

// Added: the server's own refusals that the pages show as they come (`Error : {msg}`).
/** PUT mti/changePassword: the new password is the current one. */
export const PASSWORD_UNCHANGED = 'Your new password must be different from your current password.';
/** POST mti/admin/login: the administrator signed in, but the MTI Username names nobody. */
export const ADMIN_TARGET_NOT_FOUND = 'The MTI Username you entered does not exist.';
/** PUT mti/acceptEula and mti/acceptEula/{prefix} in a session opened through admin login. */
export const ADMIN_CANNOT_ACCEPT_TERMS = 'An administrator acting as a user cannot accept terms on their behalf.';
/** PUT mti/changePassword in a session opened through admin login (decision 026). */
export const ADMIN_CANNOT_CHANGE_PASSWORD =
  "An administrator acting as a user cannot change the user's password. The user changes it after signing in.";

/** Plain acknowledgement for calls whose answer the spec does not show. */
export const successResponse = z.object({ success: z.literal(true) });
