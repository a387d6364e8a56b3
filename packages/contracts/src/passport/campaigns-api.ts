// Wire shapes of the Exhibitor Passport e-mail campaigns (issue 16; decision 043) under
// /api/passport/campaigns: spec §2 (Campaigns help page), §3 (campaign fields), §4 (flow),
// §5 (sender fields required), §9 (mailing list split size 10,000). The status table below is the
// one both sides read; the server checks every transition against it with the same messages.
import { z } from 'zod';
import { consoleListQuery, consoleListResponse } from '../admin/console-list.ts';
import { EMAIL_PATTERN, INVALID_EMAIL } from '../common/email.ts';

// ---- Paths -------------------------------------------------------------------------------------
export const CAMPAIGN_PATHS = {
  campaigns: '/api/passport/campaigns',
  campaign: (campaignId: number) => `/api/passport/campaigns/${campaignId}`,
  preview: (campaignId: number) => `/api/passport/campaigns/${campaignId}/preview`,
  proofs: (campaignId: number) => `/api/passport/campaigns/${campaignId}/proofs`,
  schedule: (campaignId: number) => `/api/passport/campaigns/${campaignId}/schedule`,
  sendNow: (campaignId: number) => `/api/passport/campaigns/${campaignId}/send-now`,
  pause: (campaignId: number) => `/api/passport/campaigns/${campaignId}/pause`,
  resume: (campaignId: number) => `/api/passport/campaigns/${campaignId}/resume`,
  cancel: (campaignId: number) => `/api/passport/campaigns/${campaignId}/cancel`,
  log: (campaignId: number) => `/api/passport/campaigns/${campaignId}/log`,
  templates: '/api/passport/campaign-templates',
  senderDomains: '/api/passport/sender-domains',
  // Public pages (no login), outside /api/ because a mail client's one-click POST carries no
  // anti-forgery token: server-rendered, each GET shows a confirm button, each POST acts.
  /** The link in the domain confirmation e-mail; POST confirms. */
  confirmSenderDomain: (token: string) => `/passport/sender-domains/confirm/${token}`,
  /** The visible unsubscribe link and List-Unsubscribe; POST unsubscribes (also RFC 8058 one-click). */
  unsubscribe: (token: string) => `/passport/unsubscribe/${token}`,
  /** The click-tracking redirect (only in campaigns with click tracking on). */
  click: (token: string) => `/passport/click/${token}`,
} as const;

// ---- Constants ---------------------------------------------------------------------------------
/** Spec §9: lists over 10,000 contacts go out in batches of 10,000, each with its own progress. */
export const CAMPAIGN_BATCH_SIZE = 10_000;
export const MAX_PROOF_RECIPIENTS = 5;
export const CAMPAIGN_NAME_MAX_LENGTH = 100;
export const SENDER_NAME_MAX_LENGTH = 100;
export const SUBJECT_MAX_LENGTH = 200;
export const HTML_MAX_LENGTH = 200_000;
/** A company's daily cap when an administrator has set none. */
export const DEFAULT_DAILY_CAP = 10_000;
export const MAX_DAILY_CAP = 1_000_000;
/** Help page: the web shows times in US Eastern; the API takes and returns ISO 8601 UTC. */
export const CAMPAIGN_DISPLAY_TIME_ZONE = 'America/New_York';

/** Every campaign e-mail carries the association's postal address (anti-spam law; spec §1 footer). */
export const CAMPAIGN_POSTAL_ADDRESS = {
  organisation: 'Manufacturing Technology Insights Association',
  street: '7901 Westpark Drive, Suite 400',
  city: 'McLean, VA 22102',
} as const;
export const UNSUBSCRIBE_LINK_TEXT = 'Unsubscribe';
export const UNSUBSCRIBE_CONFIRM_TEXT = 'Unsubscribe from exhibitor e-mails sent through the Exhibitor Passport?';
export const UNSUBSCRIBE_DONE_TEXT =
  'You are unsubscribed. No exhibitor will send you e-mails through the Exhibitor Passport again.';

// ---- Statuses and their transitions (one table, read by the web and checked by the server) -----
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'running', 'paused', 'cancelled', 'finished'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  running: 'Running',
  paused: 'Paused',
  cancelled: 'Cancelled',
  finished: 'Finished',
};

/** What a user can do to a campaign; the server refuses an action from any other status (409). */
export const CAMPAIGN_ACTIONS = ['schedule', 'send_now', 'pause', 'resume', 'cancel'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];
export const CAMPAIGN_ACTION_LABELS: Record<CampaignAction, string> = {
  schedule: 'Schedule',
  send_now: 'Send now',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel campaign',
};
/**
 * from: the statuses the action is allowed in; to: the status it leads to. Resume leads back to
 * `scheduled` when the campaign's time has not come yet, else to `running`.
 */
export const CAMPAIGN_ACTION_RULES: Record<CampaignAction, { from: readonly CampaignStatus[]; to: CampaignStatus }> = {
  schedule: { from: ['draft', 'scheduled'], to: 'scheduled' },
  send_now: { from: ['draft', 'scheduled'], to: 'running' },
  pause: { from: ['scheduled', 'running'], to: 'paused' },
  resume: { from: ['paused'], to: 'running' },
  cancel: { from: ['draft', 'scheduled', 'running', 'paused'], to: 'cancelled' },
};
/** Every allowed status change, the sender's own included (scheduled → running at its time, running → finished). */
export const CAMPAIGN_TRANSITIONS: Record<CampaignStatus, readonly CampaignStatus[]> = {
  draft: ['scheduled', 'running', 'cancelled'],
  scheduled: ['scheduled', 'running', 'paused', 'cancelled'],
  running: ['paused', 'cancelled', 'finished'],
  paused: ['running', 'scheduled', 'cancelled'],
  cancelled: [],
  finished: [],
};
/** Sender, list and e-mail can be edited only before anything is sent. */
export const EDITABLE_STATUSES: readonly CampaignStatus[] = ['draft', 'scheduled'];

export function canApply(action: CampaignAction, status: CampaignStatus): boolean {
  return CAMPAIGN_ACTION_RULES[action].from.includes(status);
}

// ---- Messages ----------------------------------------------------------------------------------
export const CAMPAIGN_NAME_REQUIRED = 'Please enter a campaign name.';
export const CAMPAIGN_NAME_TOO_LONG = `A campaign name cannot be more than ${CAMPAIGN_NAME_MAX_LENGTH} characters long.`;
/** Spec §5: the sender fields are required (the help page: "Fields in blue are required"). */
export const FROM_NAME_REQUIRED = 'From Name is required.';
export const FROM_EMAIL_REQUIRED = 'From Email is required.';
export const REPLY_TO_REQUIRED = 'Reply-To Email is required.';
export const SENDER_NAME_TOO_LONG = `From Name cannot be more than ${SENDER_NAME_MAX_LENGTH} characters long.`;
export { INVALID_EMAIL };
export const SUBJECT_REQUIRED = 'Please enter a subject line.';
export const SUBJECT_TOO_LONG = `A subject line cannot be more than ${SUBJECT_MAX_LENGTH} characters long.`;
export const HTML_REQUIRED = 'Please enter the e-mail’s HTML code.';
export const HTML_TOO_LARGE = 'The e-mail’s HTML is too large (at most 200,000 characters).';
export const TEMPLATE_BODY_REQUIRED = 'Please write the e-mail’s message.';
export const CTA_URL_INVALID = 'The call-to-action link must be a web address starting with https:// or http://.';
export const LOGO_URL_INVALID = 'The logo must be a web address starting with https://.';
export const LIST_REQUIRED = 'Please choose a list.';
export const UNKNOWN_CAMPAIGN = 'This campaign does not exist.';
export const UNKNOWN_CAMPAIGN_LIST = 'This list does not exist.';
export const CAMPAIGN_NAME_TAKEN = 'A campaign with this name already exists. Please pick a different name.';
/** A schedule needs a date and time in the future (the web shows US Eastern). */
export const SEND_AT_REQUIRED = 'Please pick a date and time.';
export const SEND_AT_IN_PAST = 'Please pick a date and time in the future.';
export const CAMPAIGN_NOT_EDITABLE = 'This campaign has started: its sender, list and e-mail can no longer be changed.';
/** Schedule or send now before everything is filled in. */
export const CAMPAIGN_INCOMPLETE = 'Please complete the sender fields, the subject, the list and the e-mail first.';
export const LIST_HAS_NO_RECIPIENTS = 'No contact in this list has opted in with a valid e-mail address.';
export const PROOF_RECIPIENTS_REQUIRED = 'Please enter at least one proof recipient.';
export const TOO_MANY_PROOF_RECIPIENTS = `Send a proof to at most ${MAX_PROOF_RECIPIENTS} addresses.`;
export const PREVIEW_CONTACT_NOT_IN_LIST = 'This contact is not in the campaign’s list.';
export const fromDomainNotVerified = (domain: string) =>
  `The From Email’s domain ${domain} is not one of your company’s verified sender domains. Verify it under Sender Domains first.`;
/** 409 when an action is not allowed in the campaign's current status. */
export const actionNotAllowed = (action: CampaignAction, status: CampaignStatus) =>
  `A ${CAMPAIGN_STATUS_LABELS[status].toLowerCase()} campaign cannot be ${ACTION_PAST[action]}.`;
const ACTION_PAST: Record<CampaignAction, string> = {
  schedule: 'scheduled',
  send_now: 'sent now',
  pause: 'paused',
  resume: 'resumed',
  cancel: 'cancelled',
};
export const DOMAIN_EMAIL_REQUIRED = 'Please enter an e-mail address at the domain to verify.';
export const DOMAIN_ALREADY_VERIFIED = 'This domain is already verified for your company.';
export const DOMAIN_TOKEN_INVALID = 'This confirmation link is not valid or has expired.';
export const UNSUBSCRIBE_TOKEN_INVALID = 'This unsubscribe link is not valid.';
export const DAILY_CAP_RANGE = `The daily cap must be a whole number from 0 to ${MAX_DAILY_CAP.toLocaleString('en-US')}.`;
export const UNKNOWN_COMPANY = 'This company does not exist.';
/** Shown on a running campaign that waits for tomorrow's quota. */
export const DAILY_CAP_REACHED = 'Your company’s daily sending cap is reached; the rest goes out tomorrow (UTC).';

// ---- Merge fields and templates ----------------------------------------------------------------
/**
 * Merge fields written `{{first_name}}` or with a fallback `{{first_name|there}}`; the fallback
 * (else the default below) replaces an empty value. Values are HTML-escaped in the HTML part.
 */
export const MERGE_FIELDS = ['first_name', 'company', 'booth'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  first_name: 'First name',
  company: 'Company',
  booth: 'Booth number',
};
export const MERGE_FIELD_DEFAULT_FALLBACKS: Record<MergeField, string> = {
  first_name: 'there',
  company: 'your company',
  booth: 'our booth',
};
export const MERGE_FIELD_PATTERN = /\{\{\s*(first_name|company|booth)\s*(?:\|([^}]*))?\}\}/g;
export const mergeFieldToken = (field: MergeField, fallback?: string) =>
  fallback ? `{{${field}|${fallback}}}` : `{{${field}}}`;

export const EMAIL_TYPES = ['html', 'template'] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];
export const EMAIL_TYPE_LABELS: Record<EmailType, string> = { html: 'Own HTML code', template: 'Template' };

/** Templates written here: each lays out the logo, the booth number and a call to action around the message. */
export const TEMPLATE_IDS = ['booth_invitation', 'product_showcase', 'follow_up'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export const campaignTemplate = z.object({
  template_id: z.enum(TEMPLATE_IDS),
  name: z.string(),
  description: z.string(),
  /** The message the rich-text editor starts from (HTML with merge fields). */
  starter_body_html: z.string(),
  starter_subject: z.string(),
  starter_cta_label: z.string(),
});
export type CampaignTemplate = z.infer<typeof campaignTemplate>;
export const campaignTemplatesResponse = z.object({ templates: z.array(campaignTemplate) });
export type CampaignTemplatesResponse = z.infer<typeof campaignTemplatesResponse>;

// ---- Shared pieces -----------------------------------------------------------------------------
const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, required).max(max, tooLong));
const requiredEmail = (required: string) =>
  z
    .string({ error: required })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, required))
    // A blank field gets only its "required" message: the pattern is checked once it is filled in.
    .pipe(z.string().max(254, INVALID_EMAIL).regex(EMAIL_PATTERN, INVALID_EMAIL));
const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2000, message)
    .regex(/^https?:\/\/[^\s"'<>]+$/i, message);

export const campaignParams = z.object({ campaignId: z.coerce.number().int().min(1).max(2147483647) });
export type CampaignParams = z.infer<typeof campaignParams>;

export const campaignName = requiredText(CAMPAIGN_NAME_REQUIRED, CAMPAIGN_NAME_MAX_LENGTH, CAMPAIGN_NAME_TOO_LONG);
export const fromName = requiredText(FROM_NAME_REQUIRED, SENDER_NAME_MAX_LENGTH, SENDER_NAME_TOO_LONG);
export const fromEmail = requiredEmail(FROM_EMAIL_REQUIRED);
export const replyToEmail = requiredEmail(REPLY_TO_REQUIRED);
export const campaignSubject = requiredText(SUBJECT_REQUIRED, SUBJECT_MAX_LENGTH, SUBJECT_TOO_LONG);

/** The template's fields the exhibitor edits (the rich-text body, the call to action, the logo). */
export const templateFields = z.object({
  template_id: z.enum(TEMPLATE_IDS),
  body_html: z
    .string({ error: TEMPLATE_BODY_REQUIRED })
    .max(HTML_MAX_LENGTH, HTML_TOO_LARGE)
    .refine((s) => s.replace(/<[^>]*>/g, '').trim().length > 0, TEMPLATE_BODY_REQUIRED),
  cta_label: z.string().trim().max(60).default(''),
  cta_url: z.union([z.literal(''), httpUrl(CTA_URL_INVALID)]).default(''),
  logo_url: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(2000)
        .regex(/^https:\/\/[^\s"'<>]+$/i, LOGO_URL_INVALID),
    ])
    .default(''),
});
export type TemplateFields = z.infer<typeof templateFields>;

// ---- Requests ----------------------------------------------------------------------------------
/** Create New Campaign: the name; the sender fields start from the user's own name and e-mail to verify. */
export const createCampaignBody = z.object({ name: campaignName });
export type CreateCampaignBody = z.input<typeof createCampaignBody>;

/** Edit: any subset; a field that is sent is validated (blank sender fields get their messages). */
export const updateCampaignBody = z.object({
  name: campaignName.optional(),
  from_name: fromName.optional(),
  from_email: fromEmail.optional(),
  reply_to: replyToEmail.optional(),
  subject: campaignSubject.optional(),
  list_id: z.number({ error: LIST_REQUIRED }).int().min(1, LIST_REQUIRED).max(2147483647).nullable().optional(),
  email_type: z.enum(EMAIL_TYPES).optional(),
  /** Own HTML code (email_type html); sanitised by the server. */
  html: z.string().max(HTML_MAX_LENGTH, HTML_TOO_LARGE).optional(),
  /** The template and its fields (email_type template). */
  template: templateFields.nullable().optional(),
  /** Off by default; when on, links go through a redirect that records the click. No tracking pixels ever. */
  click_tracking: z.boolean().optional(),
});
export type UpdateCampaignBody = z.input<typeof updateCampaignBody>;

export const previewCampaignBody = z.object({
  /** A contact of the campaign's list; omitted = the list's first recipient (or sample values). */
  contact_id: z.number().int().min(1).optional(),
});
export type PreviewCampaignBody = z.infer<typeof previewCampaignBody>;

export const sendProofBody = z.object({
  recipients: z
    .array(requiredEmail(PROOF_RECIPIENTS_REQUIRED))
    .min(1, PROOF_RECIPIENTS_REQUIRED)
    .max(MAX_PROOF_RECIPIENTS, TOO_MANY_PROOF_RECIPIENTS),
  contact_id: z.number().int().min(1).optional(),
});
export type SendProofBody = z.input<typeof sendProofBody>;

/** ISO 8601 with an offset or Z, e.g. `2026-12-01T14:00:00Z`; must be in the future. */
export const scheduleCampaignBody = z.object({
  send_at: z.iso.datetime({ offset: true, error: SEND_AT_REQUIRED }),
});
export type ScheduleCampaignBody = z.infer<typeof scheduleCampaignBody>;

export const campaignLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
  status: z.enum(['queued', 'sending', 'sent', 'failed']).optional(),
});
export type CampaignLogQuery = z.input<typeof campaignLogQuery>;

export const addSenderDomainBody = z.object({
  /** An address at the domain to verify; the confirmation e-mail goes there. */
  email: requiredEmail(DOMAIN_EMAIL_REQUIRED),
});
export type AddSenderDomainBody = z.input<typeof addSenderDomainBody>;

export const setSendingCapBody = z.object({
  daily_cap: z
    .number({ error: DAILY_CAP_RANGE })
    .int(DAILY_CAP_RANGE)
    .min(0, DAILY_CAP_RANGE)
    .max(MAX_DAILY_CAP, DAILY_CAP_RANGE),
  /** The cap's version the administrator saw (0: never set); another's later change makes it 409 stale. */
  version: z.number().int().min(0),
});
export type SetSendingCapBody = z.infer<typeof setSendingCapBody>;
export const companyParams = z.object({ companyId: z.coerce.number().int().min(1).max(2147483647) });

// ---- Responses ---------------------------------------------------------------------------------
export const campaignCounts = z.object({
  /** Recipients resolved when sending started (opted in, valid e-mail, not unsubscribed). */
  recipients: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  unsubscribed: z.number().int(),
  /** Clicks recorded (0 unless click tracking is on). */
  clicks: z.number().int(),
});
export type CampaignCounts = z.infer<typeof campaignCounts>;

/** One batch of at most 10,000 recipients and its progress. */
export const campaignBatch = z.object({
  number: z.number().int(),
  size: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type CampaignBatch = z.infer<typeof campaignBatch>;

export const campaignSummary = z.object({
  campaign_id: z.number().int(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  list_id: z.number().int().nullable(),
  list_name: z.string().nullable(),
  /** ISO UTC; null unless scheduled. */
  send_at: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string(),
  counts: campaignCounts,
  /** True while a running campaign waits for tomorrow's quota (DAILY_CAP_REACHED). */
  held_by_daily_cap: z.boolean(),
  /** ISO UTC: while held by the daily cap, when sending resumes (the next 00:00 UTC); else null. */
  resumes_at: z.string().nullable(),
});
export type CampaignSummary = z.infer<typeof campaignSummary>;
export const campaignsResponse = z.object({ campaigns: z.array(campaignSummary) });
export type CampaignsResponse = z.infer<typeof campaignsResponse>;

export const campaignDetail = campaignSummary.extend({
  from_name: z.string(),
  from_email: z.string(),
  reply_to: z.string(),
  subject: z.string(),
  email_type: z.enum(EMAIL_TYPES),
  /** Own HTML as sanitised (email_type html). */
  html: z.string(),
  template: templateFields.nullable(),
  click_tracking: z.boolean(),
  /** The list's show year (the booth merge field comes from the company's booth there). */
  show_year: z.string().nullable(),
  batches: z.array(campaignBatch),
  /** The statuses' table applied: what the user may do now. */
  allowed_actions: z.array(z.enum(CAMPAIGN_ACTIONS)),
  editable: z.boolean(),
});
export type CampaignDetail = z.infer<typeof campaignDetail>;

export const previewResponse = z.object({
  subject: z.string(),
  from: z.string(),
  reply_to: z.string(),
  html: z.string(),
  text: z.string(),
  /** Whose values filled the merge fields; null = sample values (empty list). */
  contact: z
    .object({ contact_id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string() })
    .nullable(),
});
export type PreviewResponse = z.infer<typeof previewResponse>;

export const sendProofResponse = z.object({ sent_to: z.array(z.string()) });
export type SendProofResponse = z.infer<typeof sendProofResponse>;

export const SEND_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];
export const campaignLogEntry = z.object({
  contact_id: z.number().int().nullable(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  batch: z.number().int(),
  status: z.enum(SEND_STATUSES),
  attempts: z.number().int(),
  /** ISO UTC. */
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
  unsubscribed: z.boolean(),
  clicked: z.boolean(),
});
export type CampaignLogEntry = z.infer<typeof campaignLogEntry>;
export const campaignLogResponse = z.object({
  entries: z.array(campaignLogEntry),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type CampaignLogResponse = z.infer<typeof campaignLogResponse>;

export const senderDomain = z.object({
  domain: z.string(),
  status: z.enum(['pending', 'verified']),
  /** Where the confirmation e-mail went. */
  confirm_email: z.string(),
  requested_at: z.string(),
  verified_at: z.string().nullable(),
});
export type SenderDomain = z.infer<typeof senderDomain>;
export const senderDomainsResponse = z.object({ domains: z.array(senderDomain) });
export type SenderDomainsResponse = z.infer<typeof senderDomainsResponse>;

export const sendingCap = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  daily_cap: z.number().int(),
  /** Sent since 00:00 UTC. */
  sent_today: z.number().int(),
  /** Running campaigns of the company waiting for the next day's quota. */
  held_campaigns: z.number().int(),
  /** Optimistic locking (0: the default cap, never set). */
  version: z.number().int(),
});
export type SendingCap = z.infer<typeof sendingCap>;
/** The console's list of them (issue 19, decision 050): paged, sorted and searched (company name). */
export const SENDING_CAP_SORTS = ['company_name', 'daily_cap', 'sent_today'] as const;
export const sendingCapListQuery = consoleListQuery(SENDING_CAP_SORTS);
export type SendingCapListQuery = z.infer<typeof sendingCapListQuery>;
export const sendingCapListResponse = consoleListResponse(sendingCap);
export type SendingCapListResponse = z.infer<typeof sendingCapListResponse>;
