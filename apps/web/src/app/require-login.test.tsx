import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearTestCookies, setTestCookie, signInWithCookie } from '../../test/cookies.ts';
import { renderRoutes } from '../../test/render.tsx';
import { LOGIN_COOKIE, takeReturnUrl } from '../lib/session.ts';
import { RequireLogin } from './require-login.tsx';

function renderGuarded(path: string) {
  return renderRoutes(
    [
      {
        path: '/',
        children: [
          { Component: RequireLogin, children: [{ path: 'myfiles/*', element: <h1>My Files</h1> }] },
          { path: 'login', element: <h1>Login</h1> },
        ],
      },
    ],
    path,
  );
}

afterEach(() => {
  clearTestCookies();
  sessionStorage.clear();
});

describe('RequireLogin', () => {
  it('sends a signed-out visitor to /login, remembering the requested URL', async () => {
    const { router } = renderGuarded('/myfiles/reports?sort=name#top');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'My Files' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // Replaced, so Back does not lead into the guarded page again.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(takeReturnUrl()).toBe('/myfiles/reports?sort=name#top');
  });

  it('treats a login cookie that is not valid as signed out', async () => {
    setTestCookie(LOGIN_COOKIE, JSON.stringify({ name_id: '42', is_valid: false }));
    renderGuarded('/myfiles');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeVisible();
    expect(takeReturnUrl()).toBe('/myfiles');
  });

  it('shows the page to a signed-in user and remembers nothing', async () => {
    signInWithCookie('42');
    const { router } = renderGuarded('/myfiles');
    expect(await screen.findByRole('heading', { name: 'My Files' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/myfiles');
    expect(takeReturnUrl()).toBeNull();
  });
});
