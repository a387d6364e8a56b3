// Answers of the campaigns API for component tests: shapes from the contracts, sample values.
import type { CampaignDetail, CampaignStatus, CampaignSummary } from '@mti/contracts/passport/campaigns-api';
import { CAMPAIGN_ACTION_RULES, CAMPAIGN_ACTIONS, EDITABLE_STATUSES } from '@mti/contracts/passport/campaigns-api';
import type { SavedList } from '@mti/contracts/passport/passport-api';

export const sampleList: SavedList = {
  list_id: 12,
  name: 'Aerospace buyers',
  show_year: 'imts-2026',
  show_name: 'IMTS (sample data)',
  total_contacts: 1234,
  contacts_with_email: 567,
  created_at: '2026-11-27T18:00:00.000Z',
  last_exported_at: null,
};

export function campaignSummary(status: CampaignStatus, overrides: Partial<CampaignSummary> = {}): CampaignSummary {
  return {
    campaign_id: 7,
    name: 'Booth invitation',
    status,
    list_id: 12,
    list_name: 'Aerospace buyers',
    send_at: null,
    started_at: status === 'draft' || status === 'scheduled' ? null : '2026-11-27T18:00:00.000Z',
    finished_at: status === 'finished' ? '2026-11-27T18:05:00.000Z' : null,
    created_at: '2026-11-27T17:00:00.000Z',
    created_by: 'Jordan Price',
    counts: { recipients: 0, queued: 0, sent: 0, failed: 0, unsubscribed: 0, clicks: 0 },
    held_by_daily_cap: false,
    resumes_at: null,
    ...overrides,
  };
}

export function campaignDetail(status: CampaignStatus, overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    ...campaignSummary(status),
    from_name: 'Keystone Machine Tools',
    from_email: 'events@keystone-tools.com',
    reply_to: 'sales@keystone-tools.com',
    subject: 'Meet us at IMTS',
    email_type: 'html',
    html: '<p>Hello {{first_name|there}}</p>',
    template: null,
    click_tracking: false,
    show_year: 'imts-2026',
    batches: [],
    allowed_actions: CAMPAIGN_ACTIONS.filter((a) => CAMPAIGN_ACTION_RULES[a].from.includes(status)),
    editable: EDITABLE_STATUSES.includes(status),
    ...overrides,
  };
}

export const campaignPreview = {
  subject: 'Meet us at IMTS',
  from: 'Keystone Machine Tools <events@keystone-tools.com>',
  reply_to: 'sales@keystone-tools.com',
  html: '<p>Hello Pat</p>',
  text: 'Hello Pat',
  contact: { contact_id: 3, first_name: 'Pat', last_name: 'Sample', email: 'pat@example.com' },
};
