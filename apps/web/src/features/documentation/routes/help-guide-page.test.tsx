import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { HelpGuidePage, tabFromHash } from './help-guide-page.tsx';

const renderGuide = (path: string) =>
  renderRoutes([{ path: '/documentation/help-guide', element: <HelpGuidePage /> }], path);

describe('help guide', () => {
  it('lists the eight tabs of the spec in order, with Economic Trends and Map U.S. Markets in name order among them', () => {
    renderGuide('/documentation/help-guide');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Getting Started',
      'Advanced Workholding Technology',
      'AGMA MMTR',
      'Economic Trends',
      'Exhibitor Passport',
      'FIA',
      'Map U.S. Markets',
      'Territory Wizard',
      'USMTO',
      'USMTO in Advance',
    ]);
  });

  it('opens the first tab without a fragment, or with one it does not know', () => {
    expect(tabFromHash('')).toBe('getting-started');
    expect(tabFromHash('#nothing-here')).toBe('getting-started');
    renderGuide('/documentation/help-guide');
    expect(screen.getByRole('tab', { name: 'Getting Started' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab the fragment names', () => {
    renderGuide('/documentation/help-guide#exhibitor-passport');
    expect(screen.getByRole('tab', { name: 'Exhibitor Passport' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Find Prospects' })).toHaveAttribute(
      'href',
      '/documentation/exhibitor-passport/find-prospects',
    );
  });

  it('writes the chosen tab into the fragment', async () => {
    const user = userEvent.setup();
    const { router } = renderGuide('/documentation/help-guide');
    await user.click(screen.getByRole('tab', { name: 'USMTO in Advance' }));
    expect(router.state.location.hash).toBe('#usmto-in-advance');
    expect(screen.getByText(/by the 15th of the month, 8PM Eastern/)).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, wrapping around, and writes each into the fragment', async () => {
    const user = userEvent.setup();
    const { router } = renderGuide('/documentation/help-guide#economic-trends');
    await user.tab();
    const econ = screen.getByRole('tab', { name: 'Economic Trends' });
    expect(econ).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const passport = screen.getByRole('tab', { name: 'Exhibitor Passport' });
    expect(passport).toHaveFocus();
    expect(passport).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.hash).toBe('#exhibitor-passport');
    expect(screen.getByRole('link', { name: 'Find Prospects' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Advanced Workholding Technology' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(router.state.location.hash).toBe('#advanced-workholding-technology');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'USMTO in Advance' })).toHaveFocus();
    expect(router.state.location.hash).toBe('#usmto-in-advance');
    expect(screen.getByText(/by the 15th of the month, 8PM Eastern/)).toBeInTheDocument();
  });

  it('reaches the Map U.S. Markets guide by keyboard: picking an industry, reading the map, a region, the export', async () => {
    const user = userEvent.setup();
    const { router } = renderGuide('/documentation/help-guide#fia');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'FIA' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const tab = screen.getByRole('tab', { name: 'Map U.S. Markets' });
    expect(tab).toHaveFocus();
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.hash).toBe('#map-us-markets');
    const panel = screen.getByRole('tabpanel', { name: 'Map U.S. Markets' });
    for (const heading of ['Pick an industry and a measure', 'Read the map', 'Drill to a region', 'Export']) {
      expect(within(panel).getByRole('heading', { name: heading })).toBeVisible();
    }
    expect(within(panel).getByText(/Open in analyzer/)).toBeVisible();
    expect(within(panel).getByText(/Export table \(CSV\)/)).toBeVisible();
    // The app and the full help page, both routes of the app (opened in documentation.spec.ts).
    expect(within(panel).getByRole('link', { name: 'Map U.S. Markets' })).toHaveAttribute(
      'href',
      '/analytics/viewer/mapus-markets',
    );
    expect(within(panel).getByRole('link', { name: 'How to use Map U.S. Markets' })).toHaveAttribute(
      'href',
      '/documentation/mapus/map-us-markets',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Territory Wizard' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reaches the Economic Trends guide by keyboard: the dashboard, the forecast method, the export', async () => {
    const user = userEvent.setup();
    const { router } = renderGuide('/documentation/help-guide#agma-mmtr');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'AGMA MMTR' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const tab = screen.getByRole('tab', { name: 'Economic Trends' });
    expect(tab).toHaveFocus();
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.hash).toBe('#economic-trends');
    const panel = screen.getByRole('tabpanel', { name: 'Economic Trends' });
    for (const heading of ['Read the dashboard', 'How the forecast is made', 'Table and export']) {
      expect(within(panel).getByRole('heading', { name: heading })).toBeVisible();
    }
    // The method as the server states it (indicator-forecast.ts): 24 months of year-over-year changes, 80% band.
    expect(within(panel).getByText(/average year-over-year change of the last 24 months/)).toBeVisible();
    expect(within(panel).getByText(/80% band/)).toBeVisible();
    expect(within(panel).getByText(/sample data/)).toBeVisible();
  });
});
