// Console › Maintenance with a faked server: the list shows the server's page of the apps' windows,
// asks the server for another order, a search and the CSV of the same query; an app's Edit opens its
// form, which saves with the version it read and shows the server's stale-edit refusal.
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import type { ConsoleAppMaintenance } from '@mti/contracts/admin/console-maintenance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { resetObjectUrls } from '../../../../test/object-urls.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { setAccessToken } from '../../../lib/session.ts';
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

beforeEach(() => {
  signInWithCookie('100900');
  setAccessToken('t');
});
afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetObjectUrls();
});

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
    expect(screen.getByText(/61 apps/)).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    const lists = () => api.callsTo(LIST);
    expect(Object.fromEntries(lists()[0]?.url.searchParams ?? [])).toMatchObject({
      sort: 'launcher_order',
      dir: 'asc',
      page: '1',
      page_size: '50',
    });
    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getByRole('button', { name: 'Window' }));
    await waitFor(() => expect(lists().at(-1)?.url.searchParams.get('sort')).toBe('maintenance_start'));
    await user.type(screen.getByRole('textbox', { name: /Search maintenance windows/ }), 'wizard');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lists().at(-1)?.url.searchParams.get('q')).toBe('wizard'));
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['maintenance-windows.csv']));
    expect(api.callsTo(EXPORT)).toHaveLength(1);
    expect(Object.fromEntries(api.callsTo(EXPORT)[0]?.url.searchParams ?? [])).toMatchObject({
      sort: 'maintenance_start',
      q: 'wizard',
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
