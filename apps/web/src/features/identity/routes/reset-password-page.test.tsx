import { RESET_LINK_EXPIRED } from '@mti/contracts/identity/identity-api';
import { NEW_PASSWORD_BLANK } from '@mti/contracts/identity/password-policy';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, setTestCookie } from '../../../../test/cookies.ts';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { sessionReply } from '../../../../test/identity-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { getAccessToken, setAccessToken } from '../../../lib/session.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

const MTU = 'k3Y-link_token';
const expired = { status: 400, body: { code: 'reset_expired', msg: RESET_LINK_EXPIRED } };

function renderReset(replies: { check?: FakeReply; reset?: FakeReply } = {}) {
  const api = fakeApi({
    'GET /api/mti/resetPassword': replies.check ?? { body: { valid: true } },
    'PUT /api/mti/resetPassword': replies.reset ?? { body: sessionReply({ token: 'after-reset' }) },
    'GET /api/mti/ssotoken': { body: { token: 'sso-1' } },
    'GET /analytics/sso.jsp': { body: 'ok' },
  });
  const view = renderRoutes(
    [
      { path: '/resetpassword/:mtu', Component: ResetPasswordPage },
      { path: '/myapps', element: <h1>My MTApps</h1> },
      { path: '/changepassword', element: <h1>Change Password</h1> },
      { path: '/forgotpassword', element: <h1>Forgot password</h1> },
    ],
    `/resetpassword/${MTU}`,
  );
  return { ...view, api, user: userEvent.setup() };
}

async function submitNewPassword(user: ReturnType<typeof userEvent.setup>, password = 'Granite#Mill42') {
  await user.type(await screen.findByLabelText(/^New Password/), password);
  await user.type(screen.getByLabelText(/^Confirm Password/), password);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
}

afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('resetpassword/{mtu}', () => {
  it('asks the server about the link with the link token as bearer', async () => {
    const { api } = renderReset();
    expect(await screen.findByLabelText(/^New Password/)).toBeVisible();
    expect(api.callsTo('GET /api/mti/resetPassword')[0]?.headers.get('Authorization')).toBe(`Bearer ${MTU}`);
  });

  it.each([
    ['the server says it is no longer valid', { body: { valid: false } }],
    ['the server refuses it as expired', expired],
  ])('shows the expired message with a link to forgotpassword when %s', async (_case, check) => {
    renderReset({ check });
    expect(await screen.findByText(RESET_LINK_EXPIRED)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgotpassword');
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });

  it('checks the policy before sending', async () => {
    const { api, user } = renderReset();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText(NEW_PASSWORD_BLANK)).toBeVisible();
    expect(api.callsTo('PUT /api/mti/resetPassword')).toHaveLength(0);
  });

  it('resets with the link token and the anti-forgery header, signs in and opens myapps', async () => {
    setTestCookie('XSRF-TOKEN', 'xsrf-1');
    const { api, user } = renderReset();
    await submitNewPassword(user);
    expect(await screen.findByRole('heading', { name: 'My MTApps' })).toBeVisible();
    const [reset] = api.callsTo('PUT /api/mti/resetPassword');
    expect(reset?.headers.get('Authorization')).toBe(`Bearer ${MTU}`);
    expect(reset?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
    expect(reset?.body).toEqual({ new_password: 'Granite#Mill42' });
    expect(getAccessToken()).toBe('after-reset');
    // Terms signed: the analytics server's sign-in runs (spec §4).
    await vi.waitFor(() => expect(api.callsTo('GET /analytics/sso.jsp')[0]?.url.search).toBe('?token=sso-1'));
  });

  it('opens changepassword when the user must change the password', async () => {
    const { user } = renderReset({ reset: { body: sessionReply({ force_password_change: true }) } });
    await submitNewPassword(user);
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeVisible();
  });

  it('leaves the analytics sign-in to the terms modal while the terms are unsigned', async () => {
    const { api, user } = renderReset({ reset: { body: sessionReply({ has_signed_eula: false }) } });
    await submitNewPassword(user);
    expect(await screen.findByRole('heading', { name: 'My MTApps' })).toBeVisible();
    expect(api.callsTo('GET /api/mti/ssotoken')).toHaveLength(0);
  });

  it('shows the expired message when the link was used meanwhile', async () => {
    const { user } = renderReset({ reset: expired });
    await submitNewPassword(user);
    expect(await screen.findByText(RESET_LINK_EXPIRED)).toBeVisible();
    expect(getAccessToken()).toBeNull();
  });

  it("shows any other refusal as 'Error : {msg}'", async () => {
    const { user } = renderReset({
      reset: { status: 400, body: { code: 'common_password', msg: 'This password is too easy to guess.' } },
    });
    await submitNewPassword(user);
    expect(await screen.findByText('Error : This password is too easy to guess.')).toBeVisible();
  });
});
