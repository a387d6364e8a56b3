// Console › Exhibitor Passport › Daily sending caps with a faked server: the list shows the server's
// page of each company's cap, today's sends and held campaigns, asks the server for another order, a
// search and the CSV of the same query; the form refuses what the server refuses in the contracts'
// words, sends the version it read, and shows the server's stale-edit refusal.
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { DAILY_CAP_RANGE, type SendingCap } from '@mti/contracts/passport/campaigns-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleListQueries } from '../../../../test/console-list-steps.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { signInAsAdministratorForEachTest } from '../../../../test/signed-in-session.ts';
import { adminConsoleGuardedRoutes } from '../routes.tsx';

const ACCESS = 'GET /api/admin/console/access';
const LIST = 'GET /api/admin/console/passport/sending-caps';
const EXPORT = 'GET /api/admin/console/passport/sending-caps/export';
const SAVE = 'PUT /api/admin/console/passport/sending-caps/3';
const summit: SendingCap = {
  company_id: 3,
  company_name: 'Summit Gear & Automation',
  daily_cap: 500,
  sent_today: 500,
  held_campaigns: 1,
  version: 2,
};
const cascade: SendingCap = { ...summit, company_id: 4, company_name: 'Cascade Metrology', daily_cap: 10_000 };

signInAsAdministratorForEachTest();

describe('the daily sending caps screen', () => {
  it('lists caps and held campaigns; sets a cap with the version read; shows a stale refusal', async () => {
    let saves = 0;
    const api = fakeApi({
      [ACCESS]: { body: { userid: 'admin', name: 'admin' } },
      [LIST]: {
        body: { rows: [summit, { ...cascade, held_campaigns: 0, sent_today: 0 }], total: 2, page: 1, page_size: 50 },
      },
      [SAVE]: () =>
        ++saves === 1
          ? { body: { ...summit, daily_cap: 2_000, version: 3 } }
          : { status: 409, body: { code: 'stale', msg: STALE_EDIT_MSG } },
    });
    renderRoutes(adminConsoleGuardedRoutes, '/admin/console/passport/sending-caps');
    const table = await screen.findByRole('table', { name: 'Daily sending caps' }, { timeout: 20_000 });
    const row = (await within(table).findByText('Summit Gear & Automation')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('500');
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('1');

    const keyboard = userEvent.setup({ delay: null });
    await keyboard.click(row);
    const cap = await screen.findByLabelText('Daily sending cap (messages a day, UTC)');
    await keyboard.clear(cap);
    await keyboard.type(cap, '2000000');
    await keyboard.tab();
    expect(await screen.findByText(DAILY_CAP_RANGE)).toBeVisible();
    await keyboard.click(screen.getByRole('button', { name: 'Save cap' }));
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await keyboard.clear(cap);
    await keyboard.type(cap, '2000');
    expect(cap).toHaveValue('2,000');
    await keyboard.click(screen.getByRole('button', { name: 'Save cap' }));
    await vi.waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1), { timeout: 10_000 });
    expect(api.callsTo(SAVE)[0]?.body).toEqual({ daily_cap: 2_000, version: 2 });

    await keyboard.click(await within(table).findByText('Summit Gear & Automation'));
    await keyboard.click(await screen.findByRole('button', { name: 'Save cap' }));
    // The saved-cap notification may still be leaving (it is an alert too): look for the refusal among them.
    await vi.waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent)
          .join(' | '),
      ).toContain(STALE_EDIT_MSG),
    );
  }, 60_000);

  it('asks the server for a sorted, searched page and exports the same query', async () => {
    const api = fakeApi({
      [ACCESS]: { body: { userid: 'admin', name: 'admin' } },
      [LIST]: { body: { rows: [summit], total: 61, page: 1, page_size: 50 } },
      [EXPORT]: { raw: 'Company\r\n', headers: { 'Content-Type': 'text/csv' } },
    });
    renderRoutes(adminConsoleGuardedRoutes, '/admin/console/passport/sending-caps');
    const table = await screen.findByRole('table', { name: 'Daily sending caps' }, { timeout: 20_000 });
    expect(await within(table).findByText('Summit Gear & Automation')).toBeVisible();
    await expectConsoleListQueries({
      api,
      listRoute: LIST,
      exportRoute: EXPORT,
      table,
      count: /61 companies/,
      firstPage: { sort: 'company_name', dir: 'asc', page_size: 50 },
      sortBy: { header: 'Sent today (UTC)', sort: 'sent_today' },
      search: { box: /Search sending caps/, words: 'summit' },
      fileName: 'sending-caps.csv',
    });
  }, 60_000);
});
