// For other modules (the Territory Wizard): a user's organisation and its members, the people a
// file can be shared with or a territory assigned to. An empty organisation has no colleagues.
import { asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { users } from './schema.ts';

export type Colleague = { siteId: string; name: string; email: string };

export async function getOrganizationMembers({
  db,
  siteId,
}: {
  db: Db;
  siteId: string;
}): Promise<{ organization: string; members: Colleague[] }> {
  const [me] = await db.select({ organization: users.organization }).from(users).where(eq(users.siteId, siteId));
  const organization = me?.organization ?? '';
  if (organization === '') return { organization, members: [] };
  const rows = await db
    .select({ siteId: users.siteId, first: users.nameFirst, last: users.nameLast, email: users.email })
    .from(users)
    .where(eq(users.organization, organization))
    .orderBy(asc(users.nameLast), asc(users.nameFirst));
  return {
    organization,
    members: rows.map((r) => ({ siteId: r.siteId, name: `${r.first} ${r.last}`.trim(), email: r.email })),
  };
}

/** The organisations users belong to, by name, with how many users each (the console's picker). */
export async function listOrganisations({ db }: { db: Db }): Promise<{ organization: string; users: number }[]> {
  const rows = await db
    .select({ organization: users.organization, users: sql<number>`count(*)::int` })
    .from(users)
    .where(ne(users.organization, ''))
    .groupBy(users.organization)
    .orderBy(sql`lower(${users.organization})`, asc(users.organization));
  return rows.map((r) => ({ organization: r.organization, users: Number(r.users) }));
}
