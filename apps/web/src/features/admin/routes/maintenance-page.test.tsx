// Console › Maintenance with a faked server: the list shows the server's page of the apps' windows,
// asks the server for another order, a search and the CSV of the same query; an app's Edit opens its
// form, which saves with the version it read and shows the server's stale-edit refusal. A list that
// could not be loaded says so once (a refusal's message, or Try again), never "No app yet.".
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import type { ConsoleAppMaintenance } from '@mti/contracts/admin/console-maintenance';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  expectConsoleListQueries,
  expectRefusalShown,
  expectTryAgainLoads,
  type LoadErrorSteps,
} from '../../../../test/console-list-steps.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { signInAsAdministratorForEachTest } from '../../../../test/signed-in-session.ts';
import { adminConsoleGuardedRoutes } from '../routes.tsx';

const ACCESS = 'GET /api/admin/console/access';
const LIST = 'GET /api/admin/console/maintenance';
const EXPORT = 'GET /api/admin/console/maintenance/export';
const SAVE = 'PUT /api/admin/console/maintenance/territory-wizard';
const wizard: ConsoleAppMaintenance = {
  app_key: 'territory-wizard',
  short_name: 'Territory Wizard',
  app_title: 'Territory Wizard',
  group_name: 'Market tools',
  status: 1,
  is_under_maintenance: false,
  maintenance_text: null,
  maintenance_start: null,
  maintenance_end: null,
  version: 4,
};

signInAsAdministratorForEachTest();

describe('the maintenance screen', () => {
  it('asks the server for a sorted, searched page and exports the same query', async () => {
    const api = fakeApi({
      [ACCESS]: { body: { userid: 'admin', name: 'admin' } },
      [LIST]: { body: { rows: [wizard], total: 61, page: 1, page_size: 50 } },
      [EXPORT]: { raw: 'App\r\n', headers: { 'Content-Type': 'text/csv' } },
    });
    renderRoutes(adminConsoleGuardedRoutes, '/admin/console/maintenance');
    const table = await screen.findByRole('table', { name: 'Maintenance windows' }, { timeout: 20_000 });
    expect(await within(table).findByText('Territory Wizard')).toBeVisible();
    await expectConsoleListQueries({
      api,
      listRoute: LIST,
      exportRoute: EXPORT,
      table,
      count: /61 apps/,
      firstPage: { sort: 'launcher_order', dir: 'asc', page_size: 50 },
      sortBy: { header: 'Window', sort: 'maintenance_start' },
      search: { box: /Search maintenance windows/, words: 'wizard' },
      fileName: 'maintenance-windows.csv',
    });
  }, 60_000);

  it("edits an app's window with the version it read and shows a stale refusal", async () => {
    let saves = 0;
    const api = fakeApi({
      [ACCESS]: { body: { userid: 'admin', name: 'admin' } },
      [LIST]: { body: { rows: [wizard], total: 1, page: 1, page_size: 50 } },
      [SAVE]: () =>
        ++saves === 1
          ? { body: { ...wizard, version: 5 } }
          : { status: 409, body: { code: 'stale', msg: STALE_EDIT_MSG } },
    });
    renderRoutes(adminConsoleGuardedRoutes, '/admin/console/maintenance');
    await screen.findByRole('table', { name: 'Maintenance windows' }, { timeout: 20_000 });
    const user = userEvent.setup({ delay: null });
    const edit = () => screen.findByRole('button', { name: 'Edit maintenance of Territory Wizard' });
    await user.click(await edit());
    const form = await screen.findByRole('form', { name: 'Maintenance of Territory Wizard' });
    await user.click(within(form).getByRole('button', { name: 'Save maintenance' }));
    await vi.waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1), { timeout: 10_000 });
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({ version: 4, is_under_maintenance: false });

    await user.click(await edit());
    const again = await screen.findByRole('form', { name: 'Maintenance of Territory Wizard' });
    await user.click(within(again).getByRole('button', { name: 'Save maintenance' }));
    expect(await screen.findByText(STALE_EDIT_MSG)).toBeVisible();
  }, 60_000);
});

describe('the maintenance screen when its list could not be loaded', () => {
  const steps: LoadErrorSteps = {
    render: (reply) => {
      const api = fakeApi({ [ACCESS]: { body: { userid: 'admin', name: 'admin' } }, [LIST]: reply });
      renderRoutes(adminConsoleGuardedRoutes, '/admin/console/maintenance');
      return api;
    },
    route: LIST,
    loaded: () => screen.findByRole('table', { name: 'Maintenance windows' }),
    answer: { body: { rows: [wizard], total: 1, page: 1, page_size: 50 } },
    shows: 'Territory Wizard',
  };

  it('shows a refusal’s message once, instead of an empty list, without Try again', async () => {
    await expectRefusalShown(steps);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('No app yet.')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Search maintenance windows/ })).toBeEnabled();
  }, 60_000);

  it('offers Try again after a 503, which lists the apps', async () => {
    await expectTryAgainLoads(steps);
  }, 60_000);
});
