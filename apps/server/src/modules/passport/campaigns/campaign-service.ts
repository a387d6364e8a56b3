// E-mail campaigns of an exhibitor company (issue 16): create, edit the sender, list and e-mail,
// preview, proofs and the send log. Status changes are in campaign-actions.ts, sending in sender.ts.
import {
  CAMPAIGN_NAME_TAKEN,
  CAMPAIGN_NOT_EDITABLE,
  type CampaignLogQuery,
  type CampaignLogResponse,
  EDITABLE_STATUSES,
  fromDomainNotVerified,
  PREVIEW_CONTACT_NOT_IN_LIST,
  type PreviewResponse,
  UNKNOWN_CAMPAIGN_LIST,
  type UpdateCampaignBody,
} from '@mti/contracts/passport/campaigns-api';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../../platform/audit.ts';
import { type Db, rowsOf, withTransaction } from '../../../platform/db.ts';
import { AppError, badRequest, notFound } from '../../../platform/errors.ts';
import { enqueueJob } from '../../../platform/jobs.ts';
import { requireActivatedCompany } from '../access.ts';
import { type CampaignRow, requireCampaign, selectCampaigns, toDetail, toSummary } from './campaign-rows.ts';
import { CAMPAIGN_JOBS } from './job-kinds.ts';
import { fromHeader, mergeValuesOf } from './merge-values.ts';
import { personalise } from './personalise.ts';
import { contentOf, storeRendering } from './prepared-content.ts';
import { prepareCampaign, sanitizeCampaignHtml } from './render.ts';
import { domainOf, isVerifiedDomain } from './sender-domains.ts';
import { CAMPAIGN_TEMPLATES } from './templates.ts';

export type Call = { db: Db; siteId: string };
type CampaignCall = Call & { campaignId: number };

export async function listCampaigns({ db, siteId }: Call) {
  const company = await requireActivatedCompany(db, siteId);
  const now = new Date();
  return { campaigns: (await selectCampaigns(db, company.companyId, null)).map((row) => toSummary(row, now)) };
}

export async function getCampaign({ db, siteId, campaignId }: CampaignCall) {
  const company = await requireActivatedCompany(db, siteId);
  return toDetail(db, await requireCampaign(db, company.companyId, campaignId), new Date());
}

export function listCampaignTemplates() {
  return { templates: [...CAMPAIGN_TEMPLATES] };
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** Create New Campaign: the name; the sender's name starts as the company's, to verify. */
export async function createCampaign({ db, siteId, name, ip }: Call & { name: string; ip: string | null }) {
  const company = await requireActivatedCompany(db, siteId);
  let id: number;
  try {
    id = await withTransaction(db, async (tx) => {
      const [row] = await rowsOf<{ id: number }>(
        tx,
        sql`insert into passport_campaigns (company_id, created_by, name, from_name)
            values (${company.companyId}, ${siteId}, ${name}, ${company.companyName}) returning id`,
      );
      await writeAudit(tx, { actor: siteId, action: 'passport.campaign.create', subject: String(row?.id), ip });
      return Number(row?.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('campaign_exists', CAMPAIGN_NAME_TAKEN, 'name');
    throw error;
  }
  return getCampaign({ db, siteId, campaignId: id });
}

/** The user's own saved list (another user's or company's list is not found). */
async function requireOwnList(db: Db, siteId: string, companyId: number, listId: number): Promise<void> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select id from passport_saved_lists where id = ${listId} and owner_site_id = ${siteId} and company_id = ${companyId}`,
  );
  if (!row) throw notFound(UNKNOWN_CAMPAIGN_LIST);
}

/** Edit: only before sending starts; the From domain must be verified; own HTML is stored sanitised. */
export async function updateCampaign({
  db,
  siteId,
  campaignId,
  body,
  ip,
}: CampaignCall & { body: UpdateCampaignBody; ip: string | null }) {
  const company = await requireActivatedCompany(db, siteId);
  const current = await requireCampaign(db, company.companyId, campaignId);
  if (!EDITABLE_STATUSES.includes(current.status))
    throw new AppError(409, 'campaign_not_editable', CAMPAIGN_NOT_EDITABLE);
  if (body.from_email !== undefined && !(await isVerifiedDomain(db, company.companyId, body.from_email))) {
    throw badRequest('domain_not_verified', fromDomainNotVerified(domainOf(body.from_email)), 'from_email');
  }
  if (body.list_id) await requireOwnList(db, siteId, company.companyId, body.list_id);
  const sets = [
    body.name !== undefined && sql`name = ${body.name}`,
    body.from_name !== undefined && sql`from_name = ${body.from_name}`,
    body.from_email !== undefined && sql`from_email = ${body.from_email}`,
    body.reply_to !== undefined && sql`reply_to = ${body.reply_to}`,
    body.subject !== undefined && sql`subject = ${body.subject}`,
    body.list_id !== undefined && sql`list_id = ${body.list_id}`,
    body.email_type !== undefined && sql`email_type = ${body.email_type}`,
    body.html !== undefined && sql`html = ${sanitizeCampaignHtml(body.html)}`,
    body.template !== undefined &&
      sql`template = ${body.template === null ? null : JSON.stringify({ ...body.template, body_html: sanitizeCampaignHtml(body.template.body_html) })}::jsonb`,
    body.click_tracking !== undefined && sql`click_tracking = ${body.click_tracking}`,
  ].filter((s) => s !== false);
  if (sets.length > 0) {
    try {
      await withTransaction(db, async (tx) => {
        const updated = await rowsOf<{ id: number }>(
          tx,
          sql`update passport_campaigns set ${sql.join(sets, sql`, `)}, updated_at = now()
              where id = ${campaignId} and company_id = ${company.companyId} and status in ('draft', 'scheduled')
              returning id`,
        );
        if (updated.length === 0) throw new AppError(409, 'campaign_not_editable', CAMPAIGN_NOT_EDITABLE);
        // A scheduled campaign was rendered when queued: render the edit too (a draft is, when queued).
        const [edited] = await selectCampaigns(tx, company.companyId, campaignId);
        if (edited?.status === 'scheduled') await storeRendering(tx, edited, { prepareCampaign });
        await writeAudit(tx, { actor: siteId, action: 'passport.campaign.update', subject: String(campaignId), ip });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('campaign_exists', CAMPAIGN_NAME_TAKEN, 'name');
      throw error;
    }
  }
  return getCampaign({ db, siteId, campaignId });
}

/** The exhibitor's booth at the list's show year: the {{booth}} merge field. */
type ContactValues = { id: number; first_name: string; last_name: string; company: string; email: string };

/** The chosen contact of the campaign's list, or its first recipient; null when the list has none. */
async function previewContact(db: Db, campaign: CampaignRow, contactId: number | undefined) {
  if (campaign.list_id === null) {
    if (contactId !== undefined) throw badRequest('contact_not_in_list', PREVIEW_CONTACT_NOT_IN_LIST, 'contact_id');
    return null;
  }
  const [row] = await rowsOf<ContactValues>(
    db,
    sql`select c.id, c.first_name, c.last_name, c.company, c.email
        from passport_list_members m join passport_contacts c on c.id = m.contact_id
        where m.list_id = ${campaign.list_id}
          ${contactId === undefined ? sql`and c.opt_in and c.email_valid` : sql`and c.id = ${contactId}`}
        order by c.id limit 1`,
  );
  if (!row && contactId !== undefined)
    throw badRequest('contact_not_in_list', PREVIEW_CONTACT_NOT_IN_LIST, 'contact_id');
  return row ? { ...row, id: Number(row.id) } : null;
}

/** Exactly what a recipient gets, merge fields filled for the contact (the unsubscribe link is a sample). */
export async function previewCampaign({
  db,
  siteId,
  campaignId,
  contactId,
  publicUrl,
}: CampaignCall & { contactId?: number; publicUrl: string }): Promise<PreviewResponse> {
  const company = await requireActivatedCompany(db, siteId);
  const campaign = await requireCampaign(db, company.companyId, campaignId);
  const contact = await previewContact(db, campaign, contactId);
  const values = await mergeValuesOf(db, campaign, contact);
  const message = personalise(prepareCampaign(contentOf(campaign)), values, {
    unsubscribeUrl: `${publicUrl}/passport/unsubscribe/preview`,
  });
  return {
    subject: message.subject,
    from: campaign.from_email ? fromHeader(campaign) : '',
    reply_to: campaign.reply_to,
    html: message.html,
    text: message.text,
    contact: contact
      ? { contact_id: contact.id, first_name: contact.first_name, last_name: contact.last_name, email: contact.email }
      : null,
  };
}

/** Proofs go out at once (a job due now) to at most five addresses; they are not send records. */
export async function sendProofs({
  db,
  siteId,
  campaignId,
  recipients,
  contactId,
  ip,
}: CampaignCall & { recipients: string[]; contactId?: number; ip: string | null }) {
  const company = await requireActivatedCompany(db, siteId);
  const campaign = await requireCampaign(db, company.companyId, campaignId);
  const contact = await previewContact(db, campaign, contactId);
  const unique = [...new Set(recipients.map((r) => r.trim()))];
  await withTransaction(db, async (tx) => {
    await enqueueJob(tx, {
      kind: CAMPAIGN_JOBS.proof,
      payload: {
        campaign_id: campaignId,
        company_id: company.companyId,
        recipients: unique,
        contact_id: contact?.id ?? null,
      },
    });
    await writeAudit(tx, {
      actor: siteId,
      action: 'passport.campaign.proof',
      subject: String(campaignId),
      ip,
      detail: { recipients: unique.length },
    });
  });
  return { sent_to: unique };
}

type LogRow = {
  contact_id: number | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
  batch: number;
  state: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  sent_at: Date | string | null;
  error: string | null;
  unsubscribed: boolean;
  clicked: boolean;
  total: number;
};

export async function getCampaignLog({
  db,
  siteId,
  campaignId,
  query,
}: CampaignCall & {
  query: { page: number; page_size: number; status?: CampaignLogQuery['status'] };
}): Promise<CampaignLogResponse> {
  const company = await requireActivatedCompany(db, siteId);
  await requireCampaign(db, company.companyId, campaignId);
  const rows = await rowsOf<LogRow>(
    db,
    sql`select s.contact_id, s.email, c.first_name, c.last_name, s.batch, s.state, s.attempts, s.sent_at, s.error,
          s.unsubscribed_at is not null as unsubscribed, s.clicked_at is not null as clicked, count(*) over ()::int as total
        from passport_campaign_sends s left join passport_contacts c on c.id = s.contact_id
        where s.campaign_id = ${campaignId} ${query.status ? sql`and s.state = ${query.status}` : sql``}
        order by s.batch, s.id
        limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  return {
    entries: rows.map((r) => ({
      contact_id: r.contact_id === null ? null : Number(r.contact_id),
      email: r.email,
      first_name: r.first_name ?? '',
      last_name: r.last_name ?? '',
      batch: r.batch,
      status: r.state,
      attempts: r.attempts,
      sent_at: r.sent_at === null ? null : new Date(r.sent_at).toISOString(),
      error: r.error,
      unsubscribed: r.unsubscribed,
      clicked: r.clicked,
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
