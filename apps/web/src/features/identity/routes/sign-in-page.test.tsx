import { LOGIN_FAILED } from '@mti/contracts/identity/identity-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { sessionReply } from '../../../../test/identity-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { getAccessToken, setAccessToken } from '../../../lib/session.ts';
import { SignInPage } from './sign-in-page.tsx';

function renderSignIn(loginReply: FakeReply = { body: sessionReply() }, path = '/signin') {
  const api = fakeApi({ 'POST /api/mti/login': loginReply });
  const view = renderRoutes(
    [
      { path: '/signin', Component: SignInPage },
      { path: '/login/callback', element: <h1>Callback</h1> },
      { path: '/myapps', element: <h1>My MTApps</h1> },
      { path: '/forgotpassword', element: <h1>Forgot password</h1> },
    ],
    path,
  );
  return { ...view, api, user: userEvent.setup() };
}

afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('the built-in sign-in page', () => {
  it('offers user id, password and the forgot password and forgot username links', async () => {
    renderSignIn();
    expect(await screen.findByLabelText(/^Username/)).toBeVisible();
    expect(screen.getByLabelText(/^Password/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotpassword');
    expect(screen.getByRole('link', { name: 'Forgot username?' })).toHaveAttribute('href', '/forgotusername');
  });

  it('asks for both fields and sends nothing while one is blank', async () => {
    const { api, user } = renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username cannot be blank!')).toBeVisible();
    expect(screen.getByText('Password cannot be blank!')).toBeVisible();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's message on a failed sign-in and clears the password", async () => {
    const { user } = renderSignIn({ status: 401, body: { code: 'login_failed', msg: LOGIN_FAILED } });
    await user.type(await screen.findByLabelText(/^Username/), 'member');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(getAccessToken()).toBeNull();
  });

  it('says to wait when the server limits the attempts', async () => {
    const { user } = renderSignIn({ status: 429, body: '' });
    await user.type(await screen.findByLabelText(/^Username/), 'member');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('holds the new token and hands over to login/callback, carrying the return path', async () => {
    const { api, user, router } = renderSignIn(
      {
        body: sessionReply({ token: 't-1' }),
      },
      '/signin?return=%2Fmyfiles',
    );
    await user.type(await screen.findByLabelText(/^Username/), ' member ');
    await user.type(screen.getByLabelText(/^Password/), 'MTInsight!2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Callback' })).toBeVisible();
    expect(router.state.location.search).toBe('?return=%2Fmyfiles');
    expect(api.calls[0]?.body).toEqual({ userid: 'member', password: 'MTInsight!2026' });
    expect(getAccessToken()).toBe('t-1');
  });

  it('sends a signed-in visitor to myapps', async () => {
    signInWithCookie('1001');
    renderSignIn();
    expect(await screen.findByRole('heading', { name: 'My MTApps' })).toBeVisible();
  });
});
