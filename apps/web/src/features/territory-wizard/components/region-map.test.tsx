// The polygon lasso: pointer down, move, up adds every region whose lasso point is inside the drawn
// outline (each ZIP area once, however many pieces it has); Escape while drawing adds nothing. The
// map's name points keyboard users to the search box.
import { regionTakenMsg, territoryFile } from '@mti/contracts/territory-wizard/territory-file';
import { checkTerritoryRegions } from '@mti/contracts/territory-wizard/territory-regions';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { loadMapShapes } from '../geography.ts';
import type { Shape } from '../map-shape.ts';
import { RegionMap } from './region-map.tsx';

const piece = (id: string, cx: number, cy: number, county?: string): Shape => ({
  id,
  name: `Region ${id}`,
  d: `M${cx - 1},${cy - 1}L${cx + 1},${cy - 1}L${cx + 1},${cy + 1}Z`,
  cx,
  cy,
  county,
});
// Two pieces of ZIP area 441 share its one lasso point; 442 lies in the notch of the L drawn below.
const shapes = [
  piece('441', 10, 10, '39035'),
  piece('441', 10, 10, '39093'),
  piece('442', 80, 80),
  piece('443', 10, 80),
];
// An L: 441 (10, 10) and 443 (10, 80) inside, 442 (80, 80) outside.
const outline = [
  [0, 0],
  [30, 0],
  [30, 60],
  [40, 60],
  [40, 100],
  [0, 100],
];

function draw(map: Element, points: number[][], finish: 'up' | 'escape') {
  const [[x0, y0] = [], ...rest] = points;
  fireEvent.pointerDown(map, { clientX: x0, clientY: y0, pointerId: 1 });
  for (const [x, y] of rest) fireEvent.pointerMove(map, { clientX: x, clientY: y, pointerId: 1 });
  if (finish === 'escape') fireEvent.keyDown(window, { key: 'Escape' });
  fireEvent.pointerUp(map, { clientX: x0, clientY: y0, pointerId: 1 });
}

function renderMap(onLasso = vi.fn(), onToggle = vi.fn()) {
  renderWithProviders(
    <RegionMap
      shapes={shapes}
      fillOf={() => undefined}
      lasso
      readOnly={false}
      label='Map of U.S. ZIP areas. From the keyboard, add regions with "Find a state, county or ZIP area".'
      onToggle={onToggle}
      onLasso={onLasso}
    />,
  );
  return screen.getByRole('img', { name: /From the keyboard, add regions with "Find a state, county or ZIP area"/ });
}

describe('RegionMap lasso', () => {
  it('adds the regions whose centre lies inside the freehand outline, each once', () => {
    const onLasso = vi.fn();
    const map = renderMap(onLasso);
    draw(map, outline, 'up');
    expect(onLasso).toHaveBeenCalledTimes(1);
    expect(onLasso).toHaveBeenCalledWith(['441', '443']);
  });

  it('shows the outline while drawing and adds nothing when Escape cancels it', () => {
    const onLasso = vi.fn();
    const map = renderMap(onLasso);
    fireEvent.pointerDown(map, { clientX: 0, clientY: 0, pointerId: 1 });
    fireEvent.pointerMove(map, { clientX: 50, clientY: 0, pointerId: 1 });
    fireEvent.pointerMove(map, { clientX: 50, clientY: 50, pointerId: 1 });
    expect(screen.getByTestId('lasso-outline')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('lasso-outline')).toBeNull();
    fireEvent.pointerUp(map, { clientX: 0, clientY: 50, pointerId: 1 });
    draw(map, outline, 'escape');
    expect(onLasso).not.toHaveBeenCalled();
  });

  it('does not toggle a region on click while the lasso is on', () => {
    const onToggle = vi.fn();
    const map = renderMap(vi.fn(), onToggle);
    fireEvent.click(map.querySelector('path[data-region="442"]') as Element);
    expect(onToggle).not.toHaveBeenCalled();
  });
});

describe('RegionMap titles', () => {
  it("names a county in its hover title (the piece's accessible name) as the plan's messages do", async () => {
    const { counties, states, geography } = await loadMapShapes();
    renderWithProviders(
      <RegionMap
        shapes={counties}
        fillOf={() => undefined}
        lasso={false}
        readOnly={false}
        label="Map of U.S. counties"
        onToggle={vi.fn()}
        onLasso={vi.fn()}
      />,
    );
    const map = screen.getByRole('img', { name: 'Map of U.S. counties' });
    const cuyahoga = map.querySelector('path[data-region="39035"]');
    expect(cuyahoga?.querySelector('title')?.textContent).toBe('Cuyahoga County, OH (39035)');
    // The very words a message about the county uses (decision 095), and every county named alike.
    const plan = territoryFile.parse({
      name: 'Plan',
      territories: [
        { name: 'A', reps: [], members: [{ kind: 'county', fips: '39035' }] },
        { name: 'B', reps: [], members: [{ kind: 'county', fips: '39035' }] },
      ],
    });
    const taken = checkTerritoryRegions(plan, geography);
    expect(taken?.msg).toBe(regionTakenMsg('Cuyahoga County, OH (39035)', 'A'));
    const harris = map.querySelector('path[data-region="48201"] title');
    expect(harris?.textContent).toBe('Harris County, TX (48201)');
    // A state keeps its name.
    expect(states.find((s) => s.id === '39')?.name).toBe('Ohio');
  });
});
