// The campaign job kinds on the job queue (decision 027): sending, proofs, the domain confirmation
// mail, and the sweep that restarts a running campaign whose sender stopped.
export const CAMPAIGN_JOBS = {
  send: 'passport.campaign.send',
  proof: 'passport.campaign.proof',
  domainConfirmation: 'passport.sender-domain.confirmation',
  sweep: 'passport.campaign.sweep',
} as const;
