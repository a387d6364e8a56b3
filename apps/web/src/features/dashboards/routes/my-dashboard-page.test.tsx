// A tile of My dashboards opens in the analyzer with its pinned analysis as the tile runs it: the
// dashboard's shared filters laid over it where the tile's dataset has the field.
import { analysisInAddress } from '@mti/contracts/analytics/analysis-address';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { regionStateByYear, usmtoDataset } from '../../../../test/analyzer-fixtures.ts';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { setAccessToken } from '../../../lib/session.ts';
import { dashboardsGuardedRoutes } from '../routes.tsx';

await import('./my-dashboard-page.tsx');

const patient = { timeout: 15_000 };
const ID = '7a1e2f3c-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
const pinned = {
  version: 1,
  dataset: 'usmto-orders',
  rows: ['state'],
  measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
  filters: { period: { from: '2023-01', to: '2023-12' }, members: [] },
  calcs: [{ kind: 'share_of_total', id: 'share', label: 'Share', measure: 'value' }],
  chart: { type: 'bar', title: 'Orders by state', units: 'millions' },
};
const board = {
  version: 1,
  title: 'My board',
  filters: { period: { from: '2024-01', to: '2024-12' }, members: [{ dimension: 'region', values: ['West'] }] },
  tiles: [{ id: 'tile-1', title: 'States', analysis: pinned }],
};

beforeEach(() => {
  signInWithCookie('100101');
  setAccessToken('t');
});
afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('a tile of My dashboards', { timeout: 30_000 }, () => {
  it('opens in the analyzer with its whole analysis under the filters of the dashboard', async () => {
    fakeApi({
      'GET /analytics/sso.jsp': { body: 'ok' },
      [`GET /analytics/api/my-dashboards/${ID}`]: {
        body: { file: { id: ID, name: 'My board', path: null, modified: '2026-11-01T10:00:00.000Z' }, content: board },
      },
      'GET /analytics/api/my-dashboards/analyses': { body: { analyses: [] } },
      'GET /analytics/api/analyzer/datasets': { body: { datasets: [usmtoDataset] } },
      'POST /analytics/api/analyzer/query': { body: regionStateByYear() },
    });
    renderRoutes(dashboardsGuardedRoutes, `/my-dashboards/${ID}`);
    const link = await screen.findByRole('link', { name: 'Open States in the analyzer' }, patient);
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/analytics/viewer/usmto-orders');
    expect(analysisInAddress(href.searchParams)).toMatchObject({
      dataset: 'usmto-orders',
      rows: ['state'],
      calcs: [{ kind: 'share_of_total', id: 'share', measure: 'value' }],
      chart: { type: 'bar', title: 'Orders by state', units: 'millions' },
      // The dashboard's period replaces the tile's; its region filter applies (the dataset has regions).
      filters: { period: { from: '2024-01', to: '2024-12' }, members: [{ dimension: 'region', values: ['West'] }] },
    });
  });
});
