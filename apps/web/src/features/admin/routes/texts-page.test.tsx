// Console › Announcements and labels, against a fake of the server: a decommission notice that could
// not be loaded says so in its own region, with the server's message and no Try again for a refusal,
// with Try again for a 503, which loads the notice's form; the lists below stay as they are.
import { DEFAULT_DECOMMISSION_NOTICE } from '@mti/contracts/content/decommission-notice';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefusalShown, expectTryAgainLoads, type LoadErrorSteps } from '../../../../test/console-list-steps.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { TextsPage } from './texts-page.tsx';

const slow = { timeout: 60_000 };
const NOTICE = 'GET /api/admin/console/announcements/decommission-notice';
const empty = { rows: [], total: 0, page: 1, page_size: 25 };

const steps: LoadErrorSteps = {
  render: (reply) => {
    const api = fakeApi({
      [NOTICE]: reply,
      'GET /api/admin/console/announcements': { body: empty },
      'GET /api/admin/console/apps': { body: empty },
      'GET /api/admin/console/labels': { body: empty },
    });
    renderRoutes([{ path: '/', element: <TextsPage /> }]);
    return api;
  },
  route: NOTICE,
  region: () => screen.getByRole('region', { name: 'Decommission notice' }),
  loaded: () => screen.findByRole('form', { name: 'Decommission notice' }),
  answer: { body: { version: 3, decommissionDate: '2026-12-31', ...DEFAULT_DECOMMISSION_NOTICE } },
  shows: 'Decommission date',
};

afterEach(() => vi.unstubAllGlobals());

describe('a decommission notice that could not be loaded', () => {
  it('shows a refusal’s message in its place, without Try again, and the lists below', slow, async () => {
    await expectRefusalShown(steps);
    expect(await screen.findByRole('table', { name: 'Labels' })).toBeVisible();
  });

  it('offers Try again after a 503, which shows the notice’s form', slow, async () => {
    await expectTryAgainLoads(steps);
  });
});
