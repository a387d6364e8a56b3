// The signed-in user as the web and other modules see them: details and entitlements.
import type { UserDetails } from '@mti/contracts/identity/identity-api';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { badToken } from '../../platform/errors.ts';
import { findEntitlements, findUserBySiteId, listRolesOfUser } from './queries.ts';

/** GET mti/user (spec §3 User details). */
export async function getUserDetails({ db, user }: { db: Db; user: AuthenticatedUser }): Promise<UserDetails> {
  const row = await findUserBySiteId(db, user.siteId);
  if (!row) throw badToken();
  return {
    site_id: row.siteId,
    userid: row.userid,
    name_first: row.nameFirst,
    name_last: row.nameLast,
    user_email: row.email,
    organization: row.organization,
    is_mti_subscription_active: row.subscriptionActive,
    mti_sub_exp_date: row.subscriptionExpiresOn,
    is_amt_member: row.isAmtMember,
    has_signed_eula: row.hasSignedEula,
    force_password_change: row.forcePasswordChange,
    timss_customer: row.timssCustomer,
    acting_admin: user.actingAdmin,
    roles: await listRolesOfUser(db, row.siteId),
    is_administrator: row.isAdministrator,
  };
}

export type Entitlements = { subscriptionActive: boolean; roles: string[] };

/** For other modules (catalog): what the user is entitled to. */
export async function getEntitlements({ db, siteId }: { db: Db; siteId: string }): Promise<Entitlements> {
  return (await findEntitlements(db, siteId)) ?? { subscriptionActive: false, roles: [] };
}

/** For the administrator's views (/api/admin): whether the account is an administrator's. */
export async function isAdministrator({ db, siteId }: { db: Db; siteId: string }): Promise<boolean> {
  return (await findUserBySiteId(db, siteId))?.isAdministrator === true;
}
