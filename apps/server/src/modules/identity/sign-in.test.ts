import { LOGIN_FAILED } from '@mti/contracts/identity/identity-api';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../../test/build-test-app.ts';
import { DEMO_PASSWORD, setCookie, signedInFrom, signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const logLines: string[] = [];
const { app, database } = await buildTestApp({ LOG_LEVEL: 'debug' }, undefined, {
  logStream: { write: (line) => void logLines.push(line) },
});
const db = database.db;

const login = async (payload: unknown, headers?: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/mti/login',
    headers: headers ?? (await xsrfHeaders(app)),
    payload: payload as object,
  });
const adminLogin = async (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/mti/admin/login',
    headers: await xsrfHeaders(app),
    payload: payload as object,
  });

type AuditRow = {
  actor: string | null;
  action: string;
  subject: string | null;
  ip: string | null;
  detail: unknown;
  at: number;
};
/** The audit time is a real, recent UTC instant. */
const isRecent = (at: number | undefined) => Math.abs(Date.now() - Number(at)) < 60_000;
const auditRows = (action: string) =>
  rowsOf<AuditRow>(
    db,
    sql`select actor, action, subject, ip, detail, (extract(epoch from at) * 1000)::float8 as at from audit_log where action = ${action} order by id`,
  );
const count = async (table: 'sessions' | 'audit_log' | 'login_failures') =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n ?? 0;

describe('POST mti/login', () => {
  it('opens a session: HttpOnly strict session cookie, readable login cookie, token and the user flags', async () => {
    const res = await login({ userid: 'member', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      site_id: '100101',
      expires_in: 900,
      force_password_change: false,
      has_signed_eula: true,
      acting_admin: null,
      is_valid: true,
    });
    const session = res.cookies.find((c) => c.name === 'mti_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(session?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    const loginCookie = res.cookies.find((c) => c.name === 'mti_login');
    expect(loginCookie?.httpOnly).toBeFalsy();
    expect(JSON.parse(decodeURIComponent(loginCookie?.value ?? ''))).toEqual({ name_id: '100101', is_valid: true });
    // The raw header is URL-encoded JSON, as the page's decodeURIComponent expects.
    expect(String(res.headers['set-cookie'])).toContain('mti_login=%7B%22name_id%22%3A%22100101%22');
  });

  it('issues a new anti-forgery token bound to the new session', async () => {
    const before = await xsrfHeaders(app);
    const signedIn = signedInFrom(await login({ userid: 'member', password: DEMO_PASSWORD }, before));
    expect(signedIn.xsrf).not.toBe(before['x-xsrf-token']);
    // The pre-sign-in token no longer passes once the browser holds the session cookie...
    const stale = await app.inject({
      method: 'PUT',
      url: '/api/mti/acceptEula',
      headers: {
        authorization: signedIn.headers.authorization as string,
        cookie: `mti_session=${signedIn.session}; XSRF-TOKEN=${before['x-xsrf-token']}`,
        'x-xsrf-token': before['x-xsrf-token'] as string,
      },
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('xsrf');
    // ...the new one does.
    const fresh = await app.inject({ method: 'PUT', url: '/api/mti/acceptEula', headers: signedIn.headers });
    expect(fresh.statusCode).toBe(200);
  });

  it('accepts the user id in any case', async () => {
    const res = await login({ userid: '  MEMBER ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().site_id).toBe('100101');
  });

  it('refuses a wrong password and an unknown user with the same generic message', async () => {
    const wrong = await login({ userid: 'guest', password: 'Not-the-password1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'login_failed', msg: LOGIN_FAILED });
    expect(setCookie(wrong, 'mti_session')).toBeUndefined();
    const unknown = await login({ userid: 'nobody-here', password: DEMO_PASSWORD });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ code: 'login_failed', msg: LOGIN_FAILED });
  });

  it('gives a user whose profile is still provisioning is_valid false and no session', async () => {
    const res = await login({ userid: 'pending', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ site_id: '100106', token: '', expires_in: 0, is_valid: false });
    expect(JSON.parse(decodeURIComponent(setCookie(res, 'mti_login') ?? ''))).toEqual({
      name_id: '100106',
      is_valid: false,
    });
    expect(setCookie(res, 'mti_session')).toBe('');
    const sessions = await rowsOf(db, sql`select id from sessions where site_id = '100106'`);
    expect(sessions).toHaveLength(0);
  });

  it('tells the page about a forced password change and unsigned terms', async () => {
    expect((await login({ userid: 'changeme', password: DEMO_PASSWORD })).json().force_password_change).toBe(true);
    expect((await login({ userid: 'newcomer', password: DEMO_PASSWORD })).json().has_signed_eula).toBe(false);
  });

  it('revokes the session the browser held when it signs in again', async () => {
    const first = await signIn(app, 'lapsed');
    const again = await login({ userid: 'lapsed', password: DEMO_PASSWORD }, first.headers);
    expect(again.statusCode).toBe(200);
    const user = await app.inject({
      url: '/api/mti/user',
      headers: { authorization: first.headers.authorization as string },
    });
    expect(user.statusCode).toBe(401);
    expect(user.json().code).toBe('c0001');
  });

  it.each([
    ['a blank user id', { userid: '', password: 'x' }, 'Username cannot be blank!', 'userid'],
    ['a user id of spaces', { userid: '   ', password: 'x' }, 'Username cannot be blank!', 'userid'],
    ['a missing user id', { password: 'x' }, 'Username cannot be blank!', 'userid'],
    ['a user id that is a number', { userid: 42, password: 'x' }, 'Username cannot be blank!', 'userid'],
    [
      'a user id over 100 characters',
      { userid: 'u'.repeat(101), password: 'x' },
      'Username cannot be more than 100 characters long!',
      'userid',
    ],
    ['a blank password', { userid: 'member', password: '' }, 'Password cannot be blank!', 'password'],
    ['a password that is a list', { userid: 'member', password: ['x'] }, 'Password cannot be blank!', 'password'],
    [
      'a password over 100 characters',
      { userid: 'member', password: 'p'.repeat(101) },
      'Password cannot be more than 100 characters long!',
      'password',
    ],
  ])('refuses %s with 400 and writes nothing', async (_label, payload, msg, field) => {
    const before = {
      sessions: await count('sessions'),
      audit: await count('audit_log'),
      failures: await count('login_failures'),
    };
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', msg, field });
    expect({
      sessions: await count('sessions'),
      audit: await count('audit_log'),
      failures: await count('login_failures'),
    }).toEqual(before);
  });

  it('refuses a request without a body with 400 {code, msg}', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/mti/login', headers: await xsrfHeaders(app) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
  });

  it('audits sign-in success and failure with user, IP and time, never the password', async () => {
    await login({ userid: 'admin', password: 'Wrong-password-9' });
    await login({ userid: 'admin', password: DEMO_PASSWORD });
    const failures = (await auditRows('login.failure')).filter((r) => r.subject === '100900');
    expect(failures.at(-1)).toMatchObject({ actor: null, ip: '127.0.0.1', detail: { reason: 'wrong_password' } });
    const successes = (await auditRows('login.success')).filter((r) => r.subject === '100900');
    expect(successes.at(-1)).toMatchObject({ actor: '100900', ip: '127.0.0.1', detail: { method: 'password' } });
    expect(isRecent(successes.at(-1)?.at)).toBe(true);
    const all = JSON.stringify(await rowsOf(db, sql`select * from audit_log`));
    expect(all).not.toContain('Wrong-password-9');
    expect(all).not.toContain(DEMO_PASSWORD);
  });
});

describe('lockout', () => {
  it('locks an account for 15 minutes after 5 failures in 15 minutes, with the same message', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await login({ userid: 'newcomer', password: `Wrong-${i}-password` })).statusCode).toBe(401);
    }
    // Four failures: the right password still works, and clears the count.
    expect((await login({ userid: 'newcomer', password: DEMO_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await login({ userid: 'newcomer', password: `Wrong-${i}-password` });
    const locked = await login({ userid: 'newcomer', password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({ code: 'login_failed', msg: LOGIN_FAILED });
    expect(await auditRows('login.lockout')).toEqual([
      expect.objectContaining({ subject: '100104', ip: '127.0.0.1', detail: { failures: 5 } }),
    ]);
    expect((await auditRows('login.failure')).at(-1)).toMatchObject({
      subject: '100104',
      detail: { reason: 'locked' },
    });
    const [lock] = await rowsOf<{ minutes: number }>(
      db,
      sql`select round(extract(epoch from (locked_until - now())) / 60)::int as minutes from users where site_id = '100104'`,
    );
    expect(lock?.minutes).toBe(15);

    // Fifteen minutes later (the lock moved into the past), the account opens again.
    await db.execute(sql`update users set locked_until = now() - interval '1 second' where site_id = '100104'`);
    expect((await login({ userid: 'newcomer', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('counts only the failures of the last 15 minutes', async () => {
    for (let i = 0; i < 4; i++) await login({ userid: 'changeme', password: `Wrong-${i}-password` });
    await db.execute(sql`update login_failures set at = now() - interval '16 minutes' where site_id = '100105'`);
    await login({ userid: 'changeme', password: 'Wrong-again-1' });
    expect((await login({ userid: 'changeme', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe('POST mti/admin/login', () => {
  it('opens a session as the target user that names the acting administrator, and audits it', async () => {
    const res = await adminLogin({ adminid: 'admin', password: DEMO_PASSWORD, userid: 'member' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ site_id: '100101', acting_admin: 'admin', is_valid: true });
    expect(JSON.parse(decodeURIComponent(setCookie(res, 'mti_login') ?? ''))).toEqual({
      name_id: '100101',
      is_valid: true,
    });
    const signedIn = signedInFrom(res);
    const user = await app.inject({ url: '/api/mti/user', headers: signedIn.headers });
    expect(user.json()).toMatchObject({ site_id: '100101', name_first: 'Dana', acting_admin: 'admin' });
    const [audit] = await auditRows('admin.act_as');
    expect(audit).toMatchObject({
      actor: '100900',
      subject: '100101',
      ip: '127.0.0.1',
      detail: { admin: 'admin', user: 'member' },
    });
    expect(isRecent(audit?.at)).toBe(true);
    const [session] = await rowsOf<{ acting_admin: string }>(
      db,
      sql`select acting_admin from sessions where id = ${signedIn.sessionId}`,
    );
    expect(session?.acting_admin).toBe('admin');
  });

  it('refuses a non-administrator, a wrong password and an unknown administrator alike', async () => {
    for (const payload of [
      { adminid: 'member', password: DEMO_PASSWORD, userid: 'guest' },
      { adminid: 'admin', password: 'Wrong-password-1', userid: 'guest' },
      { adminid: 'nobody', password: DEMO_PASSWORD, userid: 'guest' },
    ]) {
      const res = await adminLogin(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'login_failed', msg: LOGIN_FAILED });
    }
    expect((await auditRows('admin.login.failure')).map((r) => (r.detail as { reason: string }).reason)).toEqual([
      'not_administrator',
      'wrong_password',
      'unknown_user',
    ]);
  });

  it('says when the MTI Username does not exist', async () => {
    const res = await adminLogin({ adminid: 'admin', password: DEMO_PASSWORD, userid: 'no-such-user' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'user_not_found',
      msg: 'The MTI Username you entered does not exist.',
      field: 'userid',
    });
  });

  it.each([
    [{ adminid: '', password: 'x', userid: 'member' }, 'Username cannot be blank!', 'adminid'],
    [{ adminid: 'admin', password: '', userid: 'member' }, 'Password cannot be blank!', 'password'],
    [{ adminid: 'admin', password: 'x', userid: '' }, 'MTI Username cannot be blank!', 'userid'],
    [
      { adminid: 'a'.repeat(101), password: 'x', userid: 'member' },
      'Username cannot be more than 100 characters long!',
      'adminid',
    ],
    [
      { adminid: 'admin', password: 'p'.repeat(101), userid: 'member' },
      'Password cannot be more than 100 characters long!',
      'password',
    ],
    [
      { adminid: 'admin', password: 'x', userid: 'm'.repeat(101) },
      'MTI Username cannot be more than 100 characters long!',
      'userid',
    ],
    [{ adminid: 'admin', password: 'x', userid: 7 }, 'MTI Username cannot be blank!', 'userid'],
  ])('refuses %j with 400 and writes nothing', async (payload, msg, field) => {
    const before = { sessions: await count('sessions'), audit: await count('audit_log') };
    const res = await adminLogin(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', msg, field });
    expect({ sessions: await count('sessions'), audit: await count('audit_log') }).toEqual(before);
  });
});

describe('logs', () => {
  it('never contain a password, a session secret or a token', async () => {
    const signedIn = await signIn(app, 'admin');
    await login({ userid: 'admin', password: 'Leaky-password-42' });
    await app.inject({ url: '/api/mti/user', headers: signedIn.headers });
    await app.inject({ url: '/api/mti/token/100900', headers: { cookie: signedIn.cookie } });
    const logs = logLines.join('');
    expect(logs).toContain('/api/mti/login');
    for (const secret of [
      DEMO_PASSWORD,
      'Leaky-password-42',
      signedIn.token,
      signedIn.session.split('.')[1] as string,
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('per-IP rate limit', async () => {
  const limited = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '60', TRUST_PROXY: 'loopback' });

  it('answers 429 {code, msg} past 60 sign-ins a minute from one address, and counts per address', async () => {
    const headers = await xsrfHeaders(limited.app);
    const attempt = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/mti/login',
        headers: { ...headers, 'x-forwarded-for': ip },
        payload: { userid: 'no-such-user', password: 'whatever' },
      });
    for (let i = 0; i < 60; i++) expect([i, (await attempt('203.0.113.7')).statusCode]).toEqual([i, 401]);
    const refused = await attempt('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      msg: 'Too many requests. Please wait a minute and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address behind its own proxy hop is counted on its own.
    expect((await attempt('198.51.100.23')).statusCode).toBe(401);
    // The counters live in the database, shared by every server copy.
    const [row] = await rowsOf<{ hits: number }>(
      limited.database.db,
      sql`select hits from rate_limit_counters where key like ${'%|203.0.113.7'}`,
    );
    expect(row?.hits).toBe(61);
  });

  it('does not let a client escape the limit by sending its own X-Forwarded-For', async () => {
    const direct = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '60' });
    const headers = await xsrfHeaders(direct.app);
    const spoofed = (i: number) =>
      direct.app.inject({
        method: 'POST',
        url: '/api/mti/login',
        headers: { ...headers, 'x-forwarded-for': `192.0.2.${i}` },
        payload: { userid: 'no-such-user', password: 'whatever' },
      });
    for (let i = 0; i < 60; i++) await spoofed(i);
    expect((await spoofed(200)).statusCode).toBe(429);
  });

  it('limits admin sign-in on its own counter', async () => {
    const headers = { ...(await xsrfHeaders(limited.app)), 'x-forwarded-for': '203.0.113.7' };
    const res = await limited.app.inject({
      method: 'POST',
      url: '/api/mti/admin/login',
      headers,
      payload: { adminid: 'admin', password: DEMO_PASSWORD, userid: 'member' },
    });
    expect(res.statusCode).toBe(200);
  });
  it('answers 429 {code, msg} past 60 administrator sign-ins a minute from one address', async () => {
    const headers = { ...(await xsrfHeaders(limited.app)), 'x-forwarded-for': '203.0.113.9' };
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/mti/admin/login',
        headers,
        payload: { adminid: 'no-such-admin', password: 'whatever', userid: 'member' },
      });
    for (let i = 0; i < 60; i++) expect([i, (await attempt()).statusCode]).toEqual([i, 401]);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      msg: 'Too many requests. Please wait a minute and try again.',
    });
  });
});
