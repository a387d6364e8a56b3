import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { sessionReply, userDetails } from '../../../../test/identity-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { getAccessToken, setAccessToken } from '../../../lib/session.ts';
import { AdminLoginPage } from './admin-login-page.tsx';

function renderAdmin(loginReply: FakeReply, user = userDetails({ acting_admin: 'admin' })) {
  const api = fakeApi({
    'POST /api/mti/admin/login': () => {
      // The server sets the login cookie of the user acted as.
      if (!loginReply.status) signInWithCookie('1001');
      return loginReply;
    },
    'GET /api/mti/user': { body: user },
    'GET /api/mti/ssotoken': { status: 404, body: '' },
  });
  const view = renderRoutes(
    [
      { path: '/admin', Component: AdminLoginPage },
      { path: '/myapps', element: <h1>My MTApps</h1> },
      { path: '/changepassword', element: <h1>Change Password</h1> },
    ],
    '/admin',
  );
  return { ...view, api, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: [string, string, string]) {
  const [adminid, password, userid] = values;
  if (adminid) await user.type(await screen.findByLabelText(/^Username/), adminid);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  if (userid) await user.type(screen.getByLabelText(/^MTI Username/), userid);
  await user.click(screen.getByRole('button', { name: 'Sign in as user' }));
}

afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('Admin Login', () => {
  it('has the heading and the three fields', async () => {
    renderAdmin({ body: sessionReply() });
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(screen.getByLabelText(/^Username/)).toBeVisible();
    expect(screen.getByLabelText(/^Password/)).toBeVisible();
    expect(screen.getByLabelText(/^MTI Username/)).toBeVisible();
  });

  it.each([
    [['', 'secret', 'member'], 'Username cannot be blank!'],
    [['admin', '', 'member'], 'Password cannot be blank!'],
    [['admin', 'secret', ''], 'MTI Username cannot be blank!'],
  ] as const)('ignores the submit while a field is empty: %j → %s', async (values, message) => {
    const { api, user } = renderAdmin({ body: sessionReply() });
    await screen.findByLabelText(/^Username/);
    await fill(user, [...values]);
    expect(screen.getByText(message)).toBeVisible();
    expect(api.calls).toHaveLength(0);
  });

  it('treats a field of spaces as blank', async () => {
    const { api, user } = renderAdmin({ body: sessionReply() });
    await fill(user, ['   ', 'secret', 'member']);
    expect(screen.getByText('Username cannot be blank!')).toBeVisible();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the returned msg under the form on failure', async () => {
    const { user } = renderAdmin({
      status: 403,
      body: { code: 'not_admin', msg: 'The administrator id or password is incorrect.' },
    });
    await fill(user, ['admin', 'wrong', 'member']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The administrator id or password is incorrect.');
    // Under the form: after its submit button.
    expect(
      screen.getByRole('button', { name: 'Sign in as user' }).compareDocumentPosition(alert) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(getAccessToken()).toBeNull();
  });

  it('loads the user details and opens myapps as the user', async () => {
    const { api, user } = renderAdmin({ body: sessionReply({ token: 'acting', acting_admin: 'admin' }) });
    await fill(user, ['admin', 'MTInsight!2026', 'member']);
    expect(await screen.findByRole('heading', { name: 'My MTApps' })).toBeVisible();
    expect(api.callsTo('POST /api/mti/admin/login')[0]?.body).toEqual({
      adminid: 'admin',
      password: 'MTInsight!2026',
      userid: 'member',
    });
    expect(api.callsTo('GET /api/mti/user')[0]?.headers.get('Authorization')).toBe('Bearer acting');
  });

  it('opens changepassword when the user must change the password', async () => {
    const { user } = renderAdmin({ body: sessionReply() }, userDetails({ force_password_change: true }));
    await fill(user, ['admin', 'MTInsight!2026', 'changeme']);
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeVisible();
  });
});
