import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, setTestCookie, signInWithCookie } from '../../../../test/cookies.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { sessionReply, userDetails } from '../../../../test/identity-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { getAccessToken, LOGIN_COOKIE, rememberReturnUrl, setAccessToken } from '../../../lib/session.ts';
import { LoginCallbackPage } from './login-callback-page.tsx';

function renderCallback(path = '/login/callback') {
  return renderRoutes(
    [
      { path: '/login/callback', Component: LoginCallbackPage },
      { path: '/500', element: <h1>Server error page</h1> },
      { path: '/missing-id', element: <h1>Missing id page</h1> },
      { path: '/unknown-error', element: <h1>Unknown error page</h1> },
      { path: '/myapps', element: <h1>My MTApps</h1> },
      { path: '/changepassword', element: <h1>Change Password</h1> },
      { path: '/myfiles/*', element: <h1>My Files</h1> },
    ],
    path,
  );
}

afterEach(() => {
  clearTestCookies();
  sessionStorage.clear();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('login/callback', () => {
  it('goes to the 500 page when the login cookie is absent', async () => {
    const api = fakeApi({});
    renderCallback();
    expect(await screen.findByRole('heading', { name: 'Server error page' })).toBeVisible();
    expect(api.calls).toHaveLength(0);
  });

  it('goes to missing-id when the cookie is present but not valid', async () => {
    fakeApi({});
    setAccessToken('stale');
    setTestCookie(LOGIN_COOKIE, JSON.stringify({ name_id: '1005', is_valid: false }));
    renderCallback();
    expect(await screen.findByRole('heading', { name: 'Missing id page' })).toBeVisible();
    expect(getAccessToken()).toBeNull();
  });

  it('renews the token from the session cookie, then opens myapps', async () => {
    const api = fakeApi({
      'GET /api/mti/token/1001': { body: sessionReply({ token: 'renewed' }) },
      'GET /api/mti/user': { body: userDetails() },
      'GET /api/mti/ssotoken': { status: 404, body: '' },
    });
    signInWithCookie('1001');
    renderCallback();
    expect(await screen.findByRole('heading', { name: 'My MTApps' })).toBeVisible();
    expect(getAccessToken()).toBe('renewed');
    expect(api.callsTo('GET /api/mti/user')[0]?.headers.get('Authorization')).toBe('Bearer renewed');
  });

  it('goes to the URL the guard remembered, once', async () => {
    fakeApi({ 'GET /api/mti/user': { body: userDetails() }, 'GET /api/mti/ssotoken': { status: 404, body: '' } });
    signInWithCookie('1001');
    setAccessToken('t');
    rememberReturnUrl('/myfiles/reports');
    const { router } = renderCallback();
    expect(await screen.findByRole('heading', { name: 'My Files' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/myfiles/reports');
    expect(sessionStorage.length).toBe(0);
  });

  it('honours a same-site return parameter but never another host', async () => {
    fakeApi({ 'GET /api/mti/user': { body: userDetails() }, 'GET /api/mti/ssotoken': { status: 404, body: '' } });
    signInWithCookie('1001');
    setAccessToken('t');
    renderCallback(`/login/callback?return=${encodeURIComponent('//evil.example/x')}`);
    expect(await screen.findByRole('heading', { name: 'My MTApps' })).toBeVisible();
  });

  it('sends a user who must change the password to changepassword', async () => {
    fakeApi({ 'GET /api/mti/user': { body: userDetails({ force_password_change: true }) } });
    signInWithCookie('1001');
    setAccessToken('t');
    renderCallback();
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeVisible();
  });

  it('goes to unknown-error when the session cannot give a token', async () => {
    fakeApi({ 'GET /api/mti/token/1001': { status: 401, body: { code: 'c0001', msg: 'Session ended.' } } });
    signInWithCookie('1001');
    renderCallback();
    expect(await screen.findByRole('heading', { name: 'Unknown error page' })).toBeVisible();
  });
});
