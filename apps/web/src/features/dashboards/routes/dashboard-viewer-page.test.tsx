import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { territoryFixture as territory } from '../../../../test/dashboard-fixtures.ts';
import { type FakeCall, type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { setAccessToken } from '../../../lib/session.ts';
import { dashboardsGuardedRoutes } from '../routes.tsx';

await import('./dashboard-viewer-page.tsx');

const patient = { timeout: 10_000 };
const CONTENT = '/api/mti/getTableauContent/4107';
const DATA = '/analytics/api/dashboards/data';

function renderPage(routes: Record<string, FakeReply | ((call: FakeCall) => FakeReply)>, path: string) {
  const api = fakeApi({
    'GET /analytics/sso.jsp': { body: 'ok' },
    [`GET ${CONTENT}`]: { body: { content: 'v1.ticket.mac' } },
    [`POST ${DATA}`]: (call) => ({ body: territory((call.body as { filters: { region?: string } }).filters) }),
    ...routes,
  });
  const view = renderRoutes(
    [
      ...dashboardsGuardedRoutes,
      { path: '/400', element: <h1>400 page</h1> },
      { path: '/403', element: <h1>403 page</h1> },
      { path: '/404', element: <h1>404 page</h1> },
      { path: '/505', element: <h1>505 page</h1> },
    ],
    path,
  );
  return { ...view, api };
}

beforeEach(() => {
  signInWithCookie('100101');
  setAccessToken('t');
});
afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('tableau/viewer/{app}', { timeout: 20_000 }, () => {
  it('starts the dashboard with its ticket and shows the KPIs, labelled as sample data', async () => {
    const { api } = renderPage({}, '/tableau/viewer/usmto-territory?detailId=4107');
    expect(await screen.findByRole('heading', { name: 'Territory', level: 1 }, patient)).toBeVisible();
    expect(screen.getByText('Sample data')).toBeVisible();
    const orders = screen.getByRole('group', { name: 'Orders (USD)' });
    expect(within(orders).getByText('$3,750,000')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Units ordered' })).getByText('12,345 units')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Change vs. prior period' })).getByText('-2.5%')).toBeVisible();
    expect(screen.getByRole('group', { name: /Orders \(USD\) by state/ })).toBeInTheDocument();
    expect(api.callsTo(`POST ${DATA}`)[0]?.body).toEqual({ content: 'v1.ticket.mac', filters: {} });
  });

  it('sends a changed filter and shows the new figures', async () => {
    const user = userEvent.setup();
    const { api } = renderPage({}, '/tableau/viewer/usmto-territory?detailId=4107');
    const region = await screen.findByRole('combobox', { name: 'Region' }, patient);
    await user.selectOptions(region, 'West');
    expect(
      await within(screen.getByRole('group', { name: 'Orders (USD)' })).findByText('$1,250,000', {}, patient),
    ).toBeVisible();
    expect(api.callsTo(`POST ${DATA}`).at(-1)?.body).toMatchObject({ filters: { region: 'West' } });
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(
      await within(screen.getByRole('group', { name: 'Orders (USD)' })).findByText('$3,750,000', {}, patient),
    ).toBeVisible();
  });

  it('writes the KPI cards in the display units chosen, kept in the address and not sent as a filter', async () => {
    const user = userEvent.setup();
    const { api, router } = renderPage({}, '/tableau/viewer/usmto-territory?detailId=4107');
    const orders = await screen.findByRole('group', { name: 'Orders (USD)' }, patient);
    expect(within(orders).getByText('$3,750,000')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Display units' }), 'Millions (M)');
    expect(within(orders).getByText('$3.75M')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Units ordered' })).getByText('0.0123M units')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Display units' }), 'Thousands (K)');
    expect(within(orders).getByText('$3,750K')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Units ordered' })).getByText('12.35K units')).toBeVisible();
    // Changes are percentages: they never scale.
    expect(within(screen.getByRole('group', { name: 'Change vs. prior period' })).getByText('-2.5%')).toBeVisible();
    expect(router.state.location.search).toContain('units=thousands');
    expect(api.callsTo(`POST ${DATA}`).every((c) => !('units' in (c.body as { filters: object }).filters))).toBe(true);
  });

  it('opens with the display units its address names', async () => {
    renderPage({}, '/tableau/viewer/usmto-territory?detailId=4107&units=millions');
    const orders = await screen.findByRole('group', { name: 'Orders (USD)' }, patient);
    expect(within(orders).getByText('$3.75M')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Display units' })).toHaveValue('millions');
  });

  it('goes to the page of the status getTableauContent answers with', async () => {
    renderPage(
      { [`GET ${CONTENT}`]: { status: 403, body: { code: 'forbidden', msg: 'You do not have permission.' } } },
      '/tableau/viewer/usmto-territory?detailId=4107',
    );
    expect(await screen.findByRole('heading', { name: '403 page' }, patient)).toBeVisible();
  });

  it('sends a missing or malformed detailId to the 400 page without asking the server', async () => {
    const { api } = renderPage({}, '/tableau/viewer/usmto-territory');
    expect(await screen.findByRole('heading', { name: '400 page' }, patient)).toBeVisible();
    expect(api.callsTo(`GET ${CONTENT}`)).toHaveLength(0);
  });

  it('goes to 505 when the analytics sign-in fails', async () => {
    renderPage(
      {
        'GET /analytics/sso.jsp': { status: 401, body: { code: 'analytics_session_required', msg: 'Sign in.' } },
        'GET /api/mti/ssotoken': { status: 500, body: { code: 'sso_failed', msg: 'No token.' } },
      },
      '/tableau/viewer/usmto-territory?detailId=4107',
    );
    expect(await screen.findByRole('heading', { name: '505 page' }, patient)).toBeVisible();
  });
});
