import { INVALID_EMAIL } from '@mti/contracts/common/email';
import { EMAIL_BLANK } from '@mti/contracts/identity/identity-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { configureHttp } from '../../../lib/http.ts';
import { ForgotUsernamePage } from './forgot-username-page.tsx';

function renderPage(reply: FakeReply = { body: { success: true } }) {
  const api = fakeApi({ 'POST /api/mti/forgotUserName': reply });
  const { router } = renderRoutes(
    [
      { path: '/forgotusername', Component: ForgotUsernamePage },
      { path: '/myapps', element: <h1>My MTApps</h1> },
      { path: '/500', element: <h1>Server error page</h1> },
    ],
    '/forgotusername',
  );
  // As the app does: lib/http opens status pages through the router.
  configureHttp({ navigate: (to) => void router.navigate(to) });
  return { api, user: userEvent.setup() };
}

afterEach(() => {
  clearTestCookies();
  vi.unstubAllGlobals();
});

describe('forgotusername', () => {
  it("is headed 'Forgot Username?' with one e-mail field", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Forgot Username?' })).toBeVisible();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('asks for the e-mail, then checks its pattern, sending nothing', async () => {
    const { api, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send my username' }));
    expect(screen.getByText(EMAIL_BLANK)).toBeVisible();
    await user.type(screen.getByLabelText(/^Email/), 'member@example');
    expect(screen.getByText(INVALID_EMAIL)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send my username' }));
    expect(api.calls).toHaveLength(0);
  });

  it('replaces the form with the success notice', async () => {
    const { api, user } = renderPage();
    await user.type(await screen.findByLabelText(/^Email/), 'member@example.com');
    await user.click(screen.getByRole('button', { name: 'Send my username' }));
    expect(await screen.findByText(/we have sent your username to it/)).toBeVisible();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ email: 'member@example.com' });
  });

  it('goes to the page of the status when the request fails', async () => {
    const { user } = renderPage({ status: 500, body: '' });
    await user.type(await screen.findByLabelText(/^Email/), 'member@example.com');
    await user.click(screen.getByRole('button', { name: 'Send my username' }));
    expect(await screen.findByRole('heading', { name: 'Server error page' })).toBeVisible();
  });

  it('sends a signed-in visitor to myapps', async () => {
    signInWithCookie('1001');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'My MTApps' })).toBeVisible();
  });
});
