// The caches of decision 029 (CACHE_SECONDS on, as in production): what ends in this process ends
// at once; what another instance writes to the database shows here within CACHE_SECONDS.

import { appTermsKey } from '@mti/contracts/catalog/catalog-api';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../test/build-test-app.ts';
import { DEMO_PASSWORD, signIn } from '../../test/sign-in.ts';
import { resetAppTermsOfUser, saveCatalog } from '../modules/catalog/provisioning.ts';
import { saveUserAccount } from '../modules/identity/provisioning.ts';
import { SEED_APPS, SEED_GROUPS } from '../seed/catalog-products.ts';
import { DEMO_USERS } from '../seed/identity-users.ts';

const { app, database } = await buildTestApp({ CACHE_SECONDS: '5' });
const db = database.db;

const getUser = (headers: Record<string, string>) => app.inject({ url: '/api/mti/user', headers });
const products = async (headers: Record<string, string>) =>
  (await app.inject({ url: '/api/mti/products', headers })).json() as { app_title: string }[];
/**
 * The clock of this process moves on; the database's does not need to. Cumulative within the file,
 * so that what an earlier test cached at its moved-on time has expired too.
 */
let movedOnMs = 0;
function afterSeconds(seconds: number) {
  movedOnMs += seconds * 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + movedOnMs);
}
afterEach(() => vi.useRealTimers());

describe('session lookups, cached for CACHE_SECONDS', () => {
  it('a sign-out on this instance refuses the token at once', async () => {
    const member = await signIn(app, 'member');
    expect((await getUser(member.headers)).statusCode).toBe(200);
    await app.inject({ url: '/api/mti/logout/callback', headers: { cookie: member.cookie } });
    expect((await getUser(member.headers)).json().code).toBe('c0001');
  });

  it('a sign-out on another instance (its write to the sessions table) refuses the token within 5 seconds', async () => {
    const member = await signIn(app, 'member');
    expect((await getUser(member.headers)).statusCode).toBe(200);
    await db.execute(
      sql`update sessions set revoked_at = now(), revoked_reason = 'logout' where id = ${member.sessionId}`,
    );
    // This instance reuses its lookup for a while: that is the cache at work.
    expect((await getUser(member.headers)).statusCode).toBe(200);
    afterSeconds(5.001);
    expect((await getUser(member.headers)).json().code).toBe('c0001');
  });

  it("a password change ends the user's other sessions here at once, and elsewhere within 5 seconds", async () => {
    const elsewhere = await signIn(app, 'admin');
    const here = await signIn(app, 'admin');
    expect((await getUser(elsewhere.headers)).statusCode).toBe(200);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/mti/changePassword',
      headers: here.headers,
      payload: { new_password: 'Spindle4Torque!' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await getUser(elsewhere.headers)).json().code).toBe('c0001');
    expect((await getUser(here.headers)).statusCode).toBe(200);
  });

  it('a lockout refuses the right password at once: sign-in is never cached', async () => {
    const headers = await xsrfHeaders(app);
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/api/mti/login', headers, payload: { userid: 'lapsed', password } });
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login('wrong-password-1')).statusCode).toBe(401);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(401);
  });
});

describe('the launcher catalogue, cached for CACHE_SECONDS', () => {
  const renamed = (title: string) => SEED_APPS.map((a, i) => (i === 0 ? { ...a, appTitle: title } : a));

  it('is dropped at once when the catalogue is saved in this process', async () => {
    const member = await signIn(app, 'member');
    const before = await products(member.headers);
    expect(before.length).toBeGreaterThan(0);
    await saveCatalog({ db, groups: SEED_GROUPS, apps: renamed('Renamed here') });
    expect((await products(member.headers)).map((p) => p.app_title)).toContain('Renamed here');
  });

  it('shows a change written by another instance within 5 seconds', async () => {
    const member = await signIn(app, 'member');
    await products(member.headers);
    const key = SEED_APPS[0]?.appKey as string;
    await db.execute(sql`update catalog_apps set app_title = 'Renamed elsewhere' where app_key = ${key}`);
    expect((await products(member.headers)).map((p) => p.app_title)).not.toContain('Renamed elsewhere');
    afterSeconds(5.001);
    expect((await products(member.headers)).map((p) => p.app_title)).toContain('Renamed elsewhere');
  });
});

describe("the launcher's entitlements and accepted terms, cached per user for CACHE_SECONDS (decision 046)", () => {
  type Product = {
    app_title: string;
    appurl: string;
    mti_role_name: string;
    terms_required: boolean;
    terms_accepted: boolean;
  };
  const launcher = async (headers: Record<string, string>) =>
    (await app.inject({ url: '/api/mti/products', headers })).json() as Product[];
  const memberAccount = DEMO_USERS.find((u) => u.account.userid === 'member');
  if (!memberAccount) throw new Error('the seed has no member');

  it('shows roles written by another instance within 5 seconds, and an account rewritten here at once', async () => {
    const member = await signIn(app, 'member');
    const role = (await launcher(member.headers))[0]?.mti_role_name as string;
    const withRole = async () => (await launcher(member.headers)).some((p) => p.mti_role_name === role);
    expect(await withRole()).toBe(true);
    try {
      await db.execute(sql`delete from user_roles where role = ${role} and site_id = ${member.siteId}`);
      expect(await withRole()).toBe(true); // another instance's write: not seen yet
      afterSeconds(5.001);
      expect(await withRole()).toBe(false);
    } finally {
      vi.useRealTimers();
      await saveUserAccount({
        db,
        account: memberAccount.account,
        password: DEMO_PASSWORD,
        roles: memberAccount.roles,
      });
    }
    expect(await withRole()).toBe(true); // rewritten in this process: at once
  });

  it('shows terms accepted here on the very next load, and terms accepted elsewhere within 5 seconds', async () => {
    const member = await signIn(app, 'member');
    const withTerms = (await launcher(member.headers)).filter((p) => p.terms_required && !p.terms_accepted);
    expect(withTerms.length).toBeGreaterThan(0);
    const [here] = withTerms;
    const key = appTermsKey(here?.appurl as string);
    const acceptedHere = async () =>
      (await launcher(member.headers)).find((p) => appTermsKey(p.appurl) === key)?.terms_accepted;
    const accept = await app.inject({ method: 'PUT', url: `/api/mti/acceptEula/${key}`, headers: member.headers });
    expect(accept.statusCode).toBe(200);
    expect(await acceptedHere()).toBe(true);

    await resetAppTermsOfUser({ db, siteId: member.siteId });
    expect(await acceptedHere()).toBe(false); // reset in this process: at once
    await db.execute(sql`insert into catalog_terms_acceptances (site_id, terms_key) values (${member.siteId}, ${key})`);
    expect(await acceptedHere()).toBe(false); // another instance's write: not seen yet
    afterSeconds(5.001);
    expect(await acceptedHere()).toBe(true);
  });
});
