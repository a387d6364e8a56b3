import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { sessionReply } from '../../../../test/identity-fixtures.ts';
import { apiGet } from '../../../lib/http.ts';
import { getAccessToken, isLoggedIn, setAccessToken } from '../../../lib/session.ts';
import { prepareSessionForPage, restoreSession } from './renew-session.ts';

afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('restoring the session on start', () => {
  it('renews the token once from the session cookie when signed in without one', async () => {
    const api = fakeApi({ 'GET /api/mti/token/1001': { body: sessionReply({ token: 'renewed' }) } });
    signInWithCookie('1001');
    await Promise.all([restoreSession(), restoreSession()]);
    expect(getAccessToken()).toBe('renewed');
    expect(api.calls).toHaveLength(1);
  });

  it('holds back a request made meanwhile, which then carries the renewed token (no refusal, no second renewal)', async () => {
    let answerRenewal = () => {};
    const renewed = new Promise<void>((resolve) => {
      answerRenewal = resolve;
    });
    const api = fakeApi({
      'GET /api/mti/token/1001': async () => {
        await renewed;
        return { body: sessionReply({ token: 'renewed' }) };
      },
      'GET /api/mti/user': (call) =>
        call.headers.get('Authorization') === 'Bearer renewed'
          ? { body: { site_id: '1001' } }
          : { status: 401, body: { code: 'c0004', msg: 'Token expired.' } },
    });
    signInWithCookie('1001');
    const restored = restoreSession();
    const user = apiGet('mti/user');
    answerRenewal();
    await restored;
    await expect(user).resolves.toEqual({ site_id: '1001' });
    expect(api.calls.map((c) => c.path)).toEqual(['/api/mti/token/1001', '/api/mti/user']);
  });

  it('does nothing for a visitor, or when a token is held', async () => {
    const api = fakeApi({});
    await restoreSession();
    signInWithCookie('1001');
    setAccessToken('held');
    await restoreSession();
    expect(api.calls).toHaveLength(0);
  });

  it('signs out when the server refuses the session', async () => {
    fakeApi({ 'GET /api/mti/token/1001': { status: 401, body: { code: 'c0001', msg: 'Session ended.' } } });
    signInWithCookie('1001');
    await restoreSession();
    expect(getAccessToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('stays signed in when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    signInWithCookie('1001');
    await restoreSession();
    expect(isLoggedIn()).toBe(true);
  });

  it('forgets the session, without a request, on the logout callback', async () => {
    const api = fakeApi({});
    signInWithCookie('1001');
    setAccessToken('t');
    await prepareSessionForPage('/logout/callback/');
    expect(getAccessToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(api.calls).toHaveLength(0);
  });
});
