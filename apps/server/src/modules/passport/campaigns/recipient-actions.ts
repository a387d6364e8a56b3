// What a recipient does through the signed links of a message, with no login: unsubscribe (at once,
// for every exhibitor's later sends too) and follow a tracked link (recorded, then redirected).
import { sql } from 'drizzle-orm';
import { type Db, rowsOf, withTransaction } from '../../../platform/db.ts';
import { UNSUBSCRIBED_BEFORE_SENDING } from './sender.ts';
import { verifyToken } from './tokens.ts';

/** The send record a token names; null when the token is not ours. */
function sendIdOf(
  secret: string,
  kind: 'unsubscribe' | 'click',
  token: string,
): { sendId: number; rest: string[] } | null {
  const parts = verifyToken(secret, kind, token);
  const sendId = Number(parts?.[0]);
  if (!parts || !Number.isSafeInteger(sendId) || sendId < 1) return null;
  return { sendId, rest: parts.slice(1) };
}

export function isUnsubscribeToken(secret: string, token: string): boolean {
  return sendIdOf(secret, 'unsubscribe', token) !== null;
}

/**
 * Records the unsubscribe (the e-mail's hash, so it holds for every exhibitor) and takes the address
 * out of every queued send at once. Unsubscribing twice is harmless. False for a token not ours.
 */
export async function unsubscribeRecipient({ db, secret, token }: { db: Db; secret: string; token: string }) {
  const named = sendIdOf(secret, 'unsubscribe', token);
  if (!named) return false;
  await withTransaction(db, async (tx) => {
    const [send] = await rowsOf<{ campaign_id: number; email_hash: string }>(
      tx,
      sql`update passport_campaign_sends set unsubscribed_at = coalesce(unsubscribed_at, now())
          where id = ${named.sendId} returning campaign_id, email_hash`,
    );
    if (!send) return; // the person was forgotten meanwhile: nothing of them is left to unsubscribe
    await tx.execute(
      sql`insert into passport_campaign_unsubscribes (email_hash, campaign_id) values (${send.email_hash}, ${send.campaign_id})
          on conflict (email_hash) do nothing`,
    );
    await tx.execute(
      sql`update passport_campaign_sends set state = 'failed', error = ${UNSUBSCRIBED_BEFORE_SENDING}
          where email_hash = ${send.email_hash} and state = 'queued'`,
    );
  });
  return true;
}

/** The target of a tracked link, after recording the click; null for a token not ours. */
export async function followTrackedLink({ db, secret, token }: { db: Db; secret: string; token: string }) {
  const named = sendIdOf(secret, 'click', token);
  const url = named?.rest[0];
  if (!named || !url || !/^https?:\/\//i.test(url)) return null;
  await withTransaction(db, async (tx) => {
    const [send] = await rowsOf<{ id: number }>(
      tx,
      sql`update passport_campaign_sends s set clicked_at = coalesce(s.clicked_at, now())
          from passport_campaigns k
          where s.id = ${named.sendId} and k.id = s.campaign_id and k.click_tracking
          returning s.id`,
    );
    if (send)
      await tx.execute(sql`insert into passport_campaign_clicks (send_id, url) values (${named.sendId}, ${url})`);
  });
  return url;
}
