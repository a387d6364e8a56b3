// Catalogue › Groups through the shared console list panel (console-list-panel.tsx), against a fake
// of the server: the list asked for sorted and paged on the server, the sort changed from a column
// header, "Add group" refused with the server's message (the form stays open), then saved (the form
// closes, the toast says so, the list is asked for again), and a row opened by keyboard. A list that
// could not be loaded says so (a refusal's message, or Try again) and keeps Add group.
import { notifications } from '@mantine/notifications';
import { GROUP_EXISTS } from '@mti/contracts/admin/console-catalogue-groups';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefusalShown, expectTryAgainLoads, type LoadErrorSteps } from '../../../../test/console-list-steps.ts';
import { findShownDialog } from '../../../../test/dialogs.ts';
import { type FakeCall, fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { GroupsPanel } from './groups-panel.tsx';

const slow = { timeout: 60_000 };
const rows = [
  { group_name: 'Market Intelligence', group_sort_order: 10, app_count: 4, version: 1 },
  { group_name: 'Sample Tools', group_sort_order: 20, app_count: 0, version: 3 },
];

// The first test's toast (an alert) and faked server are not the next test's.
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('the groups panel', () => {
  it('asks the server for a sorted page, adds a group after a refusal, and opens a row by keyboard', slow, async () => {
    let adds = 0;
    const api = fakeApi({
      'GET /api/admin/console/groups': { body: { rows, total: 2, page: 1, page_size: 50 } },
      'POST /api/admin/console/groups': (call: FakeCall) =>
        ++adds === 1
          ? { status: 400, body: { code: 'group_exists', msg: GROUP_EXISTS, field: 'group_name' } }
          : { body: { ...(call.body as object), app_count: 0, version: 1 } },
    });
    renderRoutes([{ path: '/', element: <GroupsPanel /> }]);
    const table = await screen.findByRole('table', { name: 'Groups' });
    expect(await within(table).findByText('Sample Tools')).toBeVisible();
    const lists = () => api.callsTo('GET /api/admin/console/groups');
    expect(Object.fromEntries(lists()[0]?.url.searchParams ?? [])).toMatchObject({
      sort: 'group_sort_order',
      dir: 'asc',
      page: '1',
      page_size: '50',
    });
    expect(screen.getByText(/2 groups/)).toBeVisible();

    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getByRole('button', { name: 'Group' }));
    await waitFor(() => expect(lists().at(-1)?.url.searchParams.get('sort')).toBe('group_name'));

    await user.click(screen.getByRole('button', { name: 'Add group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a group' });
    await user.type(within(dialog).getByLabelText(/Group name/), 'Sample Utilities');
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(GROUP_EXISTS);
    const listsBefore = lists().length;
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('The group was saved.')).toBeVisible();
    expect(api.callsTo('POST /api/admin/console/groups').at(-1)?.body).toMatchObject({
      group_name: 'Sample Utilities',
    });
    await waitFor(() => expect(lists().length).toBeGreaterThan(listsBefore));

    within(table).getByText('Sample Tools').closest('tr')?.focus();
    await user.keyboard('{Enter}');
    const edit = await findShownDialog('Sample Tools');
    expect(within(edit).getByRole('button', { name: 'Delete group' })).toBeVisible();
  });
});

describe('the groups panel when its list could not be loaded', () => {
  const steps: LoadErrorSteps = {
    render: (reply) => {
      const api = fakeApi({ 'GET /api/admin/console/groups': reply });
      renderRoutes([{ path: '/', element: <GroupsPanel /> }]);
      return api;
    },
    route: 'GET /api/admin/console/groups',
    loaded: () => screen.findByRole('table', { name: 'Groups' }),
    answer: { body: { rows, total: 2, page: 1, page_size: 50 } },
    shows: 'Sample Tools',
  };

  it('shows a refusal’s message, not an empty list, and still offers Add group', slow, async () => {
    await expectRefusalShown(steps);
    expect(screen.queryByRole('table', { name: 'Groups' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add group' })).toBeVisible();
  });

  it('offers Try again after a 503, which lists the groups', slow, async () => {
    await expectTryAgainLoads(steps);
  });
});
