// /api/admin/console/passport… and /api/admin/console/jobs…: the console's Exhibitor Passport
// section (issue 19): booth contracts per show cycle with their subscription and seats, paid
// seats, seat reassignment (only because the employee left), daily sending caps, and the job
// queue's queued and failed jobs with a retry. The passport module owns the data; the rules are here.
import { z } from 'zod';
import { requiredText } from '../common/text-rules.ts';
import { consoleListQuery, consoleListResponse } from './console-list.ts';
import { SEAT_REASON_REQUIRED, SEAT_REASONS } from './users.ts';

export const PAID_SEATS_RANGE = 'Add from 1 to 50 paid seats at a time.';
export const NO_SUBSCRIPTION = 'This booth contract has no Exhibitor Passport subscription yet.';
export const JOB_NOT_FAILED = 'Only a failed job can be retried; this one is no longer failed. Reload the list.';

export const CONTRACT_SORTS = ['company_name', 'show_year', 'booth', 'seats_used', 'daily_cap'] as const;
export const contractListQuery = consoleListQuery(CONTRACT_SORTS).extend({
  show_year: z.string().trim().max(20).default(''),
});
export type ContractListQuery = z.infer<typeof contractListQuery>;

export const boothContractRow = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  show_year: z.string(),
  booth: z.string(),
  subscription_id: z.number().int().nullable(),
  included_seats: z.number().int(),
  extra_seats: z.number().int(),
  seats_used: z.number().int(),
  /** The seat holders' usernames. */
  holders: z.array(z.string()),
  daily_cap: z.number().int(),
  /** The cap's version, sent back when it is changed (0: never set). */
  daily_cap_version: z.number().int(),
});
export type BoothContractRow = z.infer<typeof boothContractRow>;
export const contractListResponse = consoleListResponse(boothContractRow);
export type ContractListResponse = z.infer<typeof contractListResponse>;

export const consoleSubscriptionParams = z.object({ subscriptionId: z.coerce.number().int().min(1).max(2147483647) });

/** POST …/passport/subscriptions/:id/paid-seats: seats bought beyond the included ones. */
export const paidSeatsBody = z.object({
  seats: z.number({ error: PAID_SEATS_RANGE }).int(PAID_SEATS_RANGE).min(1, PAID_SEATS_RANGE).max(50, PAID_SEATS_RANGE),
  reason: requiredText('Reason'),
});
export type PaidSeatsBody = z.infer<typeof paidSeatsBody>;

/** POST …/passport/subscriptions/:id/reassign: a seat moves from one user to another (spec §6). */
export const consoleReassignBody = z.object({
  from_userid: requiredText('Current holder'),
  to_userid: requiredText('New holder'),
  reason: z.enum(SEAT_REASONS, { error: SEAT_REASON_REQUIRED }),
});
export type ConsoleReassignBody = z.infer<typeof consoleReassignBody>;

export const CONSOLE_JOB_STATES = ['failed', 'queued'] as const;
export const JOB_SORTS = ['id', 'kind', 'attempts', 'run_at'] as const;
export const jobListQuery = consoleListQuery(JOB_SORTS).extend({ state: z.enum(CONSOLE_JOB_STATES).default('failed') });
export type JobListQuery = z.infer<typeof jobListQuery>;
export const consoleJobRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.string(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  run_at: z.string(),
  last_error: z.string().nullable(),
});
export type ConsoleJobRow = z.infer<typeof consoleJobRow>;
export const jobListResponse = consoleListResponse(consoleJobRow);
export type JobListResponse = z.infer<typeof jobListResponse>;
export const jobParams = z.object({ jobId: z.coerce.number().int().min(1).max(2147483647) });
