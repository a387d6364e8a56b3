// Cross-filtering and tile links as a user meets them on a dashboard: a bar chosen by keyboard
// filters the other tiles, chosen members show as chips removed by keyboard, and each tile links
// to the analyzer with its own analysis.
import type { DashboardFilters } from '@mti/contracts/dashboards/dashboards-api';
import { analyzerHref } from '@mti/contracts/dashboards/tile-analysis';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { territoryFixture } from '../../../../test/dashboard-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { DashboardView } from './dashboard-view.tsx';

function renderView(filters: DashboardFilters) {
  const onFiltersChange = vi.fn();
  const data = territoryFixture(filters);
  renderRoutes([
    {
      path: '/',
      element: <DashboardView data={data} filters={filters} onFiltersChange={onFiltersChange} updating={false} />,
    },
  ]);
  return { data, onFiltersChange };
}

describe('a dashboard tile', { timeout: 20_000 }, () => {
  it('opens its own analysis in the analyzer', async () => {
    const { data } = renderView({ region: 'West' });
    const link = (title: string) => screen.findByRole('link', { name: `Open ${title} in the analyzer` });
    for (const [title, analysis] of [
      [data.trend.title, data.trend.analysis],
      [data.breakdown.title, data.breakdown.analysis],
      [data.map?.title, data.map?.analysis],
    ] as const) {
      if (!analysis || !title) throw new Error('every territory tile has an analysis');
      expect(await link(title)).toHaveAttribute('href', analyzerHref(analysis));
    }
    expect(analyzerHref(data.breakdown.analysis ?? ({} as never))).toBe(
      '/analytics/viewer/usmto-orders?rows=region&measure=value_usd&from=2024-11&to=2025-10&filter=region%3AWest',
    );
  });

  it('filters the other tiles to a bar chosen with arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const { onFiltersChange } = renderView({ state: 'OH' });
    const bars = await screen.findByRole('group', { name: /Orders by region \(USD\): arrow keys/ });
    bars.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByTestId('breakdown-focus')).toHaveTextContent('Northeast: $1,875,000');
    await user.keyboard('{Enter}');
    // A region chosen anew drops the state chosen before (it may lie in another region).
    expect(onFiltersChange).toHaveBeenLastCalledWith({ region: 'Northeast', state: undefined });
  });

  it('shows chosen members as chips, each removed by keyboard', async () => {
    const user = userEvent.setup();
    const { onFiltersChange } = renderView({ region: 'West', state: 'CA' });
    const chips = await screen.findByRole('group', { name: 'Filtered by' });
    expect(chips).toHaveTextContent('Region: West');
    expect(chips).toHaveTextContent('State: California');
    const remove = within(chips).getByRole('button', { name: 'Remove the filter State: California' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ region: 'West', state: undefined });
  });

  it('shows no chips without chosen members', async () => {
    renderView({});
    await screen.findByRole('group', { name: 'Dashboard filters' });
    expect(screen.queryByRole('group', { name: 'Filtered by' })).toBeNull();
  });
});
