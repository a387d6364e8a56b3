// The console's Users screen (issue 19): the admin module checks nothing itself (the console gate
// did) and changes nothing itself: identity changes accounts, passport moves seats.
import type {
  ConsoleUserDetail,
  CreateUserBody,
  UpdateUserBody,
  UserAction,
  UserListQuery,
} from '@mti/contracts/admin/users';
import { SEAT_NEW_HOLDER_UNKNOWN, SEAT_NOT_HELD } from '@mti/contracts/admin/users';
import { badRequest } from '../../platform/errors.ts';
import {
  applyUserAction,
  createConsoleUser,
  exportConsoleUsers,
  getConsoleUser,
  listConsoleUsers,
  sendResetLinkFromConsole,
  siteIdOfUser,
  updateConsoleUser,
} from '../identity/service.ts';
import { companyOfUser, reassignSeat, seatsHeldBy } from '../passport/service.ts';
import type { ConsoleCall } from './console-gate.ts';

const changeOf = (call: ConsoleCall) => ({ db: call.db, actor: call.admin.siteId, ip: call.ip });
const passportCall = (call: ConsoleCall) => ({ db: call.db, user: call.admin, ip: call.ip });

export const listUsers = (call: ConsoleCall & { query: UserListQuery }) => listConsoleUsers(call);

export const USER_CSV_HEADER = [
  'Username',
  'Site id',
  'First name',
  'Last name',
  'Email',
  'Organization',
  'Member',
  'Subscription',
  'Subscription starts',
  'Subscription ends',
  'Locked',
  'Disabled',
  'Last sign-in (UTC)',
];

export async function exportUsers(call: ConsoleCall & { query: UserListQuery }) {
  return (await exportConsoleUsers(call)).map((u) => [
    u.userid,
    u.site_id,
    u.name_first,
    u.name_last,
    u.email,
    u.organization,
    u.is_amt_member ? 'yes' : 'no',
    u.subscription_current ? 'active' : 'inactive',
    u.subscription_starts_on,
    u.subscription_expires_on,
    u.locked ? 'yes' : 'no',
    u.disabled ? 'yes' : 'no',
    u.last_login_at,
  ]);
}

async function seatsOf(call: ConsoleCall, siteId: string) {
  const seats = await seatsHeldBy({ ...passportCall(call), siteId });
  return seats.map((s) => ({
    subscription_id: s.subscription_id,
    company_name: s.company_name,
    show_year: s.show_year,
  }));
}

export async function getUser(call: ConsoleCall & { siteId: string }): Promise<ConsoleUserDetail> {
  const user = await getConsoleUser(call);
  return { ...user, seats: await seatsOf(call, call.siteId), company: await companyOfUser(call) };
}

export async function createUser(call: ConsoleCall & { body: CreateUserBody }) {
  const created = await createConsoleUser({ ...changeOf(call), body: call.body });
  return { ...created, seats: [], company: null };
}

export async function updateUser(call: ConsoleCall & { siteId: string; body: UpdateUserBody }) {
  await updateConsoleUser({ ...changeOf(call), siteId: call.siteId, body: call.body });
  return getUser(call);
}

export async function actOnUser(call: ConsoleCall & { siteId: string; version: number; userAction: UserAction }) {
  await applyUserAction({ ...changeOf(call), siteId: call.siteId, version: call.version, userAction: call.userAction });
  return getUser(call);
}

export async function sendResetLink(call: ConsoleCall & { siteId: string }) {
  await sendResetLinkFromConsole({ ...changeOf(call), siteId: call.siteId });
}

/** Moves the user's seat to another user (by login name) because the employee left; passport audits it. */
export async function reassignUserSeat(
  call: ConsoleCall & { siteId: string; subscriptionId: number; toUserid: string; reason: string },
) {
  const holder = await getConsoleUser(call);
  const seats = await seatsOf(call, holder.site_id);
  if (!seats.some((s) => s.subscription_id === call.subscriptionId))
    throw badRequest('seat_not_held', SEAT_NOT_HELD, 'subscription_id');
  const toSiteId = await siteIdOfUser({ db: call.db, userid: call.toUserid });
  if (!toSiteId) throw badRequest('user_not_found', SEAT_NEW_HOLDER_UNKNOWN, 'to_userid');
  await reassignSeat({
    ...passportCall(call),
    subscriptionId: call.subscriptionId,
    fromSiteId: holder.site_id,
    toSiteId,
    reason: call.reason,
  });
  return getUser(call);
}
