import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../test/build-test-app.ts';
import { signIn } from '../../test/sign-in.ts';
import { accessTokenKey, parseSessionCookie, signAccessToken, userOf } from './auth.ts';

const probeRoutes = async (app: FastifyInstance) => {
  app.get('/api/test/me', { preHandler: app.requireUser }, async (request) => userOf(request));
  app.post('/api/test/me', { preHandler: app.requireUser }, async (request) => userOf(request));
  // A route that forgot requireUser: userOf refuses rather than serving nobody's data.
  app.get('/api/test/forgot-guard', async (request) => userOf(request));
};

const { app, config } = await buildTestApp({}, (a) => void a.register(probeRoutes));
const key = accessTokenKey(config.SESSION_SECRET as string);

describe('requireUser', () => {
  it('puts the signed-in user on the request', async () => {
    const member = await signIn(app, 'member');
    const res = await app.inject({ url: '/api/test/me', headers: { authorization: `Bearer ${member.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: 'member', siteId: '100101', sessionId: member.sessionId, actingAdmin: null });
  });

  it('names the acting administrator', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/mti/admin/login',
      headers: await xsrfHeaders(app),
      payload: { adminid: 'admin', password: 'MTInsight!2026', userid: 'guest' },
    });
    const me = await app.inject({ url: '/api/test/me', headers: { authorization: `Bearer ${res.json().token}` } });
    expect(me.json()).toMatchObject({ userId: 'guest', siteId: '100103', actingAdmin: 'admin' });
  });

  it('refuses tokens with the wrong algorithm, issuer or audience with c0001', async () => {
    const member = await signIn(app, 'member');
    const claims = { sid: member.sessionId };
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: '100101', ...claims, iss: 'mti-portal', aud: 'mti-api', exp: 9999999999 }),
    ).toString('base64url')}.`;
    const wrongIssuer = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('100101')
      .setIssuer('someone-else')
      .setAudience('mti-api')
      .setExpirationTime('5m')
      .sign(key);
    const wrongAudience = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('100101')
      .setIssuer('mti-portal')
      .setAudience('analytics')
      .setExpirationTime('5m')
      .sign(key);
    for (const token of [unsigned, wrongIssuer, wrongAudience]) {
      const res = await app.inject({ url: '/api/test/me', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('c0001');
    }
  });

  it('answers c0004 once a token it has already accepted expires (verified tokens are reused, their expiry is not)', async () => {
    const member = await signIn(app, 'member');
    const headers = { authorization: `Bearer ${member.token}` };
    expect((await app.inject({ url: '/api/test/me', headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/test/me', headers })).statusCode).toBe(200);
    // Only the clock moves: 16 minutes on, past the 15-minute token but well within the 30-minute idle limit.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    try {
      const res = await app.inject({ url: '/api/test/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('c0004');
      // A new token for the same session is accepted at that time.
      const renewed = await signAccessToken(key, { siteId: '100101', sessionId: member.sessionId, actingAdmin: null });
      const again = await app.inject({ url: '/api/test/me', headers: { authorization: `Bearer ${renewed}` } });
      expect(again.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a genuine token whose user does not own the session with c0001', async () => {
    const member = await signIn(app, 'member');
    const token = await signAccessToken(key, { siteId: '100103', sessionId: member.sessionId, actingAdmin: null });
    expect((await app.inject({ url: '/api/test/me', headers: { authorization: `Bearer ${token}` } })).json().code).toBe(
      'c0001',
    );
  });

  it('binds the anti-forgery check to the session cookie before it runs', async () => {
    const member = await signIn(app, 'member');
    const ok = await app.inject({ method: 'POST', url: '/api/test/me', headers: member.headers });
    expect(ok.statusCode).toBe(200);
    // A token minted for "no session" (e.g. planted before sign-in) fails once a session exists.
    const anonymous = await xsrfHeaders(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/me',
      headers: {
        authorization: member.headers.authorization as string,
        cookie: `mti_session=${member.session}; XSRF-TOKEN=${anonymous['x-xsrf-token']}`,
        'x-xsrf-token': anonymous['x-xsrf-token'] as string,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('xsrf');
  });

  it('refuses to serve a route that forgot to require a user', async () => {
    const res = await app.inject('/api/test/forgot-guard');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('c0001');
  });
});

describe('parseSessionCookie', () => {
  it('reads `{sessionId}.{secret}` and nothing else', () => {
    expect(parseSessionCookie('AAAAAAAAAAAAAAAAAAAAAA.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb')).toEqual({
      sessionId: 'AAAAAAAAAAAAAAAAAAAAAA',
      secret: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
    });
    for (const bad of [
      undefined,
      '',
      'nodot',
      'short.x',
      'AAAAAAAAAAAAAAAAAAAAAA.bbbbbbbbbbbbbbbbbbbb.extra',
      'A A.b b',
    ]) {
      expect(parseSessionCookie(bad)).toBeNull();
    }
  });
});
