// Reading campaigns: one row of a company's campaign with its list and counts, and its wire shape.
import {
  CAMPAIGN_ACTIONS,
  type CampaignDetail,
  type CampaignStatus,
  type CampaignSummary,
  canApply,
  EDITABLE_STATUSES,
  type EmailType,
  type TemplateFields,
  UNKNOWN_CAMPAIGN,
} from '@mti/contracts/passport/campaigns-api';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';

export type CampaignRow = {
  id: number;
  company_id: number;
  company_name: string;
  created_by: string;
  name: string;
  from_name: string;
  from_email: string;
  reply_to: string;
  subject: string;
  list_id: number | null;
  list_name: string | null;
  show_year: string | null;
  email_type: EmailType;
  html: string;
  template: TemplateFields | null;
  click_tracking: boolean;
  status: CampaignStatus;
  send_at: Date | string | null;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  held_until: Date | string | null;
  created_at: Date | string;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  unsubscribed: number;
  clicks: number;
};

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** The company's campaigns (one when campaignId is given), newest first, with their counts. */
export async function selectCampaigns(db: Db, companyId: number, campaignId: number | null): Promise<CampaignRow[]> {
  const rows = await rowsOf<CampaignRow>(
    db,
    sql`select k.id, k.company_id, co.name as company_name, k.created_by, k.name, k.from_name, k.from_email,
          k.reply_to, k.subject, k.list_id, l.name as list_name, l.show_year, k.email_type, k.html, k.template,
          k.click_tracking, k.status, k.send_at, k.started_at, k.finished_at, k.held_until, k.created_at,
          coalesce(n.recipients, 0)::int as recipients, coalesce(n.queued, 0)::int as queued,
          coalesce(n.sent, 0)::int as sent, coalesce(n.failed, 0)::int as failed,
          coalesce(n.unsubscribed, 0)::int as unsubscribed, coalesce(n.clicks, 0)::int as clicks
        from passport_campaigns k
        join passport_companies co on co.id = k.company_id
        left join passport_saved_lists l on l.id = k.list_id
        left join lateral (
          select count(*) as recipients,
                 count(*) filter (where s.state in ('queued', 'sending')) as queued,
                 count(*) filter (where s.state = 'sent') as sent,
                 count(*) filter (where s.state = 'failed') as failed,
                 count(s.unsubscribed_at) as unsubscribed,
                 count(s.clicked_at) as clicks
          from passport_campaign_sends s where s.campaign_id = k.id) n on true
        where k.company_id = ${companyId} ${campaignId === null ? sql`` : sql`and k.id = ${campaignId}`}
        order by k.created_at desc, k.id desc`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), list_id: r.list_id === null ? null : Number(r.list_id) }));
}

export async function requireCampaign(db: Db, companyId: number, campaignId: number): Promise<CampaignRow> {
  const [row] = await selectCampaigns(db, companyId, campaignId);
  if (!row) throw notFound(UNKNOWN_CAMPAIGN);
  return row;
}

export function toSummary(row: CampaignRow, now: Date): CampaignSummary {
  const heldUntil = row.held_until === null ? null : new Date(row.held_until);
  const held = row.status === 'running' && heldUntil !== null && heldUntil > now;
  return {
    campaign_id: row.id,
    name: row.name,
    status: row.status,
    list_id: row.list_id,
    list_name: row.list_name,
    send_at: iso(row.send_at),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
    created_at: iso(row.created_at) as string,
    created_by: row.created_by,
    counts: {
      recipients: row.recipients,
      queued: row.queued,
      sent: row.sent,
      failed: row.failed,
      unsubscribed: row.unsubscribed,
      clicks: row.clicks,
    },
    held_by_daily_cap: held,
    resumes_at: held ? iso(heldUntil) : null,
  };
}

export async function toDetail(db: Db, row: CampaignRow, now: Date): Promise<CampaignDetail> {
  const batches = await rowsOf<{ batch: number; size: number; queued: number; sent: number; failed: number }>(
    db,
    sql`select batch, count(*)::int as size,
          count(*) filter (where state in ('queued', 'sending'))::int as queued,
          count(*) filter (where state = 'sent')::int as sent,
          count(*) filter (where state = 'failed')::int as failed
        from passport_campaign_sends where campaign_id = ${row.id} group by batch order by batch`,
  );
  return {
    ...toSummary(row, now),
    from_name: row.from_name,
    from_email: row.from_email,
    reply_to: row.reply_to,
    subject: row.subject,
    email_type: row.email_type,
    html: row.html,
    template: row.template,
    click_tracking: row.click_tracking,
    show_year: row.show_year,
    batches: batches.map((b) => ({ number: b.batch, size: b.size, queued: b.queued, sent: b.sent, failed: b.failed })),
    allowed_actions: CAMPAIGN_ACTIONS.filter((action) => canApply(action, row.status)),
    editable: EDITABLE_STATUSES.includes(row.status),
  };
}
