// Sending a campaign on the job queue (decisions 043, 079, 086, 089). Each send record is claimed
// (state `sending`, under a lease) before it is handed to the relay and marked `sent` right after the
// relay's 250 to DATA (in one statement with the marks other lanes have at that moment). A claim
// whose lease ran out without that mark (the worker died, or the relay never answered) goes back to
// the queue and is sent again, under the same Message-ID: a recipient gets exactly one message
// unless a worker dies in the moment between the relay taking the message and the mark (decision
// 079). One job sends for a while, then hands over.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import { type Db, rowsOf, withTransaction } from '../../../platform/db.ts';
import { enqueueJob } from '../../../platform/jobs.ts';
import { type CampaignRow, selectCampaigns } from './campaign-rows.ts';
import { startCampaign } from './campaign-start.ts';
import { releaseQuota, reserveQuota } from './daily-quota.ts';
import { CAMPAIGN_JOBS } from './job-kinds.ts';
import { fromHeader, mergeValuesOf } from './merge-values.ts';
import { personalise } from './personalise.ts';
import { renderingOf } from './prepared-content.ts';
import { domainOf } from './sender-domains.ts';
import { createSentMarks } from './sent-marks.ts';
import { signToken } from './tokens.ts';
import { type CampaignTransport, classifySendFailure } from './transport.ts';

/** Why a row went back to the queue after its claim's lease ran out (its worker stopped before the relay's 250). */
export const LEASE_EXPIRED = 'the sender stopped before the relay accepted it; queued again';
/** A row whose claims kept running out (a message that stops every worker that takes it) is given up. */
export const LEASE_EXPIRED_TOO_OFTEN = 'the sender stopped before the relay accepted it, too many times';
export const UNSUBSCRIBED_BEFORE_SENDING = 'unsubscribed before it was sent';
/** One job sends at most this many messages, or for CHUNK_MS, before it hands over to a new job. */
const CHUNK_MESSAGES = 2_000;
const CHUNK_MS = 10_000;
const MAX_RETRY_WAIT_MS = 30 * 60_000;

export type SenderDeps = {
  db: Db;
  config: Config;
  secret: string;
  transport: CampaignTransport;
  workerId: string;
};

type Claimed = { id: number; email: string; attempts: number; first_name: string; company: string };

/** The queue's clock for this run (tests drain the queue as of a later time), moving on in real time. */
function clockFrom(asOf: Date) {
  const offset = asOf.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

const nextUtcMidnight = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));

/**
 * Claims up to `limit` due rows in (batch, id) order in one statement (one round trip for several
 * messages; each `sent` mark is still written straight after its 250, sent-marks.ts). A claim covers at most a tenth of a second of
 * sending at the rate, so a pause or an unsubscribe still takes effect within that.
 */
async function claimSome(deps: SenderDeps, campaignId: number, now: Date, limit: number): Promise<Claimed[]> {
  const rows = await rowsOf<Claimed & { batch: number }>(
    deps.db,
    sql`with picked as (
          select s.id from passport_campaign_sends s
          where s.campaign_id = ${campaignId} and s.state = 'queued' and s.next_attempt_at <= ${now.toISOString()}
            and exists (select 1 from passport_campaigns k where k.id = s.campaign_id and k.status = 'running')
            and not exists (select 1 from passport_campaign_unsubscribes u where u.email_hash = s.email_hash)
          order by s.batch, s.id limit ${limit}
          for update of s skip locked),
        claimed as (
          update passport_campaign_sends s
          set state = 'sending', attempts = s.attempts + 1, claimed_by = ${deps.workerId},
              claimed_until = ${new Date(now.getTime() + deps.config.CAMPAIGN_SEND_LEASE_MS).toISOString()}
          from picked where s.id = picked.id
          returning s.id, s.batch, s.email, s.attempts, s.contact_id)
        select claimed.id, claimed.batch, claimed.email, claimed.attempts, c.first_name, c.company
        from claimed join passport_contacts c on c.id = claimed.contact_id`,
  );
  return rows
    .map((row) => ({ ...row, id: Number(row.id) }))
    .sort((a, b) => a.batch - b.batch || a.id - b.id)
    .map(({ batch: _batch, ...claimed }) => claimed);
}

/** Claimed rows this job did not get to (its time or quota ran out, the relay went down): back to the queue untried. */
async function releaseClaims(deps: SenderDeps, claims: Claimed[]) {
  if (claims.length === 0) return;
  await deps.db.execute(
    sql`update passport_campaign_sends set state = 'queued', attempts = attempts - 1, claimed_by = null, claimed_until = null
        where id in (${sql.join(
          claims.map((c) => sql`${c.id}`),
          sql`, `,
        )}) and state = 'sending' and claimed_by = ${deps.workerId}`,
  );
}

/** Messages in flight at once, each on its own pooled SMTP connection (decision 086). */
const lanesOf = (config: Config) => config.CAMPAIGN_SMTP_CONNECTIONS;

/** Rows claimed at once: about a tenth of a second of sending at the rate; 50 with the rate off. */
const claimSizeFor = (rate: number) => (rate > 0 ? Math.max(1, Math.min(50, Math.floor(rate / 10))) : 50);

/**
 * Claims whose lease ran out with no `sent` mark: their worker stopped before it saw the relay's 250
 * (or in the moment after it, decision 079's remaining window), so they are queued again at once.
 */
async function settleExpiredClaims(deps: SenderDeps, campaignId: number, now: Date) {
  const { db } = deps;
  await db.execute(
    sql`update passport_campaign_sends
        set state = case when attempts >= ${deps.config.CAMPAIGN_MAX_ATTEMPTS} then 'failed' else 'queued' end,
            error = case when attempts >= ${deps.config.CAMPAIGN_MAX_ATTEMPTS} then ${LEASE_EXPIRED_TOO_OFTEN} else ${LEASE_EXPIRED} end,
            claimed_by = null, claimed_until = null, next_attempt_at = ${now.toISOString()}
        where campaign_id = ${campaignId} and state = 'sending' and claimed_until < ${now.toISOString()}`,
  );
  await db.execute(
    sql`update passport_campaign_sends s set state = 'failed', error = ${UNSUBSCRIBED_BEFORE_SENDING}
        where s.campaign_id = ${campaignId} and s.state = 'queued'
          and (exists (select 1 from passport_campaign_unsubscribes u where u.email_hash = s.email_hash)
               or exists (select 1 from passport_suppressions f where f.email_hash = s.email_hash))`,
  );
}

function linksFor(deps: SenderDeps, campaign: CampaignRow, sendId: number) {
  const base = deps.config.PUBLIC_URL;
  const unsubscribeUrl = `${base}/passport/unsubscribe/${signToken(deps.secret, 'unsubscribe', [sendId])}`;
  const trackedUrl = campaign.click_tracking
    ? (url: string) => `${base}/passport/click/${signToken(deps.secret, 'click', [sendId, url])}`
    : undefined;
  return { unsubscribeUrl, trackedUrl };
}

/**
 * The same on every attempt of one (campaign, contact) send record, so a relay or mailbox that drops
 * a repeated Message-ID drops the rare second copy (decision 079), and an operator can match logs.
 */
export const campaignMessageId = (campaignId: number, sendId: number, domain: string) =>
  `<campaign-${campaignId}.send-${sendId}@${domain}>`;

/** RFC 8058: a one-click unsubscribe the mail client can POST, beside the visible link. */
export const unsubscribeHeaders = (unsubscribeUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

async function markNotSent(deps: SenderDeps, claimed: Claimed, now: Date, outcome: 'retry' | 'failed', reason: string) {
  const retry = outcome === 'retry' && claimed.attempts < deps.config.CAMPAIGN_MAX_ATTEMPTS;
  const wait = Math.min(deps.config.CAMPAIGN_RETRY_BASE_MS * 2 ** Math.max(0, claimed.attempts - 1), MAX_RETRY_WAIT_MS);
  await deps.db.execute(
    sql`update passport_campaign_sends
        set state = ${retry ? 'queued' : 'failed'}, error = ${reason.slice(0, 300)}, claimed_by = null, claimed_until = null,
            next_attempt_at = ${new Date(now.getTime() + (retry ? wait : 0)).toISOString()}
        where id = ${claimed.id} and claimed_by = ${deps.workerId}`,
  );
}

/** A sender job: starts a scheduled campaign at its time, sends a chunk, queues what comes next. */
export async function runCampaignSender(deps: SenderDeps, campaignId: number, asOf: Date, log: FastifyBaseLogger) {
  const now = clockFrom(asOf);
  const { db } = deps;
  let [campaign] = await campaignById(db, campaignId);
  if (!campaign) return;
  if (campaign.status === 'scheduled') {
    if (!campaign.send_at || new Date(campaign.send_at) > now()) return; // rescheduled: a later job starts it
    const started = await withTransaction(db, (tx) => startCampaign(tx, campaignId, ['scheduled'], now()));
    if (!started) return;
    [campaign] = await campaignById(db, campaignId);
  }
  if (campaign?.status !== 'running') return;
  await settleExpiredClaims(deps, campaignId, now());

  const prepared = await renderingOf(db, campaign);
  const booth = (await mergeValuesOf(db, campaign, null)).booth;
  const from = fromHeader(campaign);
  const domain = domainOf(campaign.from_email);
  const granted = await reserveQuota(db, campaign.company_id, now(), CHUNK_MESSAGES);
  const rate = deps.config.CAMPAIGN_SEND_RATE;
  const gapMs = rate > 0 ? 1000 / rate : 0;
  const deadline = Date.now() + CHUNK_MS;
  let used = 0;
  let relayDownAt: Claimed | null = null;
  let nextSlot = Date.now();
  let broken = false; // a lane's database statement failed: the others stop too
  let probed = false;
  // A claimed row is sent only while at least two thirds of its lease are left (the SMTP timeouts
  // fit in that): the rest of a group that waited too long (a slow relay, a loaded machine) goes
  // back untried rather than racing another worker that may take it once the lease runs out.
  const freshFor = deps.config.CAMPAIGN_SEND_LEASE_MS / 3;
  const marks = createSentMarks(db);

  /** One claimed row: sent, then marked at once (decision 079), with the other lanes' marks of that moment (089). */
  async function sendOne(claimed: Claimed) {
    if (!campaign) return;
    const links = linksFor(deps, campaign, claimed.id);
    const message = personalise(prepared, { first_name: claimed.first_name, company: claimed.company, booth }, links);
    const messageId = campaignMessageId(campaignId, claimed.id, domain);
    try {
      await deps.transport.send({
        from,
        replyTo: campaign.reply_to,
        to: claimed.email,
        ...message,
        messageId,
        headers: unsubscribeHeaders(links.unsubscribeUrl),
      });
    } catch (error) {
      const failure = classifySendFailure(error);
      const reason = (error as Error)?.message ?? String(error);
      await markNotSent(deps, claimed, now(), failure === 'refused' ? 'failed' : 'retry', reason);
      log.warn({ send_id: claimed.id, failure, reason }, 'campaign message not sent');
      // The relay is down or busy: the whole campaign waits for this message's retry, rather than
      // knocking once per recipient.
      if (failure !== 'refused') relayDownAt ??= claimed;
      return;
    }
    await marks.mark(claimed.id, messageId, now());
    used++;
  }

  /** One of CAMPAIGN_SMTP_CONNECTIONS lanes: takes the group's next row while the group is fresh. */
  async function lane(group: Claimed[], claimedAt: number) {
    while (!relayDownAt && !broken && Date.now() < deadline && Date.now() - claimedAt <= freshFor) {
      const claimed = group.shift();
      if (!claimed) return;
      if (gapMs > 0) {
        // The slot is taken before waiting, so the lanes together keep to the rate.
        const slot = Math.max(nextSlot, Date.now() - gapMs);
        nextSlot = slot + gapMs;
        const wait = slot - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (relayDownAt || broken) {
          group.unshift(claimed); // another lane failed meanwhile: this one goes back untried
          return;
        }
      }
      await sendOne(claimed).catch((error) => {
        broken = true;
        throw error;
      });
    }
  }

  while (used < granted && Date.now() < deadline && !relayDownAt) {
    const claimedAt = Date.now();
    const group = await claimSome(deps, campaignId, now(), Math.min(claimSizeFor(rate), granted - used));
    if (group.length === 0) break;
    // The job's first message goes alone: a relay that is down is knocked on once, not once per lane.
    if (!probed) {
      probed = true;
      await lane(group.splice(0, 1), claimedAt);
    }
    // Every mark of this group is written before the next claim (decision 079). A failed statement
    // fails the job once every lane has stopped; the group's rows wait for their lease (079).
    const lanes = Array.from({ length: Math.min(lanesOf(deps.config), group.length) }, () => lane(group, claimedAt));
    const failed = (await Promise.allSettled(lanes)).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    await releaseClaims(deps, group); // the rows no lane got to: back to the queue untried
  }
  if (relayDownAt) {
    await db.execute(
      sql`update passport_campaign_sends s set next_attempt_at = greatest(s.next_attempt_at, r.next_attempt_at)
          from passport_campaign_sends r
          where r.id = ${(relayDownAt as Claimed).id} and s.campaign_id = ${campaignId} and s.state = 'queued' and s.id <> r.id`,
    );
  }
  await releaseQuota(db, campaign.company_id, now(), granted - used);
  const finished = await continueOrFinish(deps, campaign, now(), {
    quotaSpent: granted === used && !relayDownAt && used < CHUNK_MESSAGES,
  });
  if (finished) log.info({ campaign_id: campaignId }, 'campaign finished');
}

async function campaignById(db: Db, campaignId: number) {
  const [owner] = await rowsOf<{ company_id: number }>(
    db,
    sql`select company_id from passport_campaigns where id = ${campaignId}`,
  );
  return owner ? selectCampaigns(db, owner.company_id, campaignId) : [];
}

async function continueOrFinish(
  deps: SenderDeps,
  campaign: CampaignRow,
  now: Date,
  { quotaSpent }: { quotaSpent: boolean },
): Promise<boolean> {
  const { db } = deps;
  const [left] = await rowsOf<{
    queued: number;
    next_due: string | Date | null;
    sending: number;
    lease_end: string | Date | null;
  }>(
    db,
    sql`select count(*) filter (where state = 'queued')::int as queued,
          min(next_attempt_at) filter (where state = 'queued') as next_due,
          count(*) filter (where state = 'sending')::int as sending,
          max(claimed_until) filter (where state = 'sending') as lease_end
        from passport_campaign_sends where campaign_id = ${campaign.id}`,
  );
  if (!left || (left.queued === 0 && left.sending === 0)) {
    const marked = await rowsOf(
      db,
      sql`update passport_campaigns set status = 'finished', finished_at = ${now.toISOString()}, held_until = null, updated_at = now()
          where id = ${campaign.id} and status = 'running' returning id`,
    );
    return marked.length === 1;
  }
  let runAt: Date;
  if (left.queued > 0 && quotaSpent) {
    runAt = nextUtcMidnight(now);
    await db.execute(sql`update passport_campaigns set held_until = ${runAt.toISOString()} where id = ${campaign.id}`);
  } else if (left.queued > 0 && left.next_due) {
    runAt = new Date(Math.max(now.getTime(), new Date(left.next_due).getTime()));
  } else {
    runAt = new Date(new Date(left.lease_end ?? now).getTime() + 100);
  }
  const [jobs] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from jobs where kind = ${CAMPAIGN_JOBS.send} and state = 'queued'
          and (payload ->> 'campaign_id')::int = ${campaign.id}`,
  );
  if (Number(jobs?.n ?? 0) < deps.config.CAMPAIGN_SENDER_JOBS) {
    await enqueueJob(db, { kind: CAMPAIGN_JOBS.send, payload: { campaign_id: campaign.id }, runAt });
  }
  return false;
}

/** Proofs: the campaign as the chosen contact would get it, to up to five addresses, marked as a proof. */
export async function sendCampaignProofs(
  deps: SenderDeps,
  payload: { campaign_id: number; company_id: number; recipients: string[]; contact_id: number | null },
) {
  const [campaign] = await selectCampaigns(deps.db, payload.company_id, payload.campaign_id);
  if (!campaign) return;
  const [contact] =
    payload.contact_id === null
      ? []
      : await rowsOf<{ first_name: string; company: string }>(
          deps.db,
          sql`select first_name, company from passport_contacts where id = ${payload.contact_id}`,
        );
  const values = await mergeValuesOf(deps.db, campaign, contact ?? null);
  const unsubscribeUrl = `${deps.config.PUBLIC_URL}/passport/unsubscribe/proof`;
  const message = personalise(await renderingOf(deps.db, campaign), values, { unsubscribeUrl });
  for (const to of payload.recipients) {
    await deps.transport.send({
      from: campaign.from_email ? fromHeader(campaign) : deps.config.MAIL_FROM,
      replyTo: campaign.reply_to || campaign.from_email || deps.config.MAIL_FROM,
      to,
      subject: `[Proof] ${message.subject}`,
      html: message.html,
      text: message.text,
      messageId: `<campaign-${campaign.id}.proof-${Date.now()}-${Math.random().toString(36).slice(2)}@${domainOf(campaign.from_email || 'proof@mti-portal.test')}>`,
      headers: unsubscribeHeaders(unsubscribeUrl),
    });
  }
}

/** A running campaign with work but no queued sender (its worker was killed), or a scheduled one that is due: queue one. */
export async function sweepCampaigns(db: Db, now: Date) {
  const stranded = await rowsOf<{ id: number }>(
    db,
    sql`select k.id from passport_campaigns k
        where (k.status = 'running' or (k.status = 'scheduled' and k.send_at <= ${now.toISOString()}))
          and not exists (select 1 from jobs j where j.kind = ${CAMPAIGN_JOBS.send} and j.state = 'queued'
                          and (j.payload ->> 'campaign_id')::int = k.id)
          and (k.status = 'scheduled'
               or exists (select 1 from passport_campaign_sends s where s.campaign_id = k.id
                          and (s.state = 'queued' or (s.state = 'sending' and s.claimed_until < ${now.toISOString()})))
               -- everything went but the campaign was not marked finished (its worker stopped right then)
               or not exists (select 1 from passport_campaign_sends s where s.campaign_id = k.id
                              and s.state in ('queued', 'sending')))`,
  );
  for (const { id } of stranded) {
    await enqueueJob(db, { kind: CAMPAIGN_JOBS.send, payload: { campaign_id: Number(id) } });
  }
}
