// Every console list on the shared server-paged table (components/server-list-table.tsx through
// console-list-table.tsx), shown here with the users list against a fake of the server, when its load
// fails: never an empty list. A refusal shows the server's message and the way to the console, and the
// search still asks the server; a 503 offers Try again; a page that fails after another showed the
// error, not the rows of the page before as if they were the page asked for.
import type { ConsoleUser } from '@mti/contracts/admin/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefusalShown, expectTryAgainLoads, type LoadErrorSteps } from '../../../../test/console-list-steps.ts';
import { type FakeCall, type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { UsersPage } from '../routes/users-page.tsx';

const slow = { timeout: 60_000 };
const USERS = 'GET /api/admin/console/users';
const user = (userid: string, name_last: string): ConsoleUser => ({
  site_id: `site-${userid}`,
  userid,
  email: `${userid}@example.com`,
  name_first: 'Sample',
  name_last,
  organization: 'Sample Tooling Co.',
  is_amt_member: false,
  subscription_active: false,
  subscription_current: false,
  subscription_starts_on: null,
  subscription_expires_on: null,
  is_administrator: false,
  locked: false,
  disabled: false,
  must_change_password: false,
  last_login_at: null,
  version: 1,
});
const page = (rows: ConsoleUser[], n: number) => ({ body: { rows, total: 60, page: n, page_size: 25 } });

const steps: LoadErrorSteps = {
  render: (reply) => {
    const api = fakeApi({ [USERS]: reply });
    renderRoutes([{ path: '/', element: <UsersPage /> }]);
    return api;
  },
  route: USERS,
  loaded: () => screen.findByRole('table', { name: 'Users' }),
  answer: page([user('sample.one', 'One')], 1),
  shows: 'sample.one',
};

afterEach(() => vi.unstubAllGlobals());

describe('a console list that could not be loaded', () => {
  it('shows a refusal’s message instead of an empty list, and the search still asks the server', slow, async () => {
    const { api } = await expectRefusalShown(steps);
    expect(screen.queryByRole('table', { name: 'Users' })).toBeNull();
    expect(screen.queryByText(/No user matches this search/)).toBeNull();
    expect(screen.queryByText(/^0 users/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();

    const person = userEvent.setup({ delay: null });
    await person.type(screen.getByRole('textbox', { name: /Search users/ }), 'sample');
    await person.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo(USERS).at(-1)?.url.searchParams.get('q')).toBe('sample'));
    expect(screen.getByRole('alert')).toHaveTextContent('Sample refusal');
  });

  it('offers Try again after a 503, which lists the rows', slow, async () => {
    await expectTryAgainLoads(steps);
  });

  it('shows a failed page change as an error, not the page before as if it were current', slow, async () => {
    let secondPage: FakeReply = { status: 503, body: { code: 'unavailable', msg: 'Sample: the console is busy.' } };
    const api = fakeApi({
      [USERS]: (call: FakeCall) =>
        call.url.searchParams.get('page') === '2' ? secondPage : page([user('first.page', 'First')], 1),
    });
    renderRoutes([{ path: '/', element: <UsersPage /> }]);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('first.page')).toBeVisible();

    const person = userEvent.setup({ delay: null });
    await person.click(screen.getByRole('button', { name: 'Next page' }));
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.getByRole('alert')).toHaveTextContent('Sample: the console is busy.');
    expect(screen.queryByText('first.page')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Users' })).toBeNull();

    secondPage = page([user('second.page', 'Second')], 2);
    await person.click(retry);
    const again = await screen.findByRole('table', { name: 'Users' });
    expect(await within(again).findByText('second.page')).toBeVisible();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    expect(api.callsTo(USERS).at(-1)?.url.searchParams.get('page')).toBe('2');
  });
});
