// Status changes of a campaign, checked against the contracts' table (CAMPAIGN_ACTION_RULES): a
// refused transition is a 409, a campaign that is not ready or a time in the past a 400, and in
// either case nothing is queued. Starting resolves the recipients into send records, in batches.
import {
  actionNotAllowed,
  CAMPAIGN_ACTION_RULES,
  CAMPAIGN_BATCH_SIZE,
  CAMPAIGN_INCOMPLETE,
  type CampaignAction,
  type CampaignStatus,
  fromDomainNotVerified,
  LIST_HAS_NO_RECIPIENTS,
  SEND_AT_IN_PAST,
  SEND_AT_REQUIRED,
} from '@mti/contracts/passport/campaigns-api';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../../platform/audit.ts';
import { type Db, rowsOf, withTransaction } from '../../../platform/db.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { enqueueJob } from '../../../platform/jobs.ts';
import { requireActivatedCompany } from '../access.ts';
import { type CampaignRow, requireCampaign, toDetail } from './campaign-rows.ts';
import { CAMPAIGN_JOBS } from './job-kinds.ts';
import { domainOf, isVerifiedDomain } from './sender-domains.ts';

/** The recipients of a list: opted in, valid e-mail, one per address, never unsubscribed or forgotten. */
const eligibleRecipients = (listId: number) => sql`
  select distinct on (lower(trim(c.email))) c.id, trim(c.email) as email,
         encode(sha256(convert_to(lower(trim(c.email)), 'UTF8')), 'hex') as email_hash
  from passport_list_members m join passport_contacts c on c.id = m.contact_id
  where m.list_id = ${listId} and c.opt_in and c.email_valid and c.email <> ''
  order by lower(trim(c.email)), c.id`;
const notSuppressed = sql`
  not exists (select 1 from passport_campaign_unsubscribes u where u.email_hash = r.email_hash)
  and not exists (select 1 from passport_suppressions f where f.email_hash = r.email_hash)`;

async function countRecipients(db: Db, listId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${eligibleRecipients(listId)}) r where ${notSuppressed}`,
  );
  return Number(row?.n ?? 0);
}

/** Queues `count` parallel sender jobs (more than one lets several workers share a big campaign). */
export async function queueSenders(tx: Db, campaignId: number, count: number, runAt?: Date) {
  for (let i = 0; i < count; i++)
    await enqueueJob(tx, { kind: CAMPAIGN_JOBS.send, payload: { campaign_id: campaignId }, runAt });
}

/**
 * scheduled/draft/paused → running: the send records are written once (a resumed campaign keeps
 * its own). Returns false when another call changed the status first.
 */
export async function startCampaign(tx: Db, campaignId: number, from: readonly CampaignStatus[], now: Date) {
  const [current] = await rowsOf<{ status: CampaignStatus; list_id: number | null; started_at: unknown }>(
    tx,
    sql`select status, list_id, started_at from passport_campaigns where id = ${campaignId} for update`,
  );
  if (!current || !from.includes(current.status)) return false;
  await tx.execute(
    sql`update passport_campaigns set status = 'running', started_at = coalesce(started_at, ${now.toISOString()}),
          held_until = null, updated_at = now()
        where id = ${campaignId}`,
  );
  if (current.started_at === null && current.list_id !== null) {
    await tx.execute(
      sql`insert into passport_campaign_sends (campaign_id, contact_id, email, email_hash, batch, next_attempt_at)
          select ${campaignId}, r.id, r.email, r.email_hash,
                 ((row_number() over (order by r.id) - 1) / ${CAMPAIGN_BATCH_SIZE})::int + 1, ${now.toISOString()}
          from (${eligibleRecipients(current.list_id)}) r
          where ${notSuppressed}
          on conflict (campaign_id, contact_id) do nothing`,
    );
  }
  return true;
}

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
