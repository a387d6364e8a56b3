import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { getAccessToken, isLoggedIn, SESSION_QUERY_SCOPE, setAccessToken } from '../../../lib/session.ts';
import { standInForFullPageLoads } from '../full-page.ts';
import { CdsLogoutCallbackPage, LogoutCallbackPage } from './logout-callback-page.tsx';
import { LogoutPage } from './logout-page.tsx';

const fullPage = { loadFullPage: vi.fn(), reloadPage: vi.fn(), replaceFullPage: vi.fn() };

const config = (cdsLogoutUrl?: string) => ({
  body: {
    roles: { mtprospect: 'mtprospect' },
    stateList: [],
    supportEmail: 'support@mti-portal.example',
    supportPhone: '(703) 555-0142',
    decommissionDate: '2025-12-31',
    ...(cdsLogoutUrl ? { cdsLogoutUrl } : {}),
  },
});

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/logout', Component: LogoutPage },
      { path: '/logout/callback', Component: LogoutCallbackPage },
      { path: '/cdslogout/callback', Component: CdsLogoutCallbackPage },
    ],
    path,
  );
}

beforeEach(() => {
  for (const load of Object.values(fullPage)) load.mockReset();
  standInForFullPageLoads(fullPage);
});
afterEach(() => {
  standInForFullPageLoads(undefined);
  clearTestCookies();
  sessionStorage.clear();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('logout', () => {
  it("sends a signed-in user to the provider's single logout", async () => {
    fakeApi({});
    signInWithCookie('1001');
    renderAt('/logout');
    await vi.waitFor(() => expect(fullPage.loadFullPage).toHaveBeenCalledExactlyOnceWith('/api/mti/logout/start'));
  });

  it('runs the logout callback straight away when signed out', async () => {
    const api = fakeApi({ 'GET /api/mti/logout/callback': { body: { success: true } }, 'GET /analytics/Logout': {} });
    renderAt('/logout');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(api.callsTo('GET /api/mti/logout/callback')).toHaveLength(1);
    expect(fullPage.loadFullPage).not.toHaveBeenCalled();
  });
});

describe('logout/callback', () => {
  it('ends the session on both servers, forgets the user and goes home', async () => {
    const api = fakeApi({
      'GET /api/mti/logout/callback': { body: { success: true } },
      // The analytics service may not be deployed: its 404 changes nothing.
      'GET /analytics/Logout': { status: 404, body: '' },
    });
    signInWithCookie('1001');
    setAccessToken('t');
    const queryClient = new QueryClient();
    queryClient.setQueryData([SESSION_QUERY_SCOPE, 'user'], { name_first: 'Maria' });
    queryClient.setQueryData([SESSION_QUERY_SCOPE, 'products'], []);
    queryClient.setQueryData(['site-config'], {});
    renderRoutes(
      [
        { path: '/', element: <h1>Home</h1> },
        { path: '/logout/callback', Component: LogoutCallbackPage },
      ],
      '/logout/callback',
      queryClient,
    );
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(api.callsTo('GET /api/mti/logout/callback')[0]?.headers.get('Authorization')).toBe('Bearer t');
    expect(api.callsTo('GET /analytics/Logout')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(queryClient.getQueryData([SESSION_QUERY_SCOPE, 'user'])).toBeUndefined();
    expect(queryClient.getQueryData([SESSION_QUERY_SCOPE, 'products'])).toBeUndefined();
    expect(queryClient.getQueryData(['site-config'])).toEqual({});
  });

  it("still goes home when the server's callback fails", async () => {
    fakeApi({ 'GET /api/mti/logout/callback': { status: 500, body: '' }, 'GET /analytics/Logout': {} });
    renderAt('/logout/callback');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
  });
});

describe('cdslogout/callback', () => {
  it("signed in: logs out, and the callback then goes to the e-mail tool's logout page", async () => {
    const api = fakeApi({
      'GET /api/mti/logout/callback': { body: { success: true } },
      'GET /analytics/Logout': {},
      'GET /assets/config/config.json': config('https://cds.example/logout'),
    });
    signInWithCookie('1001');
    renderAt('/cdslogout/callback');
    await vi.waitFor(() => expect(fullPage.loadFullPage).toHaveBeenCalledWith('/api/mti/logout/start'));
    // The provider returns to logout/callback, which now finds the flag.
    clearTestCookies();
    renderAt('/logout/callback');
    await vi.waitFor(() => expect(fullPage.loadFullPage).toHaveBeenLastCalledWith('https://cds.example/logout'));
    expect(api.callsTo('GET /api/mti/logout/callback')).toHaveLength(1);
  });

  it('goes home when the flag is set but no logout URL is configured', async () => {
    fakeApi({
      'GET /api/mti/logout/callback': { body: { success: true } },
      'GET /analytics/Logout': {},
      'GET /assets/config/config.json': config(),
    });
    sessionStorage.setItem('mti.cdsLogout', 'true');
    renderAt('/logout/callback');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(fullPage.loadFullPage).not.toHaveBeenCalled();
  });

  it('signed out: goes home', async () => {
    const api = fakeApi({});
    renderAt('/cdslogout/callback');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(api.calls).toHaveLength(0);
    expect(fullPage.loadFullPage).not.toHaveBeenCalled();
  });
});
