// Status changes of a campaign, checked against the contracts' table (CAMPAIGN_ACTION_RULES): a
// refused transition is a 409, a campaign that is not ready or a time in the past a 400, and in
// either case nothing is queued. Starting resolves the recipients into send records, in batches.
import {
  actionNotAllowed,
  CAMPAIGN_ACTION_RULES,
  CAMPAIGN_INCOMPLETE,
  type CampaignAction,
  fromDomainNotVerified,
  LIST_HAS_NO_RECIPIENTS,
  SEND_AT_IN_PAST,
  SEND_AT_REQUIRED,
} from '@mti/contracts/passport/campaigns-api';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../../platform/audit.ts';
import { type Db, rowsOf, withTransaction } from '../../../platform/db.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { requireActivatedCompany } from '../access.ts';
import { type CampaignRow, requireCampaign, selectCampaigns, toDetail } from './campaign-rows.ts';
import { countRecipients, queueSenders, startCampaign } from './campaign-start.ts';
import { storeRendering } from './prepared-content.ts';
import { prepareCampaign } from './render.ts';
import { domainOf, isVerifiedDomain } from './sender-domains.ts';

/** The From domain must still be verified: an administrator may have revoked it (decision 068). */
async function checkFromDomain(db: Db, campaign: CampaignRow) {
  if (!(await isVerifiedDomain(db, campaign.company_id, campaign.from_email))) {
    throw badRequest('domain_not_verified', fromDomainNotVerified(domainOf(campaign.from_email)), 'from_email');
  }
}

/** What scheduling or sending needs: every field, a verified From domain, and someone to send to. */
async function checkReady(db: Db, campaign: CampaignRow) {
  const contentMissing = campaign.email_type === 'html' ? campaign.html.trim() === '' : campaign.template === null;
  if (
    !campaign.from_name ||
    !campaign.from_email ||
    !campaign.reply_to ||
    !campaign.subject ||
    campaign.list_id === null ||
    contentMissing
  ) {
    throw badRequest('campaign_incomplete', CAMPAIGN_INCOMPLETE);
  }
  await checkFromDomain(db, campaign);
  if ((await countRecipients(db, campaign.list_id)) === 0)
    throw badRequest('no_recipients', LIST_HAS_NO_RECIPIENTS, 'list_id');
}

export type ActionCall = {
  db: Db;
  siteId: string;
  campaignId: number;
  action: CampaignAction;
  /** schedule only: ISO 8601. */
  sendAt?: string;
  ip: string | null;
  senderJobs: number;
  now?: Date;
};

export async function applyCampaignAction({
  db,
  siteId,
  campaignId,
  action,
  sendAt,
  ip,
  senderJobs,
  now = new Date(),
}: ActionCall) {
  const company = await requireActivatedCompany(db, siteId);
  const campaign = await requireCampaign(db, company.companyId, campaignId);
  const rule = CAMPAIGN_ACTION_RULES[action];
  const refused = () => new AppError(409, 'campaign_status', actionNotAllowed(action, campaign.status));
  if (!rule.from.includes(campaign.status)) throw refused();
  let when: Date | null = null;
  if (action === 'schedule') {
    when = sendAt ? new Date(sendAt) : null;
    if (!when || Number.isNaN(when.getTime())) throw badRequest('send_at_required', SEND_AT_REQUIRED, 'send_at');
    if (when.getTime() <= now.getTime()) throw badRequest('send_at_in_past', SEND_AT_IN_PAST, 'send_at');
  }
  if (action === 'schedule' || action === 'send_now') await checkReady(db, campaign);
  if (action === 'resume') await checkFromDomain(db, campaign);
  const from = sql.join(
    rule.from.map((s) => sql`${s}`),
    sql`, `,
  );
  await withTransaction(db, async (tx) => {
    let changed = false;
    // Queue time: the content rendered now and stored, so the sender need not load the HTML libraries.
    if (action === 'schedule' || action === 'send_now' || action === 'resume') {
      const [current] = await selectCampaigns(tx, company.companyId, campaignId);
      if (current) await storeRendering(tx, current, { prepareCampaign });
    }
    if (action === 'schedule' && when) {
      changed =
        (
          await rowsOf(
            tx,
            sql`update passport_campaigns set status = 'scheduled', send_at = ${when.toISOString()}, updated_at = now()
                where id = ${campaignId} and status in (${from}) returning id`,
          )
        ).length === 1;
      if (changed) await queueSenders(tx, campaignId, 1, when);
    } else if (action === 'send_now') {
      changed = await startCampaign(tx, campaignId, rule.from, now);
      if (changed) await queueSenders(tx, campaignId, senderJobs);
    } else if (action === 'resume') {
      const sendAtLater = campaign.started_at === null && campaign.send_at !== null && new Date(campaign.send_at) > now;
      if (sendAtLater) {
        changed =
          (
            await rowsOf(
              tx,
              sql`update passport_campaigns set status = 'scheduled', updated_at = now()
                  where id = ${campaignId} and status = 'paused' returning id`,
            )
          ).length === 1;
        if (changed) await queueSenders(tx, campaignId, 1, new Date(campaign.send_at as string | Date));
      } else {
        changed = await startCampaign(tx, campaignId, ['paused'], now);
        if (changed) await queueSenders(tx, campaignId, senderJobs);
      }
    } else {
      const to = rule.to;
      changed =
        (
          await rowsOf(
            tx,
            sql`update passport_campaigns set status = ${to}, updated_at = now()
                ${to === 'cancelled' ? sql`, finished_at = ${now.toISOString()}` : sql``}
                where id = ${campaignId} and status in (${from}) returning id`,
          )
        ).length === 1;
    }
    if (!changed) throw refused();
    await writeAudit(tx, { actor: siteId, action: `passport.campaign.${action}`, subject: String(campaignId), ip });
  });
  return toDetail(db, await requireCampaign(db, company.companyId, campaignId), new Date());
}
