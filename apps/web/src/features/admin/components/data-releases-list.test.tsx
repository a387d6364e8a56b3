// Console › Configuration › Dataset release dates with a faked server: the list shows the server's
// page of the datasets' dates, asks the server for another order, a search and the CSV of the same
// query; a row opens the dataset's form, which saves with the list's version and shows a stale refusal.

import type { DataRelease } from '@mti/contracts/admin/console-data-releases';
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleListQueries } from '../../../../test/console-list-steps.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { signInAsAdministratorForEachTest } from '../../../../test/signed-in-session.ts';
import { DataReleasesList } from './data-releases-list.tsx';

const LIST = 'GET /api/admin/console/data-releases';
const EXPORT = 'GET /api/admin/console/data-releases/export';
const SAVE = 'PUT /api/admin/console/data-releases/usmto';
const usmto: DataRelease = {
  dataset_id: 'usmto',
  title: 'USMTO orders',
  app_keys: ['usmto-orders'],
  scheduled: { data_through: '2026-09', next_release: '2026-11-10' },
  saved: { data_through: '2026-08', next_release: '2026-12-04' },
};

signInAsAdministratorForEachTest();

describe('the dataset release dates list', () => {
  it('asks the server for a sorted, searched page and exports the same query', async () => {
    const api = fakeApi({
      [LIST]: { body: { rows: [usmto], total: 30, page: 1, page_size: 25, version: 3 } },
      [EXPORT]: { raw: 'Dataset\r\n', headers: { 'Content-Type': 'text/csv' } },
    });
    renderRoutes([{ path: '/', element: <DataReleasesList /> }]);
    const table = await screen.findByRole('table', { name: 'Dataset release dates' }, { timeout: 20_000 });
    const row = (await within(table).findByText('USMTO orders')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('2026-12-04');
    expect(row).toHaveTextContent('Saved');
    await expectConsoleListQueries({
      api,
      listRoute: LIST,
      exportRoute: EXPORT,
      table,
      count: /30 datasets/,
      firstPage: { sort: 'title', dir: 'asc', page_size: 25 },
      sortBy: { header: 'Next release', sort: 'next_release' },
      search: { box: /Search datasets/, words: 'usmto' },
      fileName: 'dataset-release-dates.csv',
    });
  }, 60_000);

  it("saves a dataset's dates with the list's version and shows a stale refusal", async () => {
    let saves = 0;
    const api = fakeApi({
      [LIST]: { body: { rows: [usmto], total: 1, page: 1, page_size: 25, version: 3 } },
      [SAVE]: () =>
        ++saves === 1
          ? { body: { version: 4, datasets: [usmto] } }
          : { status: 409, body: { code: 'stale', msg: STALE_EDIT_MSG } },
    });
    renderRoutes([{ path: '/', element: <DataReleasesList /> }]);
    const table = await screen.findByRole('table', { name: 'Dataset release dates' }, { timeout: 20_000 });
    const user = userEvent.setup({ delay: null });
    await user.click(await within(table).findByText('USMTO orders'));
    const form = await screen.findByRole('form', { name: 'Release dates of USMTO orders' });
    await user.click(within(form).getByRole('button', { name: 'Save dates' }));
    await vi.waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1), { timeout: 10_000 });
    expect(api.callsTo(SAVE)[0]?.body).toEqual({ version: 3, dates: usmto.saved });
    const again = await screen.findByRole('form', { name: 'Release dates of USMTO orders' });
    await user.click(within(again).getByRole('button', { name: 'Save dates' }));
    expect(await screen.findByText(STALE_EDIT_MSG)).toBeVisible();
  }, 60_000);
});
