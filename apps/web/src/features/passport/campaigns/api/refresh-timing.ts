// When a campaign's screens ask the server again. Running: every LIVE_PROGRESS_MS (decision 044).
// Scheduled: once at its send time, then, while the server has not started it yet (the job queue
// picks it up a little after the time; a stopped worker later), every LIVE_PROGRESS_MS, backing
// off to a minute the longer it is overdue (decision 086). Anything else: never.
import type { CampaignStatus } from '@mti/contracts/passport/campaigns-api';

/** How often a list or page with a sending campaign asks for fresh counts. */
export const LIVE_PROGRESS_MS = 2_000;
/** The longest wait between two looks at a scheduled campaign: a send time moved by another user
 *  or a browser clock that differs from the server's is noticed within it. */
export const SCHEDULED_LOOK_MAX_MS = 60_000;
/** Asked a little after the send time, not on it: the server starts the send at the time at best. */
const AFTER_SEND_TIME_MS = 500;
/** Overdue by d, the next look is d / OVERDUE_BACK_OFF away (at least LIVE_PROGRESS_MS). */
const OVERDUE_BACK_OFF = 10;

export const isSending = (status: CampaignStatus) => status === 'running';

type Timed = { status: CampaignStatus; send_at: string | null };

/** Milliseconds until the next look at one campaign, or false: nothing will change by itself. */
export function nextLookMs(campaign: Timed, now: number = Date.now()): number | false {
  if (isSending(campaign.status)) return LIVE_PROGRESS_MS;
  if (campaign.status !== 'scheduled' || campaign.send_at == null) return false;
  const untilSend = Date.parse(campaign.send_at) - now;
  if (Number.isNaN(untilSend)) return false;
  if (untilSend >= 0) return Math.min(untilSend + AFTER_SEND_TIME_MS, SCHEDULED_LOOK_MAX_MS);
  return Math.min(Math.max(LIVE_PROGRESS_MS, -untilSend / OVERDUE_BACK_OFF), SCHEDULED_LOOK_MAX_MS);
}

/** The soonest look any of the campaigns needs (a list of them), or false. */
export function nextLookForAll(campaigns: readonly Timed[] | undefined, now: number = Date.now()): number | false {
  let soonest: number | false = false;
  for (const campaign of campaigns ?? []) {
    const wait = nextLookMs(campaign, now);
    if (wait !== false && (soonest === false || wait < soonest)) soonest = wait;
  }
  return soonest;
}
