// The console's Exhibitor Passport section (issue 19): the admin module checks nothing itself (the
// console gate did) and changes nothing itself: passport owns contracts, seats and sending caps,
// the platform owns the job queue.
import type { ContractListQuery, JobListQuery } from '@mti/contracts/admin/console-passport';
import { SEAT_NEW_HOLDER_UNKNOWN } from '@mti/contracts/admin/users';
import type { SendingCapListQuery } from '@mti/contracts/passport/campaigns-api';
import type { ForgottenListQuery } from '@mti/contracts/passport/passport-admin-api';
import { badRequest } from '../../platform/errors.ts';
import { exportConsoleJobs, listConsoleJobs, retryFailedJob } from '../../platform/job-console.ts';
import { siteIdOfUser } from '../identity/service.ts';
import {
  addExtraSeats,
  allForgottenRequests,
  allSendingCaps,
  exportBoothContracts,
  listBoothContracts,
  pageOfForgottenRequests,
  pageOfSendingCaps,
  reassignSeat,
  setSendingCap,
} from '../passport/service.ts';
import type { ConsoleCall } from './console-gate.ts';

const passportCall = (call: ConsoleCall) => ({ db: call.db, user: call.admin, ip: call.ip });

export const listContracts = (call: ConsoleCall & { query: ContractListQuery }) => listBoothContracts(call);

export const CONTRACT_CSV_HEADER = [
  'Company',
  'Show year',
  'Booth',
  'Subscription',
  'Included seats',
  'Paid seats',
  'Seats used',
  'Daily sending cap',
];

export async function exportContracts(call: ConsoleCall & { query: ContractListQuery }) {
  return (await exportBoothContracts(call)).map((c) => [
    c.company_name,
    c.show_year,
    c.booth,
    c.subscription_id === null ? 'none' : String(c.subscription_id),
    c.included_seats,
    c.extra_seats,
    c.seats_used,
    c.daily_cap,
  ]);
}

export const addPaidSeats = (call: ConsoleCall & { subscriptionId: number; seats: number; reason: string }) =>
  addExtraSeats({ ...passportCall(call), subscriptionId: call.subscriptionId, seats: call.seats, reason: call.reason });

async function siteIdOf(call: ConsoleCall, userid: string, field: string): Promise<string> {
  const siteId = await siteIdOfUser({ db: call.db, userid });
  if (!siteId) throw badRequest('user_not_found', SEAT_NEW_HOLDER_UNKNOWN, field);
  return siteId;
}

/** Moves a seat between users (by login name) because the employee left; passport checks and audits it. */
export async function reassignContractSeat(
  call: ConsoleCall & { subscriptionId: number; fromUserid: string; toUserid: string; reason: string },
) {
  return reassignSeat({
    ...passportCall(call),
    subscriptionId: call.subscriptionId,
    fromSiteId: await siteIdOf(call, call.fromUserid, 'from_userid'),
    toSiteId: await siteIdOf(call, call.toUserid, 'to_userid'),
    reason: call.reason,
  });
}

export const sendingCaps = (call: ConsoleCall & { query: SendingCapListQuery }) =>
  pageOfSendingCaps({ ...passportCall(call), query: call.query });
export const SENDING_CAP_CSV_HEADER = [
  'Company',
  'Daily sending cap',
  'Sent today (UTC)',
  'Campaigns held by the cap',
  'Version',
];
export async function exportSendingCaps(call: ConsoleCall & { query: SendingCapListQuery }) {
  return (await allSendingCaps({ ...passportCall(call), query: call.query })).map((c) => [
    c.company_name,
    c.daily_cap,
    c.sent_today,
    c.held_campaigns,
    c.version,
  ]);
}
export const changeSendingCap = (call: ConsoleCall & { companyId: number; dailyCap: number; version: number }) =>
  setSendingCap({ ...passportCall(call), companyId: call.companyId, dailyCap: call.dailyCap, version: call.version });
export const forgottenRequests = (call: ConsoleCall & { query: ForgottenListQuery }) =>
  pageOfForgottenRequests({ ...passportCall(call), query: call.query });
export const FORGOTTEN_CSV_HEADER = [
  'Request',
  'Recorded (UTC)',
  'By (site ID)',
  'Reason',
  'Records removed',
  'Exported by',
];
export async function exportForgottenRequests(call: ConsoleCall & { query: ForgottenListQuery }) {
  return (await allForgottenRequests({ ...passportCall(call), query: call.query })).map((r) => [
    r.suppression_id,
    r.recorded_at,
    r.recorded_by,
    r.reason ?? '',
    r.contacts_removed,
    r.exported_by.join('; '),
  ]);
}

export const listJobs = (call: ConsoleCall & { query: JobListQuery }) => listConsoleJobs(call);
export const JOB_CSV_HEADER = ['Job', 'Kind', 'State', 'Attempts', 'Max attempts', 'Runs at (UTC)', 'Last error'];
export async function exportJobs(call: ConsoleCall & { query: JobListQuery }) {
  return (await exportConsoleJobs(call)).map((j) => [
    j.id,
    j.kind,
    j.state,
    j.attempts,
    j.max_attempts,
    j.run_at,
    j.last_error,
  ]);
}
export const retryJob = (call: ConsoleCall & { jobId: number }) =>
  retryFailedJob({ db: call.db, jobId: call.jobId, actor: call.admin.siteId, ip: call.ip });
