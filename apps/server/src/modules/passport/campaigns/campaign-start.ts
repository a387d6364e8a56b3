// A campaign's recipients and its start (scheduled/draft/paused → running): apart from
// campaign-actions.ts because the sender starts scheduled campaigns and must not load the web
// server's rendering (decision 094).
import { CAMPAIGN_BATCH_SIZE, type CampaignStatus } from '@mti/contracts/passport/campaigns-api';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../platform/db.ts';
import { enqueueJob } from '../../../platform/jobs.ts';
import { CAMPAIGN_JOBS } from './job-kinds.ts';

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

export async function countRecipients(db: Db, listId: number): Promise<number> {
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
