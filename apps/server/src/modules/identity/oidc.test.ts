import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startTestOidcProvider } from '../../../test/oidc-test-provider.ts';
import { setCookie } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const PUBLIC_URL = 'http://localhost:8080';
const provider = await startTestOidcProvider({
  publicUrl: PUBLIC_URL,
  accounts: {
    'idp-dana': { email: 'Member@Example.com', email_verified: true, name: 'Dana Whitaker' },
    'idp-stranger': { email: 'stranger@example.com', email_verified: true },
    'idp-unverified': { email: 'guest@example.com', email_verified: false },
  },
});
afterAll(() => provider.close());

const { app, database } = await buildTestApp({
  PUBLIC_URL,
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
});

const loginCookieOf = (value: string | undefined) => JSON.parse(decodeURIComponent(value ?? ''));

/** /login → the provider → back to the portal's callback, as a browser signed in at the provider. */
async function signInAtProvider(accountId: string) {
  const start = await app.inject('/api/mti/login/start?return=/myfiles');
  expect(start.statusCode).toBe(302);
  const state = start.cookies.find((c) => c.name === 'mti_oidc');
  const callback = await provider.signInThrough(String(start.headers.location), accountId);
  expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/api/mti/login/oidc/callback`);
  return app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `mti_oidc=${state?.value}` },
  });
}

describe('single sign-on through an OpenID provider', () => {
  it('sends /login to the provider with PKCE, state and nonce kept in a signed, HttpOnly cookie', async () => {
    const res = await app.inject('/api/mti/login/start');
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('client_id')).toBe(provider.clientId);
    expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/mti/login/oidc/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    const cookie = res.cookies.find((c) => c.name === 'mti_oidc');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/mti/login/oidc', maxAge: 600 });
    // The code verifier stays in the cookie (`{json}.{signature}`); only its challenge is in the URL.
    const signed = decodeURIComponent(String(cookie?.value));
    const pending = JSON.parse(signed.slice(0, signed.lastIndexOf('.')));
    expect(pending.verifier).toMatch(/^[\w-]{43,}$/);
    expect(location.href).not.toContain(pending.verifier);
  });

  it('maps the provider user to the portal user by e-mail and opens a session', async () => {
    const res = await signInAtProvider('idp-dana');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login/callback');
    expect(loginCookieOf(setCookie(res, 'mti_login'))).toEqual({ name_id: '100101', is_valid: true });
    const session = setCookie(res, 'mti_session');
    expect(session).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(setCookie(res, 'mti_oidc')).toBe('');

    // The page then renews its access token with the session cookie and loads the user.
    const renewed = await app.inject({ url: '/api/mti/token/100101', headers: { cookie: `mti_session=${session}` } });
    expect(renewed.statusCode).toBe(200);
    const user = await app.inject({
      url: '/api/mti/user',
      headers: { authorization: `Bearer ${renewed.json().token}` },
    });
    expect(user.json()).toMatchObject({ userid: 'member', name_first: 'Dana' });
    const [audit] = await rowsOf<{ subject: string; detail: { method: string } }>(
      database.db,
      sql`select subject, detail from audit_log where action = 'login.success' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ subject: '100101', detail: { method: 'oidc' } });
  });

  it('shows missing-id (is_valid false, no session) for a provider user with no portal profile', async () => {
    const res = await signInAtProvider('idp-stranger');
    expect(res.headers.location).toBe('/login/callback');
    expect(loginCookieOf(setCookie(res, 'mti_login'))).toEqual({ name_id: '', is_valid: false });
    expect(setCookie(res, 'mti_session')).toBe('');
  });

  it('does not trust an e-mail address the provider says is unverified', async () => {
    const res = await signInAtProvider('idp-unverified');
    expect(loginCookieOf(setCookie(res, 'mti_login'))).toEqual({ name_id: '', is_valid: false });
    expect(setCookie(res, 'mti_session')).toBe('');
  });

  it('refuses a callback without its state cookie or with an altered one: no login cookie (the 500 page)', async () => {
    const start = await app.inject('/api/mti/login/start');
    const callback = await provider.signInThrough(String(start.headers.location), 'idp-dana');
    const url = `${callback.pathname}${callback.search}`;
    for (const cookie of [undefined, 'mti_oidc=s:tampered.signature']) {
      const res = await app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login/callback');
      expect(setCookie(res, 'mti_login')).toBe('');
      expect(setCookie(res, 'mti_session')).toBeUndefined();
    }
  });

  it('refuses a state that does not match the one sent', async () => {
    const first = await app.inject('/api/mti/login/start');
    const second = await app.inject('/api/mti/login/start');
    const callback = await provider.signInThrough(String(first.headers.location), 'idp-dana');
    const otherState = second.cookies.find((c) => c.name === 'mti_oidc')?.value;
    const res = await app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `mti_oidc=${otherState}` },
    });
    expect(res.headers.location).toBe('/login/callback');
    expect(setCookie(res, 'mti_session')).toBeUndefined();
  });

  it("sends logout to the provider's end-session page, returning to /logout/callback", async () => {
    const res = await app.inject('/api/mti/logout/start');
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/logout/callback`);
    expect(location.searchParams.get('client_id')).toBe(provider.clientId);
  });
});

describe('the built-in sign-in page (no OpenID provider configured)', async () => {
  const builtIn = await buildTestApp();

  it('sends /login to /signin, passing on a same-site return path only', async () => {
    const plain = await builtIn.app.inject('/api/mti/login/start');
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/signin');
    const back = await builtIn.app.inject('/api/mti/login/start?return=/myfiles/reports');
    expect(back.headers.location).toBe('/signin?return=%2Fmyfiles%2Freports');
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await builtIn.app.inject(`/api/mti/login/start?return=${encodeURIComponent(bad)}`);
      expect(res.headers.location).toBe('/signin');
    }
  });

  it('sends logout straight to /logout/callback and has no OpenID callback', async () => {
    expect((await builtIn.app.inject('/api/mti/logout/start')).headers.location).toBe('/logout/callback');
    expect((await builtIn.app.inject('/api/mti/login/oidc/callback?code=x&state=y')).statusCode).toBe(404);
  });
});
