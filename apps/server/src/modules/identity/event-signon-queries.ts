// Database calls of the regional event sign-on. Times use the database's clock, so that every
// server copy agrees on when a token has run out.
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { eventSignOnTokens } from './schema.ts';

export async function insertEventSignOnToken(
  db: Db,
  row: { tokenHash: string; marker: string; siteId: string; ttlSeconds: number },
): Promise<void> {
  await db.insert(eventSignOnTokens).values({
    tokenHash: row.tokenHash,
    marker: row.marker,
    siteId: row.siteId,
    expiresAt: sql`now() + ${row.ttlSeconds} * interval '1 second'`,
  });
}

/**
 * Marks an unused, unexpired token of this event used and gives its user; null otherwise.
 * One statement: of two concurrent exchanges of the same token, only one gets the row.
 */
export async function spendEventSignOnToken(
  db: Db,
  tokenHash: string,
  marker: string,
): Promise<{ siteId: string } | null> {
  const [row] = await db
    .update(eventSignOnTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(eventSignOnTokens.tokenHash, tokenHash),
        eq(eventSignOnTokens.marker, marker),
        isNull(eventSignOnTokens.usedAt),
        gt(eventSignOnTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ siteId: eventSignOnTokens.siteId });
  return row ?? null;
}

/** Tokens expired for a day are of no further use, not even to explain a refusal. */
export async function deleteOldEventSignOnTokens(db: Db): Promise<void> {
  await db.delete(eventSignOnTokens).where(lt(eventSignOnTokens.expiresAt, sql`now() - interval '1 day'`));
}
