import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { ROADMAP_SUMMARIES } from '../../../../test/roadmap-fixtures.ts';
import { setAccessToken } from '../../../lib/session.ts';
import { COMPARE_LIMIT_REASON } from '../components/roadmap-cards.tsx';
import { RoadmapsPage } from './roadmaps-page.tsx';

const routes = () => [
  { path: '/techtrends-roadmaps', Component: RoadmapsPage },
  {
    path: '/techtrends-compareRoadmaps',
    Component: () => <p data-testid="compare">compare</p>,
  },
];

// The machine is shared and slow: a generous per-test timeout, no timing asserted.
vi.setConfig({ testTimeout: 20_000 });

describe('techtrends-roadmaps', () => {
  beforeEach(() => {
    signInWithCookie('100101');
    setAccessToken('token');
  });
  afterEach(() => clearTestCookies());

  it('goes to the compare page once two roadmaps are chosen, and disables a third toggle with the reason', async () => {
    fakeApi({ 'GET /api/roadmaps': { body: ROADMAP_SUMMARIES } });
    const { router } = renderRoutes(routes(), '/techtrends-roadmaps');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Compare Standards Roadmap' }));
    expect(router.state.location.pathname).toBe('/techtrends-roadmaps');
    expect(screen.queryByText(COMPARE_LIMIT_REASON)).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Compare Joining Roadmap' }));
    expect(router.state.location.pathname).toBe('/techtrends-compareRoadmaps');
    expect(new URLSearchParams(router.state.location.search).get('ids')).toBe('standards-institute,materials-joining');

    // Back on the cards with the two still chosen: the other two toggles are off limits, with the reason.
    await router.navigate(-1);
    const third = await screen.findByRole('switch', { name: 'Compare Additive Roadmap' });
    expect(third).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Compare International Roadmap' })).toBeDisabled();
    expect(screen.getAllByText(COMPARE_LIMIT_REASON)).toHaveLength(2);
    expect(screen.getByRole('switch', { name: 'Compare Joining Roadmap' })).toBeEnabled();

    // Turning one off frees the others.
    await user.click(screen.getByRole('switch', { name: 'Compare Joining Roadmap' }));
    expect(screen.getByRole('switch', { name: 'Compare Additive Roadmap' })).toBeEnabled();
  });

  it('opens a single roadmap in compare view from its card', async () => {
    fakeApi({ 'GET /api/roadmaps': { body: ROADMAP_SUMMARIES } });
    const { router } = renderRoutes(routes(), '/techtrends-roadmaps');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open Additive Roadmap' }));
    expect(router.state.location.pathname).toBe('/techtrends-compareRoadmaps');
    expect(router.state.location.search).toBe('?ids=defense-additive');
  });

  it('says the supplemental terms come first when the server refuses for them', async () => {
    fakeApi({
      'GET /api/roadmaps': {
        status: 403,
        body: { code: 'app_terms_not_accepted', msg: 'Accept the TechTrends supplemental terms to open the roadmaps.' },
      },
    });
    renderRoutes(routes(), '/techtrends-roadmaps');
    expect(await screen.findByText('Accept the TechTrends supplemental terms to open the roadmaps.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'TechTrends supplemental terms' })).toHaveAttribute(
      'href',
      '/legal/techtrends-terms',
    );
  });
});
