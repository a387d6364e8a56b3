// Console › Configuration's survey thresholds with a faked server: the list shows the server's page
// of each survey page's limits, asks the server for another order, a search and the CSV of the same
// query; a row opens the page's form, which sends the version it read and shows the server's stale-edit refusal.
// Each part that fails to load (site settings, release dates, FIA calendar) says so within its own region:
// a refusal's message without Try again, or Try again that loads it.
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import type { ConsoleThreshold } from '@mti/contracts/admin/console-thresholds';
import { DEFAULT_LAYOUT_ROUTES } from '@mti/contracts/content/layout-routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  expectConsoleListQueries,
  expectRefusalShown,
  expectTryAgainLoads,
  type LoadErrorSteps,
} from '../../../../test/console-list-steps.ts';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { signInAsAdministratorForEachTest } from '../../../../test/signed-in-session.ts';
import { adminConsoleGuardedRoutes } from '../routes.tsx';

const ACCESS = 'GET /api/admin/console/access';
const LIST = 'GET /api/admin/console/survey-thresholds';
const EXPORT = 'GET /api/admin/console/survey-thresholds/export';
const SAVE = 'PUT /api/admin/console/survey-thresholds/shipments';
const unavailable = { status: 503, body: { code: 'unavailable', msg: 'Not in this test.' } };
const others = {
  'GET /api/admin/console/site-settings': unavailable,
  'GET /api/admin/console/fia-release-calendar': unavailable,
  'GET /api/admin/console/data-releases': unavailable,
};
const shipments: ConsoleThreshold = {
  page: 'shipments',
  shipping_usd_llimit: 1_000,
  shipping_usd_ulimit: 40_000_000,
  shipping_tons_llimit: 1,
  shipping_tons_ulimit: 9_000,
  booking_usd_llimit: 1_000,
  booking_usd_ulimit: 30_000_000,
  version: 4,
};
const metals: ConsoleThreshold = { ...shipments, page: 'metals', shipping_usd_ulimit: 7_500, version: 1 };

signInAsAdministratorForEachTest();

describe('the survey thresholds on the configuration screen', () => {
  it('asks the server for a sorted, searched page and exports the same query', async () => {
    const api = fakeApi({
      ...others,
      [ACCESS]: { body: { userid: 'admin', name: 'admin' } },
      [LIST]: { body: { rows: [metals, shipments], total: 27, page: 1, page_size: 25 } },
      [EXPORT]: { raw: 'Survey page\r\n', headers: { 'Content-Type': 'text/csv' } },
    });
    renderRoutes(adminConsoleGuardedRoutes, '/admin/console/configuration');
    const table = await screen.findByRole('table', { name: 'Survey thresholds' }, { timeout: 20_000 });
    const row = (await within(table).findByText('metals')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('7,500');
    await expectConsoleListQueries({
      api,
      listRoute: LIST,
      exportRoute: EXPORT,
      table,
      count: /27 survey pages/,
      firstPage: { sort: 'page', dir: 'asc', page_size: 25 },
      sortBy: { header: 'Bookings, USD: highest typical', sort: 'booking_usd_ulimit' },
      search: { box: /Search survey thresholds/, words: 'metal' },
      fileName: 'survey-thresholds.csv',
      // Configuration holds more than one list: this list's own region.
      controls: () => screen.getByRole('region', { name: 'Survey thresholds' }),
    });
  }, 60_000);

  it('opens a row in its form, saves with the version read and shows a stale refusal', async () => {
    let saves = 0;
    const api = fakeApi({
      ...others,
      [ACCESS]: { body: { userid: 'admin', name: 'admin' } },
      [LIST]: { body: { rows: [shipments], total: 1, page: 1, page_size: 25 } },
      [SAVE]: () =>
        ++saves === 1
          ? { body: { ...shipments, shipping_usd_ulimit: 60_000_000, version: 5 } }
          : { status: 409, body: { code: 'stale', msg: STALE_EDIT_MSG } },
    });
    renderRoutes(adminConsoleGuardedRoutes, '/admin/console/configuration');
    const table = await screen.findByRole('table', { name: 'Survey thresholds' }, { timeout: 20_000 });
    const user = userEvent.setup({ delay: null });
    await user.click(await within(table).findByText('shipments'));
    const form = await screen.findByRole('form', { name: 'Survey thresholds of the shipments page' });
    const upper = within(form).getByLabelText('Shipments, USD: highest typical');
    await user.clear(upper);
    await user.type(upper, '60000000');
    await user.click(within(form).getByRole('button', { name: 'Save limits' }));
    await vi.waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1), { timeout: 10_000 });
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({ shipping_usd_ulimit: 60_000_000, version: 4 });
    expect(await within(form).findByRole('status')).toHaveTextContent(/The limits are saved/);
    await user.click(within(form).getByRole('button', { name: 'Save limits' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(STALE_EDIT_MSG);
  }, 60_000);
});

const empty = { rows: [], total: 0, page: 1, page_size: 25 };
const loadedParts: Record<string, FakeReply> = {
  'GET /api/admin/console/site-settings': {
    body: {
      version: 4,
      supportPhone: '(703) 555-0142',
      supportEmail: 'support@mti-portal.example',
      supportHours: 'Mon-Fri 8am-5pm EST',
      layoutRoutes: DEFAULT_LAYOUT_ROUTES,
    },
  },
  'GET /api/admin/console/fia-release-calendar': { body: { version: 1, releaseCalendar: null } },
  'GET /api/admin/console/data-releases': {
    body: {
      rows: [
        {
          dataset_id: 'usmto',
          title: 'USMTO orders',
          app_keys: ['usmto-orders'],
          scheduled: { data_through: '2026-09', next_release: '2026-11-10' },
          saved: null,
        },
      ],
      total: 1,
      page: 1,
      page_size: 25,
      version: 1,
    },
  },
  [LIST]: { body: empty },
};
/** The screen with every part loaded but `route`'s, which `reply` answers. */
const failingPart = (route: string, region: string, loaded: () => Promise<HTMLElement>, shows: string) =>
  ({
    render: (reply) => {
      const api = fakeApi({ ...loadedParts, [ACCESS]: { body: { userid: 'admin', name: 'admin' } }, [route]: reply });
      renderRoutes(adminConsoleGuardedRoutes, '/admin/console/configuration');
      return api;
    },
    route,
    region: () => screen.getByRole('region', { name: region }),
    loaded,
    answer: loadedParts[route] as FakeReply,
    shows,
  }) satisfies LoadErrorSteps;
const parts = [
  failingPart(
    'GET /api/admin/console/site-settings',
    'Site settings',
    () => screen.findByRole('form', { name: 'Support contact' }),
    'Support phone',
  ),
  failingPart(
    'GET /api/admin/console/data-releases',
    'Dataset release dates',
    () => screen.findByRole('table', { name: 'Dataset release dates' }),
    'USMTO orders',
  ),
  failingPart(
    'GET /api/admin/console/fia-release-calendar',
    'FIA release calendar',
    () => screen.findByRole('form', { name: 'FIA release calendar' }),
    'Submission due (day of the following month)',
  ),
];

describe('a part of the configuration screen that could not be loaded', () => {
  it.each(parts.map((part) => [part.route, part] as const))(
    '%s: a refusal shows its message within the part, without Try again',
    async (_, part) => {
      await expectRefusalShown(part);
      expect(await screen.findByRole('table', { name: 'Survey thresholds' })).toBeVisible();
    },
    60_000,
  );

  it.each(parts.map((part) => [part.route, part] as const))(
    '%s: a 503 offers Try again, which loads the part',
    async (_, part) => {
      await expectTryAgainLoads(part);
    },
    60_000,
  );
});
