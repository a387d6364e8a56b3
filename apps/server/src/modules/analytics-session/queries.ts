// Database calls of the analytics single sign-on. Times use the database's clock, so that every
// server copy agrees on when a token or a session has run out.
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { analyticsSessions, ssoTokens } from './schema.ts';

const secondsAhead = (seconds: number) => sql`now() + ${seconds} * interval '1 second'`;

export async function insertSsoToken(
  db: Db,
  row: { tokenHash: string; siteId: string; portalSessionId: string; timssCustomer: string; ttlSeconds: number },
): Promise<void> {
  await db.insert(ssoTokens).values({
    tokenHash: row.tokenHash,
    siteId: row.siteId,
    portalSessionId: row.portalSessionId,
    timssCustomer: row.timssCustomer,
    expiresAt: secondsAhead(row.ttlSeconds),
  });
}

/**
 * Marks an unused, unexpired token used and gives what it was issued for; null otherwise.
 * One statement: of two concurrent exchanges of the same token, only one gets the row.
 */
export async function spendSsoToken(
  db: Db,
  tokenHash: string,
): Promise<{ siteId: string; portalSessionId: string; timssCustomer: string } | null> {
  const [row] = await db
    .update(ssoTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(ssoTokens.tokenHash, tokenHash), isNull(ssoTokens.usedAt), gt(ssoTokens.expiresAt, sql`now()`)))
    .returning({
      siteId: ssoTokens.siteId,
      portalSessionId: ssoTokens.portalSessionId,
      timssCustomer: ssoTokens.timssCustomer,
    });
  return row ?? null;
}

export async function insertAnalyticsSession(
  db: Db,
  row: {
    id: string;
    secretHash: string;
    siteId: string;
    portalSessionId: string;
    timssCustomer: string;
    maxAgeSeconds: number;
  },
): Promise<void> {
  await db.insert(analyticsSessions).values({
    id: row.id,
    secretHash: row.secretHash,
    siteId: row.siteId,
    portalSessionId: row.portalSessionId,
    timssCustomer: row.timssCustomer,
    expiresAt: secondsAhead(row.maxAgeSeconds),
  });
}

export type AnalyticsSessionRow = {
  id: string;
  secretHash: string;
  siteId: string;
  portalSessionId: string;
  timssCustomer: string;
  expired: boolean;
};

export async function findAnalyticsSession(db: Db, id: string): Promise<AnalyticsSessionRow | null> {
  const [row] = await db
    .select({
      id: analyticsSessions.id,
      secretHash: analyticsSessions.secretHash,
      siteId: analyticsSessions.siteId,
      portalSessionId: analyticsSessions.portalSessionId,
      timssCustomer: analyticsSessions.timssCustomer,
      expired: sql<boolean>`${analyticsSessions.expiresAt} <= now()`,
    })
    .from(analyticsSessions)
    .where(eq(analyticsSessions.id, id));
  return row ?? null;
}

export async function deleteAnalyticsSession(db: Db, id: string): Promise<void> {
  await db.delete(analyticsSessions).where(eq(analyticsSessions.id, id));
}

/** Spent or expired tokens and expired sessions: nothing can use them any more. */
export async function deleteEndedSsoRows(db: Db): Promise<void> {
  await db.delete(ssoTokens).where(lt(ssoTokens.expiresAt, sql`now()`));
  await db.delete(analyticsSessions).where(lt(analyticsSessions.expiresAt, sql`now()`));
}
