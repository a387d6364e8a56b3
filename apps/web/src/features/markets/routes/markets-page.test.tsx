import type { ChoroplethData, RegionIndustries } from '@mti/contracts/markets/markets-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { type FakeCall, fakeApi } from '../../../../test/fake-api.ts';
import { resetObjectUrls } from '../../../../test/object-urls.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { setAccessToken } from '../../../lib/session.ts';
import { marketsGuardedRoutes } from '../routes.tsx';

await import('./markets-page.tsx');

const patient = { timeout: 15_000 };
const CHOROPLETH = '/analytics/api/markets/choropleth';

function choropleth(call: FakeCall): ChoroplethData {
  const industry = call.url.searchParams.get('industry') ?? 'all';
  const scale = industry === '332' ? 1 : 10;
  return {
    level: 'state',
    industry,
    measure: 'consumption_usd',
    year: '2025',
    years: ['2023', '2024', '2025'],
    industries: [
      { key: '332', label: '332 Fabricated metal product manufacturing', level: 'subsector' },
      { key: '3327', label: '3327 Machine shops', level: 'industry' },
    ],
    sample: true,
    values: [
      { key: 'AL', label: 'Alabama', value: 100 * scale },
      { key: 'OH', label: 'Ohio', value: 900 * scale },
    ],
  };
}

const OHIO: RegionIndustries = {
  region: { key: 'OH', label: 'Ohio', level: 'state' },
  year: '2025',
  measure: 'consumption_usd',
  sample: true,
  industries: [
    {
      key: '3327',
      label: '3327 Machine shops',
      subsector: '332',
      establishments: 12,
      employment: 340,
      consumption_usd: 5000,
    },
  ],
};

function renderPage() {
  const api = fakeApi({
    'GET /analytics/sso.jsp': { body: 'ok' },
    [`GET ${CHOROPLETH}`]: (call) => ({ body: choropleth(call) }),
    'GET /analytics/api/markets/regions/OH/industries': { body: OHIO },
    'GET /analytics/api/markets/regions/AL/industries': {
      body: { ...OHIO, region: { key: 'AL', label: 'Alabama', level: 'state' } },
    },
  });
  const view = renderRoutes(
    [
      ...marketsGuardedRoutes,
      { path: '/403', element: <h1>403 page</h1> },
      { path: '/505', element: <h1>505 page</h1> },
    ],
    '/analytics/viewer/mapus-markets',
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
  vi.restoreAllMocks();
  resetObjectUrls();
});

describe('Map U.S. Markets', { timeout: 40_000 }, () => {
  it('shows the states shaded by their figure, labelled as sample data, with the table alternative', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Map U.S. Markets', level: 1 }, patient)).toBeVisible();
    expect(screen.getByText('Sample data')).toBeVisible();
    const map = await screen.findByRole('group', { name: /Map of machine-tool consumption/ }, patient);
    expect(within(map).getByRole('button', { name: 'Ohio: $9,000' })).toBeInTheDocument();
    // A state without figures is drawn, and says so.
    expect(within(map).getByRole('button', { name: 'Texas: no figures' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /by state, All manufacturing, 2025/ });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['StateMachine-tool consumption (USD)', 'Ohio$9,000', 'Alabama$1,000']);
  });

  it('asks for the industry and measure picked', async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Industry' }, patient), '332');
    expect(await screen.findByRole('button', { name: 'Ohio: $900' }, patient)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Measure' }), 'employment');
    const last = api.callsTo(`GET ${CHOROPLETH}`).at(-1)?.url.searchParams;
    expect(Object.fromEntries(last ?? [])).toMatchObject({ industry: '332', measure: 'employment', level: 'state' });
  });

  it('is reached with Tab; arrow keys move between states, Enter opens the top industries', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('group', { name: /Map of/ }, patient);
    // Tab past the pickers and the zoom and pan buttons onto the map: one stop, the first state by name.
    const alabama = screen.getByRole('button', { name: 'Alabama: $1,000' });
    for (let i = 0; i < 20 && document.activeElement !== alabama; i += 1) await user.tab();
    expect(alabama).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /^Alaska/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Top industries in Alabama, 2025' }, patient)).toBeVisible();
    expect(screen.getByText('Ranked by machine-tool consumption (USD). Sample data.')).toBeVisible();
    // A click opens another state; its link opens the analyzer filtered to it.
    await user.click(screen.getByRole('button', { name: 'Ohio: $9,000' }));
    expect(await screen.findByRole('heading', { name: 'Top industries in Ohio, 2025' }, patient)).toBeVisible();
    const link = screen.getByRole('link', { name: 'Open 3327 Machine shops in Ohio in the analyzer' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/analytics/viewer/county-manufacturing');
    expect(href.searchParams.getAll('filter')).toEqual(['state:OH', 'year:2025', 'industry:3327']);
  });

  it('zooms with the buttons and the keyboard', async () => {
    const user = userEvent.setup();
    renderPage();
    const map = await screen.findByRole('group', { name: /Map of/ }, patient);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(map).toHaveAttribute('data-zoom', '1.50');
    await user.click(within(map).getByRole('button', { name: 'Ohio: $9,000' }));
    await user.keyboard('+');
    expect(map).toHaveAttribute('data-zoom', '2.25');
    await user.keyboard('0');
    expect(map).toHaveAttribute('data-zoom', '1.00');
  });

  it('exports the table as CSV', async () => {
    const user = userEvent.setup();
    renderPage();
    // jsdom has no object URLs nor downloads: these stand in for the browser's.
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => saved.push(blob) && 'blob:markets',
      revokeObjectURL: () => {},
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await user.click(await screen.findByRole('button', { name: 'Export table (CSV)' }, patient));
    expect(clicked[0]?.download).toBe('map-us-markets-state-all-consumption_usd-2025-sample.csv');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0] as Blob);
    });
    expect(text).toBe('State,State name,Machine-tool consumption (USD)\r\nOH,Ohio,9000\r\nAL,Alabama,1000\r\n');
  });

  it('goes to the 403 page when the user does not hold Map U.S. Markets', async () => {
    fakeApi({
      'GET /analytics/sso.jsp': { body: 'ok' },
      [`GET ${CHOROPLETH}`]: { status: 403, body: { code: 'forbidden', msg: 'You do not have permission.' } },
    });
    renderRoutes(
      [...marketsGuardedRoutes, { path: '/403', element: <h1>403 page</h1> }],
      '/analytics/viewer/mapus-markets',
    );
    expect(await screen.findByRole('heading', { name: '403 page' }, patient)).toBeVisible();
  });
});
