import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { fakeSurveyApi, periodItem } from '../../../../test/survey-fixtures.ts';
import { setAccessToken } from '../../../lib/session.ts';
import { SurveyAppPage } from './survey-app-page.tsx';

const PERIODS = [
  periodItem({ reporting_period: '202610', is_started: 'false' }),
  periodItem({ reporting_period: '202609', reported_by: 'Jordan Reyes' }),
  periodItem({
    reporting_period: '202608',
    is_submitted: 'true',
    mod_date_time: '2026-09-12T18:19:00.000Z',
    reported_by: 'Jordan Reyes',
  }),
  periodItem({ reporting_period: '202607', is_submitted: 'true', is_open: 'false', reported_by: 'Jordan Reyes' }),
];

function renderList(options: Parameters<typeof fakeSurveyApi>[0] = {}) {
  const api = fakeSurveyApi({ periods: PERIODS, ...options });
  const view = renderRoutes(
    [
      { path: '/surveyApp', Component: SurveyAppPage },
      { path: '/productData', element: <h1>Entry</h1> },
    ],
    '/surveyApp',
  );
  return { ...view, api, user: userEvent.setup() };
}

const row = (month: string) => screen.getByRole('row', { name: new RegExp(month) });

beforeEach(() => {
  signInWithCookie('100401');
  setAccessToken('t');
});
afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('surveyApp', () => {
  it('lists the periods by month and year with the actions of their status (spec §4)', async () => {
    renderList();
    expect(await screen.findByTestId('organisation-name')).toHaveTextContent('Summit Forge & Ring Co.');
    await screen.findByText('October 2026');
    const actions = (month: string) =>
      within(row(month))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(actions('October 2026')).toEqual(['Start']);
    expect(actions('September 2026')).toEqual(['Continue']);
    expect(actions('August 2026')).toEqual(['View', 'Edit']);
    expect(actions('July 2026')).toEqual(['View']);
    expect(row('September 2026')).toHaveTextContent('Pending submission');
    expect(row('August 2026')).toHaveTextContent('Sep 12, 2026');
  });

  it('Start opens the period with a POST, then the entry screen in edit mode', async () => {
    const { api, user, router } = renderList({
      routes: { 'POST /api/survey/202610': { body: periodItem({ reporting_period: '202610' }) } },
    });
    await user.click(await screen.findByRole('button', { name: 'Start October 2026' }));
    expect(await screen.findByRole('heading', { name: 'Entry' })).toBeVisible();
    expect(api.callsTo('POST /api/survey/202610')).toHaveLength(1);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/productData?period=202610&mode=edit',
    );
  });

  it('Edit reopens a submitted period with is_submitted false', async () => {
    const { api, user, router } = renderList({
      routes: { 'PUT /api/survey/202608': { body: periodItem({ reporting_period: '202608' }) } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit August 2026' }));
    await screen.findByRole('heading', { name: 'Entry' });
    expect(api.callsTo('PUT /api/survey/202608')[0]?.body).toEqual({ is_submitted: false });
    expect(router.state.location.search).toBe('?period=202608&mode=edit');
  });

  it('View and Continue only navigate', async () => {
    const { api, user, router } = renderList();
    await user.click(await screen.findByRole('button', { name: 'View July 2026' }));
    await screen.findByRole('heading', { name: 'Entry' });
    expect(router.state.location.search).toBe('?period=202607&mode=view');
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows the configured no-data message when there are no periods', async () => {
    renderList({ periods: [] });
    expect(
      await screen.findByText(/No reporting periods have been opened for your organisation yet/),
    ).toBeInTheDocument();
  });

  it('tells a user outside any organisation so, and offers administration to an administrator', async () => {
    renderList({
      routes: { 'GET /api/survey/participation': { body: { organisation: null, is_admin: true } } },
    });
    expect(await screen.findByTestId('not-participant')).toHaveTextContent('not registered as a participant');
    expect(screen.getByRole('link', { name: 'Survey administration' })).toHaveAttribute('href', '/surveyApp/admin');
  });
});
