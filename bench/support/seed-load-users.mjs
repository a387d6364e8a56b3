// Accounts for the load benchmark: one per client, as members sign in from their own accounts
// (50 clients taking turns on two accounts measured the account, not the server). Each is a copy of
// the demo member (roles, subscription, terms), `load<N>` with the demo password. Written into a
// database the portal then opens (a PGlite folder or PostgreSQL), before it starts; the demo data
// is seeded first, as the portal's own start would.
import { tsImport } from 'tsx/esm/api';

const server = (file) => tsImport(`../../apps/server/src/${file}`, import.meta.url);

/** [{ userid, siteId, home }] of `count` load users written into databaseUrl (demo data seeded if empty). */
export async function seedLoadUsers(databaseUrl, count) {
  const [
    { loadConfig },
    { prepareDatabase },
    { saveUserAccount },
    { resetAppTermsOfUser },
    { DEMO_USERS, DEMO_PASSWORD },
  ] = await Promise.all([
    server('config.ts'),
    server('prepare-database.ts'),
    server('modules/identity/provisioning.ts'),
    server('modules/catalog/provisioning.ts'),
    server('seed/identity-users.ts'),
  ]);
  const member = DEMO_USERS.find((u) => u.account.userid === 'member');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  });
  const { database } = await prepareDatabase(config);
  try {
    const users = Array.from({ length: count }, (_, i) => {
      const siteId = String(900000 + i);
      return { userid: `load${i}`, siteId, timssCustomer: `000${siteId}` };
    });
    // Hashed in parallel: argon2 runs on libuv's threads.
    await Promise.all(
      users.map((u) =>
        saveUserAccount({
          db: database.db,
          account: { ...member.account, ...u, email: `${u.userid}@example.com`, nameFirst: `Load ${u.userid}` },
          password: DEMO_PASSWORD,
          roles: member.roles,
        }),
      ),
    );
    for (const u of users) await resetAppTermsOfUser({ db: database.db, siteId: u.siteId });
    return users.map((u) => ({ userid: u.userid, siteId: u.siteId, home: `:home:${u.timssCustomer}` }));
  } finally {
    await database.close();
  }
}
