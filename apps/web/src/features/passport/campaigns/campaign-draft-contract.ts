// TEMPORARY stand-in for @mti/contracts/passport/campaigns-api until the campaigns-server branch
// lands it: the screens are built against these shapes, then this file is deleted.
import { z } from 'zod';

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'running', 'paused', 'cancelled', 'finished'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export type CampaignAction = 'schedule' | 'send_now' | 'pause' | 'resume' | 'cancel';

/** Which action moves a campaign from which status (the server checks the same table). */
export const CAMPAIGN_TRANSITIONS: Record<CampaignAction, { from: readonly CampaignStatus[]; to: CampaignStatus }> = {
  schedule: { from: ['draft', 'scheduled'], to: 'scheduled' },
  send_now: { from: ['draft', 'scheduled'], to: 'running' },
  pause: { from: ['scheduled', 'running'], to: 'paused' },
  resume: { from: ['paused'], to: 'running' },
  cancel: { from: ['draft', 'scheduled', 'running', 'paused'], to: 'cancelled' },
};
export const canTransition = (action: CampaignAction, status: CampaignStatus) =>
  CAMPAIGN_TRANSITIONS[action].from.includes(status);

export const PROOF_LIMIT = 5;
export const CAMPAIGN_BATCH_SIZE = 10_000;
export const FROM_NAME_REQUIRED = 'From Name is required';
export const FROM_EMAIL_REQUIRED = 'From Email is required';
export const REPLY_TO_REQUIRED = 'Reply-To Email is required';
export const INVALID_EMAIL = 'Please provide a valid email address';
export const PROOF_LIMIT_MESSAGE = `Send a proof to at most ${PROOF_LIMIT} addresses`;
export const SCHEDULE_IN_PAST = 'Choose a date and time in the future';
export const CAMPAIGN_NAME_REQUIRED = 'Campaign name is required';

const email = (required: string) => z.string().trim().min(1, required).email(INVALID_EMAIL);

export const campaignSenderBody = z.object({
  from_name: z.string().trim().min(1, FROM_NAME_REQUIRED).max(100),
  from_email: email(FROM_EMAIL_REQUIRED),
  reply_to_email: email(REPLY_TO_REQUIRED),
});
export const createCampaignBody = z.object({ name: z.string().trim().min(1, CAMPAIGN_NAME_REQUIRED).max(100) });
export const sendProofBody = z.object({
  addresses: z.array(z.string().trim().email(INVALID_EMAIL)).min(1).max(PROOF_LIMIT, PROOF_LIMIT_MESSAGE),
});

export const MERGE_FIELDS = [
  { key: 'first_name', label: 'First name', token: '{{first_name}}' },
  { key: 'company', label: 'Company', token: '{{company}}' },
  { key: 'booth', label: 'Booth', token: '{{booth}}' },
] as const;

export const CAMPAIGN_TEMPLATES = [
  { template_id: 'booth-invite', name: 'Visit our booth' },
  { template_id: 'product-launch', name: 'Product launch' },
  { template_id: 'follow-up', name: 'After the show' },
] as const;

export type CampaignCounts = { queued: number; sent: number; failed: number; unsubscribed: number };
export type CampaignBatch = { batch_no: number; size: number; sent: number; failed: number; status: string };
export type Campaign = {
  campaign_id: number;
  name: string;
  status: CampaignStatus;
  from_name: string;
  from_email: string;
  reply_to_email: string;
  subject: string;
  list_id: number | null;
  list_name: string | null;
  email_type: 'html' | 'template';
  template_id: string | null;
  html: string;
  fallbacks: Record<string, string>;
  click_tracking: boolean;
  send_at: string | null;
  created_at: string;
  counts: CampaignCounts;
  batches: CampaignBatch[];
};
export type CampaignPreview = { subject: string; html: string; text: string };
export type SendLogEntry = { contact_id: number; email: string; status: string; at: string; error: string | null };
export type SenderDomain = { domain: string; status: 'pending' | 'verified'; created_at: string };

export const CAMPAIGN_PATHS = {
  campaigns: '/api/passport/campaigns',
  campaign: (id: number) => `/api/passport/campaigns/${id}`,
  preview: (id: number) => `/api/passport/campaigns/${id}/preview`,
  proofs: (id: number) => `/api/passport/campaigns/${id}/proofs`,
  action: (id: number, action: CampaignAction) => `/api/passport/campaigns/${id}/${action.replace('_', '-')}`,
  log: (id: number) => `/api/passport/campaigns/${id}/log`,
  domains: '/api/passport/sender-domains',
};
