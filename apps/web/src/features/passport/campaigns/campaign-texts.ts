// The campaign screens' own words (the spec gives none beyond the help page's).
import type { CampaignStatus } from './campaign-draft-contract.ts';

export const SAVE_FAILED = 'The campaign could not be saved. Please try again.';
export const ACTION_FAILED = 'That did not work. Please try again.';
export const PROOF_SENT = (n: number) => `Proof sent to ${n} ${n === 1 ? 'address' : 'addresses'}.`;
export const CAMPAIGNS_EMPTY =
  'No campaigns yet. Enter a name above and choose Create New Campaign to write your first e-mail.';
export const DOMAIN_CONFIRMATION_SENT = (domain: string, email: string) =>
  `A confirmation e-mail for ${domain} was sent to ${email}. The domain is verified when its link is followed.`;

/** Words for the statuses (the spec shows no formal status names). */
export const STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  running: 'Sending',
  paused: 'Paused',
  cancelled: 'Cancelled',
  finished: 'Finished',
};
export const STATUS_COLORS: Record<CampaignStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  running: 'teal',
  paused: 'yellow',
  cancelled: 'red',
  finished: 'green',
};
