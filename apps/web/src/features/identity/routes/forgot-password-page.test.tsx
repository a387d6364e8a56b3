import { EMAIL_BLANK } from '@mti/contracts/identity/identity-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

function renderPage(reply: FakeReply = { body: { success: true } }) {
  const api = fakeApi({
    'POST /api/mti/forgotPassword': reply,
    'GET /assets/config/config.json': {
      body: {
        roles: { mtprospect: 'mtprospect' },
        stateList: [],
        supportEmail: 'support@mti-portal.example',
        supportPhone: '(703) 555-0142',
        decommissionDate: '2025-12-31',
      },
    },
  });
  renderRoutes(
    [
      { path: '/forgotpassword', Component: ForgotPasswordPage },
      { path: '/myapps', element: <h1>My MTApps</h1> },
    ],
    '/forgotpassword',
  );
  return { api, user: userEvent.setup() };
}

afterEach(() => {
  clearTestCookies();
  vi.unstubAllGlobals();
});

describe('forgotpassword', () => {
  it("is headed 'Reset Password' with one e-mail field", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeVisible();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('maxlength', '100');
  });

  it('asks for the e-mail and sends nothing while blank', async () => {
    const { api, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText(EMAIL_BLANK)).toBeVisible();
    expect(api.callsTo('POST /api/mti/forgotPassword')).toHaveLength(0);
  });

  it('replaces the form with the notice, including the 60-minute junk-mail hint', async () => {
    const { api, user } = renderPage();
    await user.type(await screen.findByLabelText(/^Email/), 'member@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your e-mail')).toBeVisible();
    expect(
      screen.getByText(/If the e-mail does not arrive within 60 minutes, please check your junk mail/),
    ).toBeVisible();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/mti/forgotPassword')[0]?.body).toEqual({ email: 'member@example.com' });
  });

  it('shows a danger state when the request fails', async () => {
    const { user } = renderPage({ status: 500, body: '' });
    await user.type(await screen.findByLabelText(/^Email/), 'member@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('member@example.com');
  });

  it('sends a signed-in visitor to myapps', async () => {
    signInWithCookie('1001');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'My MTApps' })).toBeVisible();
  });
});
