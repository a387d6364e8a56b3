// Login names and site ids of users, for the administrator console's lists and filters.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { users } from './schema.ts';

/** site_id → login name of the users that exist among siteIds. */
export async function loginNamesOf({ db, siteIds }: { db: Db; siteIds: string[] }): Promise<Map<string, string>> {
  const unique = [...new Set(siteIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ siteId: users.siteId, userid: users.userid })
    .from(users)
    .where(inArray(users.siteId, unique));
  return new Map(rows.map((r) => [r.siteId, r.userid]));
}

/** The site id of a login name (any case), or null. */
export async function siteIdOfUser({ db, userid }: { db: Db; userid: string }): Promise<string | null> {
  const [row] = await db
    .select({ siteId: users.siteId })
    .from(users)
    .where(sql`lower(${users.userid}) = lower(${userid})`);
  return row?.siteId ?? null;
}

/** Whom to write to about a user's own business (a payment link, decision 070), or null. */
export async function mailContactOf({
  db,
  siteId,
}: {
  db: Db;
  siteId: string;
}): Promise<{ email: string; nameFirst: string; userid: string } | null> {
  const [row] = await db
    .select({ email: users.email, nameFirst: users.nameFirst, userid: users.userid })
    .from(users)
    .where(sql`${users.siteId} = ${siteId}`);
  return row?.email ? row : null;
}
