import { COMMON_PASSWORD } from '@mti/contracts/identity/common-passwords';
import { RESET_LINK_EXPIRED } from '@mti/contracts/identity/identity-api';
import { NEW_PASSWORD_BLANK, PASSWORD_COMPLEXITY } from '@mti/contracts/identity/password-policy';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../../test/build-test-app.ts';
import { DEMO_PASSWORD, setCookie, signedInFrom, signIn } from '../../../test/sign-in.ts';
import { startTestSmtpServer } from '../../../test/smtp-server.ts';
import { rowsOf } from '../../platform/db.ts';
import { RATE_LIMITED_MSG } from '../../platform/rate-limit.ts';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const PUBLIC_URL = 'https://portal.mti.example';
// This file asks for many links to the same addresses: the per-address limit has its own test.
const { app, database } = await buildTestApp({
  SMTP_URL: smtp.url,
  PUBLIC_URL,
  RECOVERY_MAILS_PER_ADDRESS_PER_HOUR: '1000',
});
const db = database.db;

/** The answer of a call, after the mails it queued have gone (the job queue, drained). */
async function thenMail<T>(call: Promise<T>): Promise<T> {
  const res = await call;
  await app.jobs.runUntilEmpty();
  return res;
}
const post = async (url: string, payload: unknown, extra: Record<string, string> = {}) =>
  thenMail(
    app.inject({ method: 'POST', url, headers: { ...(await xsrfHeaders(app)), ...extra }, payload: payload as object }),
  );
const changePassword = (headers: Record<string, string>, payload: unknown) =>
  thenMail(app.inject({ method: 'PUT', url: '/api/mti/changePassword', headers, payload: payload as object }));
const resetStatus = (mtu: string) =>
  app.inject({ url: '/api/mti/resetPassword', headers: { authorization: `Bearer ${mtu}` } });
const resetWith = async (mtu: string, newPassword: unknown) =>
  thenMail(
    app.inject({
      method: 'PUT',
      url: '/api/mti/resetPassword',
      headers: { ...(await xsrfHeaders(app)), authorization: `Bearer ${mtu}` },
      payload: { new_password: newPassword } as object,
    }),
  );
const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
const linkIn = (text: string) => /https:\/\/portal\.mti\.example\/resetpassword\/([\w-]+)/.exec(text)?.[1];
const passwordHashOf = async (userid: string) =>
  (await rowsOf<{ password_hash: string | null }>(db, sql`select password_hash from users where userid = ${userid}`))[0]
    ?.password_hash;
const count = async (table: string) =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n ?? 0;

/** Asks for a reset link for the address and returns the token from the e-mail. */
async function requestResetLink(email: string): Promise<string> {
  const before = mailsTo(email).length;
  expect((await post('/api/mti/forgotPassword', { email })).statusCode).toBe(200);
  const mail = await smtp.waitFor(
    (m) => m.to.includes(email) && mailsTo(email).indexOf(m) >= before && m.subject.startsWith('Reset'),
  );
  const mtu = linkIn(mail.text);
  if (!mtu) throw new Error('no reset link in the mail');
  return mtu;
}

describe('PUT mti/changePassword', () => {
  it.each([
    ['blank', '', NEW_PASSWORD_BLANK],
    ['missing', undefined, NEW_PASSWORD_BLANK],
    ['not a string', 12345678, NEW_PASSWORD_BLANK],
    ['too short', 'aB3!def', PASSWORD_COMPLEXITY],
    ['without a symbol', 'Abcdefg12', PASSWORD_COMPLEXITY],
    ['with the star', 'Abcdef1!*', PASSWORD_COMPLEXITY],
    ['over 100 characters', `Aa1!${'x'.repeat(97)}`, PASSWORD_COMPLEXITY],
    ['a common password', 'Password1!', COMMON_PASSWORD],
    ['a common password in l33t', 'P@ssw0rd2024!', COMMON_PASSWORD],
  ])('refuses a new password %s with its message and changes nothing', async (_label, value, msg) => {
    const user = await signIn(app, 'guest');
    const res = await changePassword(user.headers, value === undefined ? {} : { new_password: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', msg, field: 'new_password' });
    expect((await signIn(app, 'guest')).token).toBeTruthy();
  });

  it('refuses the current password as the new one', async () => {
    const user = await signIn(app, 'guest');
    const res = await changePassword(user.headers, { new_password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'password_unchanged',
      msg: 'Your new password must be different from your current password.',
      field: 'new_password',
    });
  });

  it('needs a signed-in user', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/mti/changePassword',
      headers: await xsrfHeaders(app),
      payload: { new_password: 'Lathefree4Spindle!' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('c0001');
  });

  it('changes it, lifts a forced change, ends the other sessions, keeps this one and sends a notice', async () => {
    const here = await signIn(app, 'changeme');
    const elsewhere = await signIn(app, 'changeme');
    const res = await changePassword(here.headers, { new_password: 'Spindle4Torque!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect((await app.inject({ url: '/api/mti/user', headers: here.headers })).json().force_password_change).toBe(
      false,
    );
    expect((await app.inject({ url: '/api/mti/user', headers: elsewhere.headers })).json().code).toBe('c0001');
    expect((await app.inject({ url: '/api/mti/token/100105', headers: { cookie: elsewhere.cookie } })).statusCode).toBe(
      401,
    );

    const old = await post('/api/mti/login', { userid: 'changeme', password: DEMO_PASSWORD });
    expect(old.statusCode).toBe(401);
    expect((await signIn(app, 'changeme', 'Spindle4Torque!')).token).toBeTruthy();

    const notice = await smtp.waitFor(
      (m) => m.to.includes('changeme@example.com') && m.subject.includes('was changed'),
    );
    expect(notice.subject).toBe('Your MTI Portal password was changed');
    expect(notice.text).toContain('changeme');
    expect(notice.text).toContain(`${PUBLIC_URL}/forgotpassword`);
    expect(notice.html).toContain('<html');
    expect(notice.text).not.toContain('Spindle4Torque!');
    expect(notice.html).not.toContain('Spindle4Torque!');
  });
});

describe('POST mti/forgotPassword and the reset link', () => {
  it('answers the same for an unknown address and sends it nothing', async () => {
    const unknown = await post('/api/mti/forgotPassword', { email: 'nobody@example.com' });
    const known = await post('/api/mti/forgotPassword', { email: 'lapsed@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await smtp.waitFor((m) => m.to.includes('lapsed@example.com'));
    expect(mailsTo('nobody@example.com')).toHaveLength(0);
  });

  it('mails a single-use link built from PUBLIC_URL, never from the Host header, in HTML and text', async () => {
    const res = await post(
      '/api/mti/forgotPassword',
      { email: ' Member@Example.com ' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to.includes('member@example.com') && m.subject === 'Reset your MTI Portal password',
    );
    const mtu = linkIn(mail.text);
    expect(mtu).toMatch(/^[\w-]{43}$/);
    expect(mail.html).toContain(`${PUBLIC_URL}/resetpassword/${mtu}`);
    expect(mail.text).toContain('60 minutes');
    expect(mail.text).toContain('member');
    expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
    // Stored hashed: the token itself is nowhere in the database.
    const stored = JSON.stringify(await rowsOf(db, sql`select * from password_reset_tokens`));
    expect(stored).not.toContain(mtu);
  });

  it('signs the user in with the new password, ends old sessions, mails a notice, and cannot be used twice', async () => {
    const before = await signIn(app, 'member');
    const mtu = await requestResetLink('member@example.com');
    expect((await resetStatus(mtu)).json()).toEqual({ valid: true });

    const res = await resetWith(mtu, 'Gearbox7Lathe!');
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.json()).toMatchObject({
      site_id: '100101',
      is_valid: true,
      force_password_change: false,
      has_signed_eula: true,
    });
    const after = signedInFrom(res);
    expect(JSON.parse(decodeURIComponent(setCookie(res, 'mti_login') ?? ''))).toEqual({
      name_id: '100101',
      is_valid: true,
    });
    expect((await app.inject({ url: '/api/mti/user', headers: after.headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/mti/user', headers: before.headers })).json().code).toBe('c0001');
    expect((await signIn(app, 'member', 'Gearbox7Lathe!')).token).toBeTruthy();
    await smtp.waitFor(
      (m) => m.to.includes('member@example.com') && m.subject === 'Your MTI Portal password was changed',
    );

    expect((await resetStatus(mtu)).json()).toEqual({ valid: false });
    const again = await resetWith(mtu, 'Another7Lathe!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'reset_expired', msg: RESET_LINK_EXPIRED });
    expect((await signIn(app, 'member', 'Gearbox7Lathe!')).token).toBeTruthy();
    const audit = await rowsOf<{ action: string }>(
      db,
      sql`select action from audit_log where subject = '100101' and action like 'password.%'`,
    );
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['password.reset_requested', 'password.reset']));
    const everything = JSON.stringify(await rowsOf(db, sql`select * from audit_log`));
    expect(everything).not.toContain(mtu);
    expect(everything).not.toContain('Gearbox7Lathe!');
  });

  it('refuses a link older than 60 minutes', async () => {
    const mtu = await requestResetLink('lapsed@example.com');
    await db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where site_id = '100102' and used_at is null`,
    );
    expect((await resetStatus(mtu)).json()).toEqual({ valid: false });
    const res = await resetWith(mtu, 'Gearbox7Lathe!');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'reset_expired', msg: RESET_LINK_EXPIRED });
    expect((await signIn(app, 'lapsed')).token).toBeTruthy();
  });

  it('keeps only the newest link of a user working', async () => {
    const older = await requestResetLink('lapsed@example.com');
    const newer = await requestResetLink('lapsed@example.com');
    expect((await resetStatus(older)).json().valid).toBe(false);
    expect((await resetStatus(newer)).json().valid).toBe(true);
  });

  it('keeps a link that a refused password did not spend', async () => {
    const mtu = await requestResetLink('guest@example.com');
    const weak = await resetWith(mtu, 'Password1!');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ code: 'invalid_input', msg: COMMON_PASSWORD, field: 'new_password' });
    expect((await resetStatus(mtu)).json().valid).toBe(true);
  });

  it.each([
    ['blank', '', NEW_PASSWORD_BLANK],
    ['missing', undefined, NEW_PASSWORD_BLANK],
    ['a number', 12345678, NEW_PASSWORD_BLANK],
    ['over 100 characters', `Aa1!${'x'.repeat(97)}`, PASSWORD_COMPLEXITY],
  ])('refuses a new password %s with its message, keeps the link and the old password', async (_label, value, msg) => {
    const mtu = await requestResetLink('guest@example.com');
    const hashBefore = await passwordHashOf('guest');
    const auditBefore = await count('audit_log');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/mti/resetPassword',
      headers: { ...(await xsrfHeaders(app)), authorization: `Bearer ${mtu}` },
      payload: value === undefined ? {} : { new_password: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', msg, field: 'new_password' });
    expect(setCookie(res, 'mti_session')).toBeUndefined();
    expect(await passwordHashOf('guest')).toBe(hashBefore);
    expect(await count('audit_log')).toBe(auditBefore);
    expect((await resetStatus(mtu)).json()).toEqual({ valid: true });
    expect((await signIn(app, 'guest')).token).toBeTruthy();
  });

  it('stores the new password only as an argon2id hash, never in clear', async () => {
    const mtu = await requestResetLink('newcomer@example.com');
    expect((await resetWith(mtu, 'Tailstock9Collet!')).statusCode).toBe(200);
    const stored = await passwordHashOf('newcomer');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    const everything = JSON.stringify(await rowsOf(db, sql`select * from users`));
    expect(everything).not.toContain('Tailstock9Collet!');
    expect(everything).not.toContain(DEMO_PASSWORD);
    // Every seeded account is hashed the same way.
    const hashes = await rowsOf<{ password_hash: string }>(
      db,
      sql`select password_hash from users where password_hash is not null`,
    );
    expect(hashes.length).toBeGreaterThan(5);
    for (const { password_hash } of hashes) expect(password_hash.startsWith('$argon2id$')).toBe(true);
    expect((await signIn(app, 'newcomer', 'Tailstock9Collet!')).token).toBeTruthy();
  });

  it('refuses a made-up, a missing and a malformed token', async () => {
    for (const headers of [{ authorization: `Bearer ${'A'.repeat(43)}` }, {}, { authorization: 'Bearer <script>' }]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/mti/resetPassword',
        headers: { ...(await xsrfHeaders(app)), ...headers },
        payload: { new_password: 'Gearbox7Lathe!' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('reset_expired');
    }
    expect((await app.inject({ url: '/api/mti/resetPassword' })).json()).toEqual({ valid: false });
  });

  it('sends no referrer from the reset page and the reset calls', async () => {
    expect((await app.inject('/resetpassword/abc')).headers['referrer-policy']).toBe('no-referrer');
    expect((await resetStatus('A'.repeat(43))).headers['referrer-policy']).toBe('no-referrer');
    expect((await app.inject('/api/mti/user')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each([
    [{ email: '' }, 'Email cannot be blank!'],
    [{ email: '   ' }, 'Email cannot be blank!'],
    [{}, 'Email cannot be blank!'],
    [{ email: 5 }, 'Email cannot be blank!'],
    [{ email: `${'a'.repeat(95)}@x.com` }, 'Email cannot be more than 100 characters long!'],
  ])('refuses %j with 400 and writes nothing', async (payload, msg) => {
    const before = await count('password_reset_tokens');
    const res = await post('/api/mti/forgotPassword', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', msg, field: 'email' });
    expect(await count('password_reset_tokens')).toBe(before);
  });
});

describe('POST mti/forgotUserName', () => {
  it('mails the username to a known address, in HTML and text', async () => {
    const res = await post('/api/mti/forgotUserName', { email: 'NEWCOMER@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const mail = await smtp.waitFor(
      (m) => m.to.includes('newcomer@example.com') && m.subject === 'Your MTI Portal username',
    );
    expect(mail.text).toContain('newcomer');
    expect(mail.html).toContain('<strong');
    expect(mail.text).toContain(`${PUBLIC_URL}/login`);
  });

  it('answers the same for an unknown address and sends it nothing', async () => {
    const res = await post('/api/mti/forgotUserName', { email: 'stranger@example.com' });
    expect(res.json()).toEqual({ success: true });
    await post('/api/mti/forgotUserName', { email: 'guest@example.com' });
    await smtp.waitFor((m) => m.to.includes('guest@example.com') && m.subject === 'Your MTI Portal username');
    expect(mailsTo('stranger@example.com')).toHaveLength(0);
  });

  it.each([
    [{ email: '' }, 'Email cannot be blank!'],
    [{ email: 'not-an-address' }, 'Please provide a valid email address'],
    [{ email: 'a@b.toolongtld' }, 'Please provide a valid email address'],
    [{ email: [] }, 'Email cannot be blank!'],
    [{ email: `${'a'.repeat(95)}@x.com` }, 'Email cannot be more than 100 characters long!'],
  ])('refuses %j with 400', async (payload, msg) => {
    const before = await count('audit_log');
    const res = await post('/api/mti/forgotUserName', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', msg, field: 'email' });
    expect(await count('audit_log')).toBe(before);
  });
});

describe('account recovery rate limit', async () => {
  const limited = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '60', TRUST_PROXY: 'loopback' });
  it('answers 429 past 60 requests a minute from one address, for each call on its own', async () => {
    const headers = await xsrfHeaders(limited.app);
    const ask = (url: string) =>
      limited.app.inject({ method: 'POST', url, headers, payload: { email: 'nobody@example.com' } });
    for (let i = 0; i < 60; i++) expect((await ask('/api/mti/forgotUserName')).statusCode).toBe(200);
    const refused = await ask('/api/mti/forgotUserName');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect((await ask('/api/mti/forgotPassword')).statusCode).toBe(200);
  });

  it('answers 429 {code, msg} past 60 reset-link requests a minute from one address', async () => {
    const headers = { ...(await xsrfHeaders(limited.app)), 'x-forwarded-for': '203.0.113.41' };
    const ask = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/mti/forgotPassword',
        headers,
        payload: { email: 'nobody@example.com' },
      });
    for (let i = 0; i < 60; i++) expect([i, (await ask()).statusCode]).toEqual([i, 200]);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', msg: RATE_LIMITED_MSG });
  });

  it('answers 429 {code, msg} past 60 password resets a minute from one address', async () => {
    const headers = {
      ...(await xsrfHeaders(limited.app)),
      'x-forwarded-for': '203.0.113.42',
      authorization: `Bearer ${'A'.repeat(43)}`,
    };
    const reset = () =>
      limited.app.inject({
        method: 'PUT',
        url: '/api/mti/resetPassword',
        headers,
        payload: { new_password: 'Gearbox7Lathe!' },
      });
    for (let i = 0; i < 60; i++) expect([i, (await reset()).statusCode]).toEqual([i, 400]);
    const refused = await reset();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', msg: RATE_LIMITED_MSG });
  });
});
