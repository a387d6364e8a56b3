import { COMMON_PASSWORD } from '@mti/contracts/identity/common-passwords';
import { ADMIN_CANNOT_CHANGE_PASSWORD } from '@mti/contracts/identity/identity-api';
import {
  CONFIRM_PASSWORD_BLANK,
  NEW_PASSWORD_BLANK,
  PASSWORD_COMPLEXITY,
  PASSWORD_MISMATCH,
} from '@mti/contracts/identity/password-policy';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { sessionReply, userDetails } from '../../../../test/identity-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { getAccessToken, setAccessToken } from '../../../lib/session.ts';
import { ChangePasswordPage, PASSWORD_CHANGED } from './change-password-page.tsx';

function renderPage(replies: { change?: FakeReply; login?: FakeReply; user?: FakeReply } = {}) {
  const api = fakeApi({
    'GET /api/mti/user': replies.user ?? { body: userDetails() },
    'PUT /api/mti/changePassword': replies.change ?? { body: { success: true } },
    'POST /api/mti/login': replies.login ?? { body: sessionReply({ token: 'fresh-token' }) },
  });
  const view = renderRoutes(
    [
      { path: '/changepassword', Component: ChangePasswordPage },
      { path: '/myaccount', element: <h1>My Account</h1> },
      { path: '/401', element: <h1>Unauthorized page</h1> },
    ],
    '/changepassword',
  );
  return { ...view, api, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, newPassword: string, confirm: string) {
  const newField = await screen.findByLabelText(/^New Password/);
  await user.clear(newField);
  if (newPassword) await user.type(newField, newPassword);
  const confirmField = screen.getByLabelText(/^Confirm Password/);
  await user.clear(confirmField);
  if (confirm) await user.type(confirmField, confirm);
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save Changes' }));

beforeEach(() => {
  signInWithCookie('1001');
  setAccessToken('access-token-0');
});
afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('changepassword', () => {
  it('tells an administrator acting as the user that they cannot change the password, and offers no form', async () => {
    renderPage({ user: { body: userDetails({ acting_admin: 'admin', force_password_change: true }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_CANNOT_CHANGE_PASSWORD);
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('shows the fields, the requirements and a link to support, and no message before a submit', async () => {
    renderPage();
    expect(await screen.findByLabelText(/^New Password/)).toBeVisible();
    expect(screen.getByLabelText(/^Confirm Password/)).toBeVisible();
    expect(screen.getByText('At least one of these symbols: ! @ # % ^ $ & ( )')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    expect(screen.queryByText(NEW_PASSWORD_BLANK)).not.toBeInTheDocument();
  });

  it('shows both blank messages on a submit attempt and sends nothing', async () => {
    const { api, user } = renderPage();
    await screen.findByLabelText(/^New Password/);
    await save(user);
    expect(screen.getByText(NEW_PASSWORD_BLANK)).toBeVisible();
    expect(screen.getByText(CONFIRM_PASSWORD_BLANK)).toBeVisible();
    expect(api.callsTo('PUT /api/mti/changePassword')).toHaveLength(0);
  });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['no uppercase letter', 'abcdefg1!'],
    ['no lowercase letter', 'ABCDEFG1!'],
    ['no digit', 'Abcdefgh!'],
    ['no allowed symbol', 'Abcdefgh1'],
    ['a star', 'Abcdefg1!*'],
  ])('refuses a password with %s with the complexity message', async (_case, password) => {
    const { api, user } = renderPage();
    await fillIn(user, password, password);
    await save(user);
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(PASSWORD_COMPLEXITY);
    expect(api.callsTo('PUT /api/mti/changePassword')).toHaveLength(0);
  });

  it('shows the mismatch message and sends nothing', async () => {
    const { api, user } = renderPage();
    await fillIn(user, 'Granite#Mill42', 'Granite#Mill43');
    await save(user);
    // Testing Library compares with collapsed spaces; the message itself keeps the spec's double space.
    expect(screen.getByText(PASSWORD_MISMATCH.replace(/\s+/g, ' '))).toHaveTextContent(PASSWORD_MISMATCH, {
      normalizeWhitespace: false,
    });
    expect(api.callsTo('PUT /api/mti/changePassword')).toHaveLength(0);
  });

  it('refuses a common password with its reason', async () => {
    const { api, user } = renderPage();
    await fillIn(user, 'Password1!', 'Password1!');
    await save(user);
    expect(await screen.findByText(COMMON_PASSWORD)).toBeVisible();
    expect(api.callsTo('PUT /api/mti/changePassword')).toHaveLength(0);
  });

  it('updates the messages as the user corrects the fields after the first attempt', async () => {
    const { user } = renderPage();
    await screen.findByLabelText(/^New Password/);
    await save(user);
    await user.type(screen.getByLabelText(/^New Password/), 'Granite#Mill42');
    expect(screen.queryByText(NEW_PASSWORD_BLANK)).not.toBeInTheDocument();
    expect(screen.getByText(CONFIRM_PASSWORD_BLANK)).toBeVisible();
  });

  it('saves, shows the success message, signs in again with the new password and opens My Account', async () => {
    const { api, user, router } = renderPage();
    await fillIn(user, 'Granite#Mill42', 'Granite#Mill42');
    await save(user);
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeVisible();
    expect(screen.getByText(PASSWORD_CHANGED)).toBeVisible();
    expect(api.callsTo('PUT /api/mti/changePassword')[0]?.body).toEqual({ new_password: 'Granite#Mill42' });
    expect(api.callsTo('POST /api/mti/login')[0]?.body).toEqual({ userid: 'member', password: 'Granite#Mill42' });
    expect(getAccessToken()).toBe('fresh-token');
    expect(router.state.location.pathname).toBe('/myaccount');
  });

  it("shows the server's refusal as 'Error : {msg}' and stays on the form", async () => {
    const { api, user } = renderPage({
      change: { status: 400, body: { code: 'password_reused', msg: 'Choose a password you have not used before.' } },
    });
    await fillIn(user, 'Granite#Mill42', 'Granite#Mill42');
    await save(user);
    await screen.findByText('Error : Choose a password you have not used before.');
    expect(screen.getByText('Error : Choose a password you have not used before.')).toBeVisible();
    expect(api.callsTo('POST /api/mti/login')).toHaveLength(0);
  });

  it('goes to the status page when the fresh login fails', async () => {
    const { user } = renderPage({ login: { status: 401, body: '' } });
    await fillIn(user, 'Granite#Mill42', 'Granite#Mill42');
    await save(user);
    expect(await screen.findByRole('heading', { name: 'Unauthorized page' })).toBeVisible();
  });
});
