// The bulk writes that set up identity data (accounts with their roles): the seed uses them today,
// the admin console later. Not for requests: no audit, no mail.
import { type Db, withTransaction } from '../../platform/db.ts';
import { accountsChanged } from './account-changes.ts';
import { hashPassword } from './password-hashing.ts';
import { countUserRows, replaceRolesOfUser, type UserUpsert, upsertUserRow } from './queries.ts';

export type { UserUpsert } from './queries.ts';

/** Creates or rewrites a user with a password and product roles, in one transaction. */
export async function saveUserAccount({
  db,
  account,
  password,
  roles,
}: {
  db: Db;
  account: Omit<UserUpsert, 'passwordHash'>;
  password: string | null;
  roles: readonly string[];
}): Promise<void> {
  const passwordHash = password ? await hashPassword(password) : null;
  await withTransaction(db, async (tx) => {
    await upsertUserRow(tx, { ...account, passwordHash });
    await replaceRolesOfUser(tx, account.siteId, roles);
  });
  accountsChanged.announce(account.siteId);
}

export async function hasAnyUser({ db }: { db: Db }): Promise<boolean> {
  return (await countUserRows(db)) > 0;
}
