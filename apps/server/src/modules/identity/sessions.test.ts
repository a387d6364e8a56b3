import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../../test/build-test-app.ts';
import { DEMO_PASSWORD, setCookie, signedInFrom, signIn } from '../../../test/sign-in.ts';
import { accessTokenKey, signAccessToken } from '../../platform/auth.ts';
import { rowsOf } from '../../platform/db.ts';

const { app, database, config } = await buildTestApp();
const db = database.db;

const getUser = (headers: Record<string, string>) => app.inject({ url: '/api/mti/user', headers });
const actAs = async (userid: string) =>
  app.inject({
    method: 'POST',
    url: '/api/mti/admin/login',
    headers: await xsrfHeaders(app),
    payload: { adminid: 'admin', password: DEMO_PASSWORD, userid },
  });
const renew = (siteId: string, session: string) =>
  app.inject({ url: `/api/mti/token/${siteId}`, headers: { cookie: `mti_session=${session}` } });
const revokedReason = async (sessionId: string) =>
  (
    await rowsOf<{ revoked_reason: string | null }>(
      db,
      sql`select revoked_reason from sessions where id = ${sessionId}`,
    )
  )[0]?.revoked_reason;

describe('GET mti/user', () => {
  it('answers the signed-in user details of spec §3', async () => {
    const member = await signIn(app, 'member');
    const res = await getUser(member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      site_id: '100101',
      userid: 'member',
      name_first: 'Dana',
      name_last: 'Whitaker',
      user_email: 'member@example.com',
      organization: 'Precision Spindle Works',
      is_mti_subscription_active: true,
      mti_sub_exp_date: '2035-12-31',
      is_amt_member: true,
      has_signed_eula: true,
      force_password_change: false,
      timss_customer: '000100101',
      acting_admin: null,
      // Beyond spec §3, like acting_admin: the user menu offers the console to administrators.
      is_administrator: false,
      roles: ['awt', 'econ', 'mapus', 'passport', 'survey', 'usmto'],
    });
  });

  it('reports an expired subscription as not active, with its end date', async () => {
    const lapsed = await signIn(app, 'lapsed');
    expect((await getUser(lapsed.headers)).json()).toMatchObject({
      is_mti_subscription_active: false,
      mti_sub_exp_date: '2024-06-30',
      is_amt_member: true,
    });
    const guest = await signIn(app, 'guest');
    expect((await getUser(guest.headers)).json()).toMatchObject({
      is_mti_subscription_active: false,
      mti_sub_exp_date: null,
      is_amt_member: false,
      roles: [],
    });
  });
});

describe('access tokens', () => {
  it('c0001 without a token or session cookie', async () => {
    const res = await getUser({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'c0001', msg: 'Contact admin or please try again later.' });
  });

  it('c0004 without a token but with a session cookie (a reloaded page renews)', async () => {
    const member = await signIn(app, 'member');
    const res = await getUser({ cookie: member.cookie });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('c0004');
  });

  it('c0004 for an expired token of a live session', async () => {
    const member = await signIn(app, 'member');
    const expired = await signAccessToken(
      accessTokenKey(config.SESSION_SECRET as string),
      { siteId: member.siteId, sessionId: member.sessionId, actingAdmin: null },
      new Date(Date.now() - 1000),
    );
    const res = await getUser({ authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'c0004', msg: 'Your session has expired, please log in.' });
  });

  it('c0001 for a token signed with another key, even an expired one', async () => {
    const member = await signIn(app, 'member');
    const claims = { siteId: member.siteId, sessionId: member.sessionId, actingAdmin: null };
    const forged = await signAccessToken(accessTokenKey('another-secret-another-secret-0123456'), claims);
    expect((await getUser({ authorization: `Bearer ${forged}` })).json().code).toBe('c0001');
    const forgedExpired = await signAccessToken(
      accessTokenKey('another-secret-another-secret-0123456'),
      claims,
      new Date(1000),
    );
    expect((await getUser({ authorization: `Bearer ${forgedExpired}` })).json().code).toBe('c0001');
  });

  it('c0001 for a token whose signature was tampered with, or garbage', async () => {
    const member = await signIn(app, 'member');
    const tampered = `${member.token.slice(0, -4)}AAAA`;
    expect((await getUser({ authorization: `Bearer ${tampered}` })).json().code).toBe('c0001');
    expect((await getUser({ authorization: 'Bearer not-a-token' })).json().code).toBe('c0001');
    expect((await getUser({ authorization: 'Basic bWVtYmVyOng=' })).json().code).toBe('c0001');
  });

  it('c0001 for a genuine token of an unknown session', async () => {
    const token = await signAccessToken(accessTokenKey(config.SESSION_SECRET as string), {
      siteId: '100101',
      sessionId: 'AAAAAAAAAAAAAAAAAAAAAA',
      actingAdmin: null,
    });
    expect((await getUser({ authorization: `Bearer ${token}` })).json().code).toBe('c0001');
  });
});

describe('session limits', () => {
  it('ends a session after 30 minutes without a request', async () => {
    const member = await signIn(app, 'member');
    expect((await getUser(member.headers)).statusCode).toBe(200);
    await db.execute(
      sql`update sessions set last_seen_at = now() - interval '31 minutes' where id = ${member.sessionId}`,
    );
    const res = await getUser(member.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('c0001');
    expect(await revokedReason(member.sessionId)).toBe('idle');
    expect((await renew(member.siteId, member.session)).statusCode).toBe(401);
  });

  it('keeps an active session alive: each request counts as activity', async () => {
    const member = await signIn(app, 'member');
    await db.execute(
      sql`update sessions set last_seen_at = now() - interval '29 minutes' where id = ${member.sessionId}`,
    );
    expect((await getUser(member.headers)).statusCode).toBe(200);
    const [row] = await rowsOf<{ seconds: number }>(
      db,
      sql`select extract(epoch from now() - last_seen_at)::int as seconds from sessions where id = ${member.sessionId}`,
    );
    expect(row?.seconds).toBeLessThan(60);
  });

  it('ends a session 12 hours after sign-in, however active', async () => {
    const member = await signIn(app, 'member');
    await db.execute(
      sql`update sessions set created_at = now() - interval '12 hours 1 minute' where id = ${member.sessionId}`,
    );
    expect((await getUser(member.headers)).json().code).toBe('c0001');
    expect(await revokedReason(member.sessionId)).toBe('expired');
  });

  it('refuses to renew a session past its limits', async () => {
    const member = await signIn(app, 'member');
    await db.execute(sql`update sessions set created_at = now() - interval '13 hours' where id = ${member.sessionId}`);
    const res = await renew(member.siteId, member.session);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('c0001');
  });
});

describe('GET mti/token/{site_id}', () => {
  it('gives a new token and rotates the session cookie', async () => {
    const member = await signIn(app, 'member');
    const res = await renew(member.siteId, member.session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ site_id: '100101', expires_in: 900, acting_admin: null, is_valid: true });
    const next = setCookie(res, 'mti_session');
    expect(next).toBeDefined();
    expect(next).not.toBe(member.session);
    expect(next?.split('.')[0]).toBe(member.sessionId);
    expect(res.cookies.find((c) => c.name === 'mti_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // The new token works, and so does the next renewal with the new cookie.
    expect((await getUser({ authorization: `Bearer ${res.json().token}` })).statusCode).toBe(200);
    expect((await renew(member.siteId, next as string)).statusCode).toBe(200);
  });

  it('revokes the whole session when a replaced secret comes back (a copied cookie)', async () => {
    const member = await signIn(app, 'member');
    const first = await renew(member.siteId, member.session);
    const current = setCookie(first, 'mti_session') as string;
    await db.execute(sql`update sessions set rotated_at = now() - interval '1 minute' where id = ${member.sessionId}`);

    const replay = await renew(member.siteId, member.session);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('c0001');
    // The refusal clears the browser's cookies.
    expect(setCookie(replay, 'mti_session')).toBe('');
    expect(setCookie(replay, 'mti_login')).toBe('');
    expect(await revokedReason(member.sessionId)).toBe('reused_secret');
    // The legitimate holder is signed out too: the current cookie and live tokens stop working.
    expect((await renew(member.siteId, current)).statusCode).toBe(401);
    expect((await getUser({ authorization: `Bearer ${first.json().token}` })).json().code).toBe('c0001');
    const [audit] = await rowsOf<{ subject: string }>(
      db,
      sql`select subject from audit_log where action = 'session.reuse_detected'`,
    );
    expect(audit?.subject).toBe('100101');
  });

  it('lets a second tab that renewed at the same moment through, with the same new cookie', async () => {
    const member = await signIn(app, 'member');
    const first = await renew(member.siteId, member.session);
    expect(first.statusCode).toBe(200);
    const racing = await renew(member.siteId, member.session);
    expect(racing.statusCode).toBe(200);
    // Whichever answer the browser keeps last, it holds the one current secret.
    expect(setCookie(racing, 'mti_session')).toBe(setCookie(first, 'mti_session'));
    expect((await renew(member.siteId, setCookie(first, 'mti_session') as string)).statusCode).toBe(200);
  });

  it('keeps the session of a page left while its renewal was on the way (the answer never arrived)', async () => {
    const member = await signIn(app, 'member');
    // The first renewal's answer is lost: the browser still holds the old cookie.
    expect((await renew(member.siteId, member.session)).statusCode).toBe(200);
    // The next page renews at once with the old cookie and keeps what this answer sets.
    const reloaded = await renew(member.siteId, member.session);
    expect(reloaded.statusCode).toBe(200);
    const held = setCookie(reloaded, 'mti_session') ?? member.session;
    // Well past the grace, the page's next renewal still works: no copied cookie is suspected.
    await db.execute(sql`update sessions set rotated_at = now() - interval '1 minute' where id = ${member.sessionId}`);
    const later = await renew(member.siteId, held);
    expect(later.statusCode).toBe(200);
    expect(await revokedReason(member.sessionId)).toBeNull();
  });

  it('refuses a cookie for another user, a forged secret, garbage and no cookie', async () => {
    const member = await signIn(app, 'member');
    expect((await renew('100103', member.session)).json().code).toBe('c0001');
    expect((await renew(member.siteId, `${member.sessionId}.${'x'.repeat(43)}`)).json().code).toBe('c0001');
    expect((await renew(member.siteId, 'garbage')).json().code).toBe('c0001');
    expect((await app.inject({ url: `/api/mti/token/${member.siteId}` })).json().code).toBe('c0001');
  });

  it.each([
    ['too long', 'x'.repeat(65)],
    ['with SQL in it', encodeURIComponent("100101' or '1'='1")],
    ['with a NUL byte', '100101%00'],
    ['non-ASCII', encodeURIComponent('１００１０１')],
  ])('answers a malformed site_id %s with 4xx {code, msg}, never 5xx', async (_label, siteId) => {
    const member = await signIn(app, 'member');
    for (const headers of [{ cookie: `mti_session=${member.session}` }, {}]) {
      const res = await app.inject({ url: `/api/mti/token/${siteId}`, headers });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toEqual(expect.objectContaining({ code: expect.any(String), msg: expect.any(String) }));
    }
    // The refusal did not spend the session: the right site_id still renews it.
    expect((await renew(member.siteId, member.session)).statusCode).toBe(200);
  });

  it('keeps the acting administrator through renewals', async () => {
    const res = await actAs('guest');
    const session = setCookie(res, 'mti_session') as string;
    const renewed = await renew('100103', session);
    expect(renewed.json()).toMatchObject({ site_id: '100103', acting_admin: 'admin' });
    expect((await getUser({ authorization: `Bearer ${renewed.json().token}` })).json().acting_admin).toBe('admin');
  });
});

describe('GET mti/logout/callback', () => {
  it('revokes the session, clears both cookies and arms a fresh anti-forgery token', async () => {
    const member = await signIn(app, 'member');
    const res = await app.inject({ url: '/api/mti/logout/callback', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(setCookie(res, 'mti_session')).toBe('');
    expect(setCookie(res, 'mti_login')).toBe('');
    const xsrf = setCookie(res, 'XSRF-TOKEN');
    expect(xsrf).toBeTruthy();
    expect(xsrf).not.toBe(member.xsrf);
    expect(await revokedReason(member.sessionId)).toBe('logout');
    // A revoked session can neither be renewed nor used.
    expect((await renew(member.siteId, member.session)).json().code).toBe('c0001');
    expect((await getUser(member.headers)).json().code).toBe('c0001');
  });

  it('answers the same without a session', async () => {
    const res = await app.inject({ url: '/api/mti/logout/callback' });
    expect(res.statusCode).toBe(200);
    expect(setCookie(res, 'mti_login')).toBe('');
  });
});

describe('PUT mti/acceptEula', () => {
  it('records the acceptance for the signed-in user only', async () => {
    await db.execute(sql`update users set has_signed_eula = false where site_id = '100103'`);
    const newcomer = await signIn(app, 'newcomer');
    const res = await app.inject({ method: 'PUT', url: '/api/mti/acceptEula', headers: newcomer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await getUser(newcomer.headers)).json().has_signed_eula).toBe(true);
    const [other] = await rowsOf<{ has_signed_eula: boolean }>(
      db,
      sql`select has_signed_eula from users where site_id = '100103'`,
    );
    expect(other?.has_signed_eula).toBe(false);
  });

  it('needs a signed-in user and the anti-forgery header', async () => {
    const newcomer = await signIn(app, 'newcomer');
    expect((await app.inject({ method: 'PUT', url: '/api/mti/acceptEula' })).json().code).toBe('c0001');
    const noXsrf = await app.inject({
      method: 'PUT',
      url: '/api/mti/acceptEula',
      headers: { authorization: newcomer.headers.authorization as string, cookie: newcomer.cookie },
    });
    expect(noXsrf.statusCode).toBe(403);
    const noBearer = await app.inject({
      method: 'PUT',
      url: '/api/mti/acceptEula',
      headers: { cookie: newcomer.cookie, 'x-xsrf-token': newcomer.xsrf },
    });
    expect(noBearer.json().code).toBe('c0004');
  });

  it('is refused to an administrator acting as the user: terms are the user\u2019s own signature', async () => {
    const acting = signedInFrom(await actAs('guest'));
    const res = await app.inject({ method: 'PUT', url: '/api/mti/acceptEula', headers: acting.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });
});
