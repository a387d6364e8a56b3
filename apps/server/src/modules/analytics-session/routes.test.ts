import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_COOKIE, signInToAnalytics, signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { setCookie, signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const { app } = await buildTestApp();

async function ssoToken(headers: Record<string, string>): Promise<string> {
  const res = await app.inject({ url: '/api/mti/ssotoken', headers });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}
const exchange = (token: string) => app.inject({ url: `/analytics/sso.jsp?token=${encodeURIComponent(token)}` });
const check = (analyticsSession?: string) =>
  app.inject({
    url: '/analytics/sso.jsp',
    headers: analyticsSession ? { cookie: `${ANALYTICS_COOKIE}=${analyticsSession}` } : {},
  });
const listHome = (cookie: string, timss = '000100101') =>
  app.inject({ url: `/analytics/api/repo/files/:home:${timss}/children?showHidden=true`, headers: { cookie } });

describe('GET mti/ssotoken', () => {
  it('is refused without a signed-in user', async () => {
    const res = await app.inject({ url: '/api/mti/ssotoken' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('c0001');
  });

  it('gives a one-time token that is stored only as its hash', async () => {
    const member = await signIn(app, 'member');
    const token = await ssoToken(member.headers);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const rows = await rowsOf<{ token_hash: string }>(
      app.db,
      sql`select token_hash from sso_tokens where token_hash in (${token}, ${createHash('sha256').update(token).digest('hex')})`,
    );
    expect(rows.map((r) => r.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
  });
});

describe('GET /analytics/sso.jsp?token=…', () => {
  it("answers the text 'ok' and sets an HttpOnly, SameSite=Strict analytics cookie on path /analytics", async () => {
    const member = await signIn(app, 'member');
    const res = await exchange(await ssoToken(member.headers));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('ok');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const cookie = res.cookies.find((c) => c.name === ANALYTICS_COOKIE);
    expect(cookie).toMatchObject({ path: '/analytics', httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.secure).toBeFalsy(); // PUBLIC_URL is http here
    expect((await check(cookie?.value)).body).toBe('ok');
  });

  it('refuses a token used once already, and sets no cookie', async () => {
    const member = await signIn(app, 'member');
    const token = await ssoToken(member.headers);
    expect((await exchange(token)).body).toBe('ok');
    const again = await exchange(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'sso_token_refused' });
    expect(setCookie(again, ANALYTICS_COOKIE)).toBeUndefined();
  });

  it('refuses a token older than 60 seconds', async () => {
    const member = await signIn(app, 'member');
    const token = await ssoToken(member.headers);
    const hash = createHash('sha256').update(token).digest('hex');
    await app.db.execute(
      sql`update sso_tokens set expires_at = now() - interval '1 second' where token_hash = ${hash}`,
    );
    const res = await exchange(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('sso_token_refused');
  });

  it('gives tokens good for 60 seconds', async () => {
    const member = await signIn(app, 'member');
    const token = await ssoToken(member.headers);
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await rowsOf<{ seconds: number }>(
      app.db,
      sql`select round(extract(epoch from expires_at - created_at))::int as seconds from sso_tokens where token_hash = ${hash}`,
    );
    expect(row?.seconds).toBe(60);
  });

  it('refuses an unknown or empty token', async () => {
    for (const token of ['not-a-token', '']) {
      const res = await exchange(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('sso_token_refused');
    }
  });

  it('refuses a token whose portal session has ended meanwhile', async () => {
    const member = await signIn(app, 'member');
    const token = await ssoToken(member.headers);
    await app.inject({ url: '/api/mti/logout/callback', headers: { cookie: member.cookie } });
    expect((await exchange(token)).statusCode).toBe(401);
  });
});

describe('GET /analytics/sso.jsp (check) and /analytics/Logout', () => {
  it('refuses without an analytics session, or with a forged one, in a way the client tells from a dead portal session', async () => {
    for (const cookie of [undefined, 'AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBB']) {
      const res = await check(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'analytics_session_required',
        msg: 'Your analytics session has ended. Please sign in again.',
      });
    }
  });

  it('ends the analytics session on Logout, and the cookie with it', async () => {
    const member = await signInWithAnalytics(app, 'member');
    expect((await check(member.analyticsSession)).body).toBe('ok');
    const res = await app.inject({ url: '/analytics/Logout', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === ANALYTICS_COOKIE);
    expect(cleared?.path).toBe('/analytics');
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThan(Date.now());
    expect((await check(member.analyticsSession)).statusCode).toBe(401);
    expect((await listHome(member.cookie)).statusCode).toBe(401);
    // The portal session goes on.
    expect((await app.inject({ url: '/api/mti/user', headers: member.headers })).statusCode).toBe(200);
  });

  it('replaces the analytics session a browser held when it signs in to analytics again', async () => {
    const member = await signInWithAnalytics(app, 'member');
    const res = await app.inject({
      url: `/analytics/sso.jsp?token=${await ssoToken(member.headers)}`,
      headers: { cookie: member.cookie },
    });
    const fresh = setCookie(res, ANALYTICS_COOKIE);
    expect((await check(fresh)).body).toBe('ok');
    expect((await check(member.analyticsSession)).statusCode).toBe(401);
  });
});

describe('the analytics session belongs to the portal session', () => {
  it('dies when the portal session is logged out', async () => {
    const member = await signInWithAnalytics(app, 'member');
    expect((await listHome(member.cookie)).statusCode).toBe(200);
    await app.inject({ url: '/api/mti/logout/callback', headers: { cookie: member.cookie } });
    expect((await check(member.analyticsSession)).statusCode).toBe(401);
    const res = await listHome(member.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('analytics_session_required');
  });

  it("dies when a password change revokes the portal session, while the changer's own goes on", async () => {
    const elsewhere = await signInWithAnalytics(app, 'passwordme');
    const here = await signInWithAnalytics(app, 'passwordme');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/mti/changePassword',
      headers: here.headers,
      payload: { new_password: 'Changed!Pass9' },
    });
    expect(res.statusCode).toBe(200);
    expect((await check(elsewhere.analyticsSession)).statusCode).toBe(401);
    expect((await check(here.analyticsSession)).body).toBe('ok');
  });

  it('is not the portal session: the bearer token alone opens no analytics call', async () => {
    const member = await signIn(app, 'member');
    const res = await listHome(member.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('analytics_session_required');
    const withBearer = await app.inject({
      url: '/analytics/api/repo/files/:home:000100101/children',
      headers: member.headers,
    });
    expect(withBearer.statusCode).toBe(401);
  });

  it('carries the user of its own portal session only', async () => {
    const member = await signIn(app, 'member');
    const other = await signInToAnalytics(app, await signIn(app, 'lapsed'));
    // lapsed's analytics cookie with member's portal cookies: still lapsed's home, not member's.
    const res = await listHome(`${member.cookie}; ${ANALYTICS_COOKIE}=${other.analyticsSession}`);
    expect(res.statusCode).toBe(403);
  });
});
