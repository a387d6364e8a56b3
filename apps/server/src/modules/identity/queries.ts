// Database calls of the identity module. Times are compared with the database's clock, so that
// every server copy agrees on when a session, a link or a lock has run out.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import {
  LOCKOUT_SECONDS,
  LOCKOUT_WINDOW_SECONDS,
  RENEWAL_RACE_GRACE_SECONDS,
  RESET_LINK_TTL_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  SESSION_TOUCH_EVERY_SECONDS,
} from './identity-policy.ts';
import { loginFailures, passwordResetTokens, sessions, userRoles, users } from './schema.ts';
import { endedSessions } from './session-ends.ts';

const secondsAgo = (seconds: number) => sql`now() - ${seconds} * interval '1 second'`;
const secondsAhead = (seconds: number) => sql`now() + ${seconds} * interval '1 second'`;

const userColumns = {
  siteId: users.siteId,
  userid: users.userid,
  email: users.email,
  nameFirst: users.nameFirst,
  nameLast: users.nameLast,
  organization: users.organization,
  timssCustomer: users.timssCustomer,
  isAmtMember: users.isAmtMember,
  subscriptionActive: sql<boolean>`(${users.subscriptionActive} and (${users.subscriptionStartsOn} is null or ${users.subscriptionStartsOn} <= current_date) and (${users.subscriptionExpiresOn} is null or ${users.subscriptionExpiresOn} >= current_date))`,
  subscriptionExpiresOn: users.subscriptionExpiresOn,
  hasSignedEula: users.hasSignedEula,
  forcePasswordChange: users.forcePasswordChange,
  profileProvisioning: users.profileProvisioning,
  isAdministrator: users.isAdministrator,
  passwordHash: users.passwordHash,
  isLocked: sql<boolean>`coalesce(${users.lockedUntil} > now(), false)`,
  isDisabled: sql<boolean>`(${users.disabledAt} is not null)`,
};

/** A user as read: as written, with `subscriptionActive` meaning the flag is set and today lies
 * between the start and expiry dates, if any, and whether the account is locked or disabled now. */
export type UserRow = UserUpsert & { isLocked: boolean; isDisabled: boolean };

// ---- users

export async function findUserByUserid(db: Db, userid: string): Promise<UserRow | null> {
  const [row] = await db.select(userColumns).from(users).where(sql`lower(${users.userid}) = lower(${userid})`);
  return row ?? null;
}

export async function findUserBySiteId(db: Db, siteId: string): Promise<UserRow | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.siteId, siteId));
  return row ?? null;
}

export async function findUsersByEmail(db: Db, email: string): Promise<UserRow[]> {
  return db.select(userColumns).from(users).where(sql`lower(${users.email}) = lower(${email})`).orderBy(users.userid);
}

export async function listRolesOfUser(db: Db, siteId: string): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.siteId, siteId))
    .orderBy(userRoles.role);
  return rows.map((r) => r.role);
}

/** Subscription state and product roles in one query (read on every launcher and menu call). */
export async function findEntitlements(
  db: Db,
  siteId: string,
): Promise<{ subscriptionActive: boolean; roles: string[] } | null> {
  const [row] = await db
    .select({
      subscriptionActive: userColumns.subscriptionActive,
      // Spelled out: Drizzle leaves column names unqualified, which a correlated subquery cannot afford.
      roles: sql<
        string[]
      >`coalesce((select array_agg(r.role order by r.role) from user_roles r where r.site_id = users.site_id), '{}')`,
    })
    .from(users)
    .where(eq(users.siteId, siteId));
  return row ?? null;
}

export async function setEulaSigned(db: Db, siteId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ hasSignedEula: true, eulaSignedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.siteId, siteId))
    .returning({ siteId: users.siteId });
  // The terms gate closes at once: the session cache re-reads this user's sessions (session-ends.ts).
  endedSessions.announce({ siteId });
  return rows.length > 0;
}

/** A new password: also lifts a forced change and any lock. */
export async function updatePasswordHash(db: Db, siteId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: sql`now()`,
      forcePasswordChange: false,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.siteId, siteId));
  // The password gate closes at once: the session cache re-reads this user's sessions (session-ends.ts).
  endedSessions.announce({ siteId });
  await db.delete(loginFailures).where(eq(loginFailures.siteId, siteId));
}

export async function recordLoginSuccess(db: Db, siteId: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.siteId, siteId));
  await db.delete(loginFailures).where(eq(loginFailures.siteId, siteId));
}

/** Records a failed sign-in; returns how many there were in the lockout window, this one included. */
export async function recordLoginFailure(db: Db, siteId: string, ip: string | null): Promise<number> {
  await db.insert(loginFailures).values({ siteId, ip });
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.siteId, siteId), gt(loginFailures.at, secondsAgo(LOCKOUT_WINDOW_SECONDS))));
  return Number(row?.n ?? 0);
}

/** Locks the account; the failures that caused it are spent. */
export async function lockUser(db: Db, siteId: string): Promise<void> {
  await db
    .update(users)
    .set({ lockedUntil: secondsAhead(LOCKOUT_SECONDS), updatedAt: sql`now()` })
    .where(eq(users.siteId, siteId));
  await db.delete(loginFailures).where(eq(loginFailures.siteId, siteId));
}

/** A user as written. */
export type UserUpsert = {
  siteId: string;
  userid: string;
  email: string;
  nameFirst: string;
  nameLast: string;
  organization: string;
  timssCustomer: string;
  isAmtMember: boolean;
  subscriptionActive: boolean;
  subscriptionExpiresOn: string | null;
  hasSignedEula: boolean;
  forcePasswordChange: boolean;
  profileProvisioning: boolean;
  isAdministrator: boolean;
  passwordHash: string | null;
};

/** Creates or rewrites a user (seed, provisioning); unlocks it and clears its failures. */
export async function upsertUserRow(db: Db, user: UserUpsert): Promise<void> {
  const values = { ...user, lockedUntil: null, eulaSignedAt: user.hasSignedEula ? sql`now()` : null };
  await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({ target: users.siteId, set: { ...values, updatedAt: sql`now()` } });
  await db.delete(loginFailures).where(eq(loginFailures.siteId, user.siteId));
}

export async function replaceRolesOfUser(db: Db, siteId: string, roles: readonly string[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.siteId, siteId));
  if (roles.length) await db.insert(userRoles).values(roles.map((role) => ({ siteId, role })));
}

export async function countUserRows(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(row?.n ?? 0);
}

// ---- sessions

export async function insertSession(
  db: Db,
  session: {
    id: string;
    siteId: string;
    actingAdmin: string | null;
    secretHash: string;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export type SessionState = {
  id: string;
  siteId: string;
  userid: string;
  actingAdmin: string | null;
  hasSignedEula: boolean;
  forcePasswordChange: boolean;
  secretHash: string;
  previousSecretHash: string | null;
  revoked: boolean;
  /** No request for SESSION_IDLE_SECONDS. */
  idle: boolean;
  /** Older than SESSION_MAX_AGE_SECONDS. */
  tooOld: boolean;
  /** last_seen_at is due to be written again. */
  stale: boolean;
  /** The secret was replaced less than RENEWAL_RACE_GRACE_SECONDS ago. */
  justRotated: boolean;
};

export async function findSessionState(db: Db, sessionId: string): Promise<SessionState | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      siteId: sessions.siteId,
      userid: users.userid,
      actingAdmin: sessions.actingAdmin,
      hasSignedEula: users.hasSignedEula,
      forcePasswordChange: users.forcePasswordChange,
      secretHash: sessions.secretHash,
      previousSecretHash: sessions.previousSecretHash,
      revoked: sql<boolean>`(${sessions.revokedAt} is not null)`,
      idle: sql<boolean>`(${sessions.lastSeenAt} <= ${secondsAgo(SESSION_IDLE_SECONDS)})`,
      tooOld: sql<boolean>`(${sessions.createdAt} <= ${secondsAgo(SESSION_MAX_AGE_SECONDS)})`,
      stale: sql<boolean>`(${sessions.lastSeenAt} <= ${secondsAgo(SESSION_TOUCH_EVERY_SECONDS)})`,
      justRotated: sql<boolean>`coalesce(${sessions.rotatedAt} > ${secondsAgo(RENEWAL_RACE_GRACE_SECONDS)}, false)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.siteId, sessions.siteId))
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}

export async function touchSessionRow(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

/** Replaces the secret if it is still `currentHash`; false when another renewal got there first. */
export async function rotateSessionSecret(
  db: Db,
  sessionId: string,
  currentHash: string,
  nextHash: string,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ secretHash: nextHash, previousSecretHash: currentHash, rotatedAt: sql`now()`, lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.secretHash, currentHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

// The two revocations tell this process's session cache (session-ends.ts): whoever calls them,
// the ended session stops working here at once, and on other instances within CACHE_SECONDS.
export async function revokeSessionRow(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  endedSessions.announce({ sessionId });
}

/** Revokes every live session of the user, except `keepSessionId` when given. */
export async function revokeSessionsOfUser(
  db: Db,
  siteId: string,
  reason: string,
  keepSessionId?: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.siteId, siteId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  endedSessions.announce({ siteId });
  return rows.length;
}

// ---- reset links

/** Stores a new link and voids the user's older unused ones: only the newest e-mail works. */
export async function replaceResetToken(db: Db, siteId: string, tokenHash: string, ip: string | null): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.siteId, siteId), isNull(passwordResetTokens.usedAt)));
  await db
    .insert(passwordResetTokens)
    .values({ tokenHash, siteId, expiresAt: secondsAhead(RESET_LINK_TTL_SECONDS), requestedIp: ip });
}

const usableToken = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

export async function findUsableResetToken(db: Db, tokenHash: string): Promise<{ siteId: string } | null> {
  const [row] = await db
    .select({ siteId: passwordResetTokens.siteId })
    .from(passwordResetTokens)
    .where(usableToken(tokenHash));
  return row ?? null;
}

/** Marks the link used if it still was usable; the site_id it belonged to, or null. */
export async function consumeResetToken(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(usableToken(tokenHash))
    .returning({ siteId: passwordResetTokens.siteId });
  return row?.siteId ?? null;
}
