// Product-news subscriptions and their link tokens, in data terms.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import {
  type NewsletterStatus,
  type NewsletterTokenPurpose,
  newsletterSubscriptions,
  newsletterTokens,
} from './schema.ts';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export async function findSubscriptionById(db: Db, id: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
  return row ?? null;
}

export async function findSubscriptionByEmail(db: Db, email: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row ?? null;
}

/** Inserts a pending subscription, or returns the existing row when the address is already known. */
export async function insertPendingSubscription(db: Db, email: string): Promise<SubscriptionRow> {
  const [inserted] = await db
    .insert(newsletterSubscriptions)
    .values({ email, status: 'pending' })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning();
  if (inserted) return inserted;
  const existing = await findSubscriptionByEmail(db, email);
  if (!existing) throw new Error('subscription vanished between insert and select');
  return existing;
}

export async function updateSubscriptionStatus(db: Db, id: string, status: NewsletterStatus): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({
      status,
      ...(status === 'active' ? { confirmedAt: sql`now()`, unsubscribedAt: null } : {}),
      ...(status === 'unsubscribed' ? { unsubscribedAt: sql`now()` } : {}),
    })
    .where(eq(newsletterSubscriptions.id, id));
}

/**
 * Marks that a sign-up request mailed the address now, unless it was mailed less than
 * `minIntervalSeconds` ago. True when the caller may send.
 */
export async function claimRequestedMailSlot(db: Db, id: string, minIntervalSeconds: number): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ lastRequestedMailAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscriptions.id, id),
        or(
          isNull(newsletterSubscriptions.lastRequestedMailAt),
          sql`${newsletterSubscriptions.lastRequestedMailAt} < now() - make_interval(secs => ${minIntervalSeconds})`,
        ),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

export async function insertToken(
  db: Db,
  token: { tokenHash: string; subscriptionId: string; purpose: NewsletterTokenPurpose; expiresInSeconds?: number },
): Promise<void> {
  await db.insert(newsletterTokens).values({
    tokenHash: token.tokenHash,
    subscriptionId: token.subscriptionId,
    purpose: token.purpose,
    expiresAt: token.expiresInSeconds ? sql`now() + make_interval(secs => ${token.expiresInSeconds})` : null,
  });
}

export async function deleteTokens(db: Db, subscriptionId: string, purpose: NewsletterTokenPurpose): Promise<void> {
  await db
    .delete(newsletterTokens)
    .where(and(eq(newsletterTokens.subscriptionId, subscriptionId), eq(newsletterTokens.purpose, purpose)));
}

/** The subscription a live (unexpired) token of the given purpose belongs to. */
export async function findSubscriptionByToken(
  db: Db,
  tokenHash: string,
  purpose: NewsletterTokenPurpose,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select({ subscription: newsletterSubscriptions })
    .from(newsletterTokens)
    .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, newsletterTokens.subscriptionId))
    .where(
      and(
        eq(newsletterTokens.tokenHash, tokenHash),
        eq(newsletterTokens.purpose, purpose),
        or(isNull(newsletterTokens.expiresAt), gt(newsletterTokens.expiresAt, sql`now()`)),
      ),
    );
  return row?.subscription ?? null;
}
