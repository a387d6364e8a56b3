// The arrow indicators as a user meets them: the word and the change in text (the symbol is only
// for the eye), the confidential rows without arrows, and the help link reached by keyboard.
import type { DashboardArrows } from '@mti/contracts/dashboards/dashboard-extras';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { ArrowTable } from './arrow-table.tsx';

const ARROWS: DashboardArrows = {
  title: 'Arrow indicators by product category',
  window: 'Aug – Oct 2026',
  helpPath: '/documentation/awt/awt-monthly-arrow-indicator',
  rows: [
    {
      name: 'Machine vises',
      current: 1_050_000,
      mom: { prior: 1_100_000, change: -4.5, direction: 'level' },
      yoy: { prior: 1_000_000, change: 5, direction: 'up' },
      confidential: false,
    },
    {
      name: 'Vacuum workholding',
      current: 0,
      mom: { prior: 0, change: null, direction: null },
      yoy: { prior: 0, change: null, direction: null },
      confidential: true,
    },
  ],
};

function renderTable() {
  return renderRoutes([
    { path: '/', element: <ArrowTable arrows={ARROWS} /> },
    { path: '/documentation/awt/awt-monthly-arrow-indicator', element: <h1>How the arrows work page</h1> },
  ]);
}

describe('ArrowTable', () => {
  it('names each arrow in words with its change, and hides the symbol from screen readers', async () => {
    renderTable();
    const table = await screen.findByRole('table', { name: 'Arrow indicators by product category, Aug – Oct 2026' });
    const vises = within(table).getByRole('row', { name: /Machine vises/ });
    const cells = within(vises).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('$1,050,000');
    expect(cells[1]).toHaveTextContent('Level -4.5%');
    expect(cells[2]).toHaveTextContent('▲ Up +5.0%');
    expect(within(cells[2] as HTMLElement).getByText('▲', { exact: false })).toHaveAttribute('aria-hidden', 'true');
    const vacuum = within(table).getByRole('row', { name: /Vacuum workholding/ });
    expect(within(vacuum).getAllByText('No arrow: fewer than three participants')).toHaveLength(2);
    expect(within(vacuum).getAllByRole('cell')[0]).toHaveTextContent('—');
  });

  it('opens the help page from the keyboard', async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByRole('table');
    await user.tab();
    expect(screen.getByRole('link', { name: 'How the arrows work' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'How the arrows work page' })).toBeInTheDocument();
  });
});
