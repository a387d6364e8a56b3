import type { AdminPeriod } from '@mti/contracts/survey/survey-admin-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { fakeSurveyApi } from '../../../../test/survey-fixtures.ts';
import { setAccessToken } from '../../../lib/session.ts';
import { SurveyAdminPage } from './survey-admin-page.tsx';

const periods: AdminPeriod[] = [
  { reporting_period: '202610', is_open: true, organisations: 12, started: 4, submitted: 4 },
  { reporting_period: '202607', is_open: false, organisations: 12, started: 11, submitted: 11 },
];

function renderAdmin(isAdmin: boolean) {
  const api = fakeSurveyApi({
    routes: {
      'GET /api/survey/participation': { body: { organisation: null, is_admin: isAdmin } },
      'GET /api/survey/admin/periods': { body: periods },
      'PUT /api/survey/admin/periods/202610': { body: [{ ...periods[0], is_open: false }, periods[1]] },
      'POST /api/survey/admin/periods': {
        status: 409,
        body: { code: 'period_exists', msg: 'That reporting period already exists.' },
      },
    },
  });
  const view = renderRoutes(
    [
      { path: '/surveyApp/admin', Component: SurveyAdminPage },
      { path: '/:status', element: <h1>Status page</h1> },
    ],
    '/surveyApp/admin',
  );
  return { ...view, api, user: userEvent.setup() };
}

beforeEach(() => {
  signInWithCookie('100402');
  setAccessToken('t');
});
afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('survey administration', () => {
  it('sends anybody without the administrator role to 403', async () => {
    const { router } = renderAdmin(false);
    await screen.findByRole('heading', { name: 'Status page' });
    expect(router.state.location.pathname).toBe('/403');
  });

  it('closes a period only after confirming', async () => {
    const { api, user } = renderAdmin(true);
    const row = await screen.findByRole('row', { name: /October 2026/ });
    expect(row).toHaveTextContent('4 of 12');
    await user.click(within(row).getByRole('button', { name: 'Close October 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close October 2026?' });
    expect(api.callsTo('PUT /api/survey/admin/periods/202610')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close period' }));
    expect(await screen.findByRole('button', { name: 'Open October 2026' })).toBeVisible();
    expect(api.callsTo('PUT /api/survey/admin/periods/202610')[0]?.body).toEqual({ is_open: false });
  });

  it('suggests the month after the latest period and shows why a new period is refused', async () => {
    const { user } = renderAdmin(true);
    const input = await screen.findByRole('textbox', { name: 'Open a new reporting period' });
    await vi.waitFor(() => expect(input).toHaveValue('202611'));
    await user.clear(input);
    await user.type(input, '202613');
    await user.click(screen.getByRole('button', { name: 'Open period' }));
    expect(await screen.findByText(/six digits: the year, then the two-digit month/)).toBeVisible();
    await user.clear(input);
    await user.type(input, '202610');
    await user.click(screen.getByRole('button', { name: 'Open period' }));
    expect(await screen.findByText('That reporting period already exists.')).toBeVisible();
  });
});
