// The console's user page with a faked server: the edit form checks the contract's rules as the
// server does (keyboard only: Tab, type, Tab), sends the version it read, and shows the server's
// stale-edit message with a reload; the organisation picker offers the existing ones with their
// counts; a refused console shows the reason. A user that could not be loaded: a refusal's message with
// the way to all users, or Try again after a 503.
import { ACTING_AS_USER_MSG, STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import type { ConsoleUserDetail } from '@mti/contracts/admin/users';
import { SUBSCRIPTION_DATES_REVERSED } from '@mti/contracts/admin/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectRefusalShown, expectTryAgainLoads, type LoadErrorSteps } from '../../../../test/console-list-steps.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { signInAsAdministratorForEachTest } from '../../../../test/signed-in-session.ts';
import { adminConsoleGuardedRoutes } from '../routes.tsx';

const user: ConsoleUserDetail = {
  site_id: '100101',
  userid: 'member',
  email: 'member@example.com',
  name_first: 'Dana',
  name_last: 'Whitaker',
  organization: 'Precision Spindle Works',
  is_amt_member: true,
  subscription_active: true,
  subscription_current: true,
  subscription_starts_on: null,
  subscription_expires_on: '2035-12-31',
  is_administrator: false,
  locked: false,
  disabled: false,
  must_change_password: false,
  last_login_at: null,
  version: 4,
  roles: ['usmto'],
  created_at: '2026-01-01T00:00:00.000Z',
  seats: [],
  company: null,
};
const ACCESS = 'GET /api/admin/console/access';
const USER = 'GET /api/admin/console/users/100101';
const SAVE = 'PUT /api/admin/console/users/100101';
const ORGANISATIONS = 'GET /api/admin/console/organisations';
const organisations = [
  { organization: 'Precision Spindle Works', users: 1 },
  { organization: 'Prairie Gear Cooperative', users: 3 },
];

signInAsAdministratorForEachTest();

function renderUser(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [ACCESS]: { body: { userid: 'admin', name: 'admin' } },
    [USER]: { body: user },
    [ORGANISATIONS]: { body: { organisations } },
    ...routes,
  });
  renderRoutes(adminConsoleGuardedRoutes, '/admin/console/users/100101');
  return { api, keyboard: userEvent.setup({ delay: null }) };
}

describe('the console user page', { timeout: 30_000 }, () => {
  it('checks the dates as the server does, then saves with the version it read', async () => {
    const { api, keyboard } = renderUser({
      [SAVE]: (call) => ({ body: { ...user, ...(call.body as object), version: 5 } }),
    });
    const form = await screen.findByRole('form', { name: 'Edit user' }, { timeout: 10_000 });
    // Keyboard only: focus the start date, type, Tab to the end date, type one before it, Tab away.
    await keyboard.click(within(form).getByLabelText('Subscription starts'));
    await keyboard.keyboard('2036-01-01');
    await keyboard.tab();
    await keyboard.keyboard('{Control>}a{/Control}2035-12-31');
    await keyboard.tab();
    await keyboard.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(SUBSCRIPTION_DATES_REVERSED)).toBeInTheDocument();
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await keyboard.clear(within(form).getByLabelText('Subscription starts'));
    await keyboard.click(within(form).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({
      version: 4,
      subscription_starts_on: null,
      subscription_expires_on: '2035-12-31',
    });
  });

  it('shows the stale-edit message and reloads the user on request', async () => {
    let reads = 0;
    const { keyboard } = renderUser({
      [USER]: () => ({ body: reads++ === 0 ? user : { ...user, organization: 'Changed Elsewhere', version: 5 } }),
      [SAVE]: { status: 409, body: { code: 'stale', msg: STALE_EDIT_MSG } },
    });
    const form = await screen.findByRole('form', { name: 'Edit user' }, { timeout: 10_000 });
    const organization = within(form).getByRole('textbox', { name: 'Organization' });
    await keyboard.click(organization);
    await keyboard.keyboard('{Control>}a{/Control}Mine');
    await keyboard.tab();
    await keyboard.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(STALE_EDIT_MSG);
    await keyboard.click(within(form).getByRole('button', { name: 'Reload the user' }));
    await vi.waitFor(() => expect(organization).toHaveValue('Changed Elsewhere'));
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('offers the organisations users belong to, with their counts, picked by keyboard or typed new', async () => {
    const { api, keyboard } = renderUser({
      [SAVE]: (call) => ({ body: { ...user, ...(call.body as object), version: 5 } }),
    });
    const form = await screen.findByRole('form', { name: 'Edit user' }, { timeout: 10_000 });
    await keyboard.click(within(form).getByRole('textbox', { name: 'Organization' }));
    await keyboard.keyboard('{Control>}a{/Control}Pra');
    expect(
      await screen.findByRole('option', { name: /Prairie Gear Cooperative · 3 users/, hidden: true }),
    ).toBeInTheDocument();
    await keyboard.keyboard('{ArrowDown}{Enter}');
    await keyboard.tab();
    expect(within(form).getByRole('textbox', { name: 'Organization' })).toHaveValue('Prairie Gear Cooperative');
    await keyboard.click(within(form).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({ version: 4, organization: 'Prairie Gear Cooperative' });
  });

  it('tells an administrator acting as a user to stop acting, and shows no console', async () => {
    renderUser({ [ACCESS]: { status: 403, body: { code: 'acting_as_user', msg: ACTING_AS_USER_MSG } } });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(ACTING_AS_USER_MSG);
    expect(screen.getByRole('link', { name: 'Stop acting as this user' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
  });
});

describe('a console user that could not be loaded', { timeout: 60_000 }, () => {
  const steps: LoadErrorSteps = {
    render: (reply) => renderUser({ [USER]: reply }).api,
    route: USER,
    loaded: async () => {
      await screen.findByRole('heading', { name: 'Dana Whitaker' }, { timeout: 10_000 });
      return document.body;
    },
    answer: { body: user },
    shows: 'Profile and subscription',
    elsewhere: { name: 'Go to all users', href: '/admin/console/users' },
  };

  it('shows a refusal’s message and the way to all users, without Try again', async () => {
    await expectRefusalShown(steps);
  });

  it('offers Try again after a 503, which shows the user', async () => {
    await expectTryAgainLoads(steps);
  });
});
