// Arranging a personal dashboard's tiles by keyboard and by dragging: the order a user sees after
// each move, and the live line that says where a tile went.
import { analysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import type { MyDashboardTile } from '@mti/contracts/dashboards/my-dashboard-file';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { TileGrid } from './tile-grid.tsx';

const tile = (id: string): MyDashboardTile => ({
  id,
  title: `Tile ${id}`,
  analysis: analysisDefinition.parse({
    version: 1,
    dataset: 'usmto-orders',
    rows: ['region'],
    measures: [{ id: 'v', field: 'value_usd', aggregate: 'sum' }],
  }),
});

function Harness() {
  const [tiles, setTiles] = useState(['a', 'b', 'c'].map(tile));
  return <TileGrid tiles={tiles} onChange={setTiles} renderTile={(t) => <p>{t.id}</p>} />;
}
const order = () => screen.getAllByTestId('my-tile').map((el) => el.getAttribute('aria-label'));

describe('the tile grid', { timeout: 20_000 }, () => {
  it('moves a tile right, down and up with its buttons, by keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    // Two columns: a b / c.
    expect(screen.getByRole('button', { name: 'Move Tile a left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Tile a up' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move Tile a right' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Tile b', 'Tile a', 'Tile c']);
    expect(screen.getByTestId('tile-announcement')).toHaveTextContent('Tile a moved to row 1, column 2.');
    // At the right edge now, it moves no further right.
    expect(screen.getByRole('button', { name: 'Move Tile a right' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move Tile c up' }).focus();
    await user.keyboard(' ');
    expect(order()).toEqual(['Tile c', 'Tile a', 'Tile b']);
    // Nothing below the last row's gap: Tile a cannot move down into an empty place.
    expect(screen.getByRole('button', { name: 'Move Tile a down' })).toBeDisabled();
  });

  it('drops a dragged tile in the place of another', () => {
    renderWithProviders(<Harness />);
    const [a, , c] = screen.getAllByTestId('my-tile');
    if (!a || !c) throw new Error('three tiles');
    const dataTransfer = { setData: () => undefined, effectAllowed: 'move' };
    fireEvent.dragStart(c, { dataTransfer });
    fireEvent.dragOver(a, { dataTransfer });
    fireEvent.drop(a, { dataTransfer });
    expect(order()).toEqual(['Tile c', 'Tile a', 'Tile b']);
  });

  it('removes a tile', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Remove Tile b' }));
    expect(order()).toEqual(['Tile a', 'Tile c']);
  });
});
