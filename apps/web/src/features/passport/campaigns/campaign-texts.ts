// The campaign screens' own words (the contracts hold the rules' messages and the status names).
export const SAVE_FAILED = 'The campaign could not be saved. Please try again.';
export const ACTION_FAILED = 'That did not work. Please try again.';
export const PROOF_SENT = (to: readonly string[]) => `Proof sent to ${to.join(', ')}.`;
export const CAMPAIGNS_EMPTY =
  'No campaigns yet. Enter a name above and choose Create New Campaign to write your first e-mail.';
export const DOMAIN_CONFIRMATION_SENT = (domain: string, email: string) =>
  `A confirmation e-mail for ${domain} was sent to ${email}. The domain is verified when its link is followed.`;
/** A domain verified by the association in its console: no confirmation e-mail was sent. */
export const DOMAIN_VERIFIED_BY_ASSOCIATION = 'None: verified by the association';

export const STATUS_COLORS = {
  draft: 'gray',
  scheduled: 'blue',
  running: 'teal',
  paused: 'yellow',
  cancelled: 'red',
  finished: 'green',
} as const;
/** After DAILY_CAP_REACHED: when a held campaign sends again. */
export const SENDING_RESUMES = (when: string) => `Sending resumes ${when}.`;
