// Everything the map does can be done from the keyboard: find a region and add it (Tab, type, Tab,
// Enter), assign a rep (type, Enter), take a region out again, share a plan and pick the figures' year.
import type { Geography } from '@mti/contracts/territory-wizard/territory-regions';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { regionOptions } from '../region-options.ts';
import { FiguresYear } from './figures-year.tsx';
import { SharePlanDialog } from './plan-dialogs.tsx';
import { RegionSearch } from './region-search.tsx';
import { TerritoryCard } from './territory-card.tsx';

const geography: Geography = {
  counties: new Map([
    ['39035', { fips: '39035', name: 'Cuyahoga' }],
    ['17031', { fips: '17031', name: 'Cook' }],
  ]),
};

describe('keyboard paths of the Territory Wizard', () => {
  it('finds a county by name and adds it with Tab and Enter', async () => {
    const onAdd = vi.fn();
    renderWithProviders(
      <RegionSearch options={regionOptions(geography)} territoryName="East" disabled={false} onAdd={onAdd} />,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByLabelText(/Find a state, county or ZIP area/)).toHaveFocus();
    await user.keyboard('cuyahoga');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add Cuyahoga County, OH (39035) — county' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ member: { kind: 'county', fips: '39035' } }));
  });

  it('finds a state by name and a ZIP area by its digits', async () => {
    const onAdd = vi.fn();
    renderWithProviders(
      <RegionSearch options={regionOptions(geography)} territoryName="East" disabled={false} onAdd={onAdd} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Find a state/), 'ohio');
    await user.click(screen.getByRole('button', { name: 'Add Ohio (OH) — state' }));
    await user.type(screen.getByLabelText(/Find a state/), '441');
    await user.click(screen.getByRole('button', { name: 'Add ZIP 441 (OH) — ZIP area' }));
    expect(onAdd.mock.calls.map(([o]) => o.member)).toEqual([
      { kind: 'state', code: 'OH' },
      { kind: 'zip3', zip3: '441' },
    ]);
  });

  it('assigns a rep by typing and Enter, and removes a region with its button', async () => {
    const onChange = vi.fn();
    const onRemoveRegion = vi.fn();
    renderWithProviders(
      <TerritoryCard
        territory={{ name: 'East', reps: [], members: [{ kind: 'county', fips: '39035' }] }}
        index={0}
        color="#000"
        selected
        readOnly={false}
        geography={geography}
        colleagues={[{ name: 'Jamie Okonkwo', email: 'territory2@example.com' }]}
        onSelect={vi.fn()}
        onChange={onChange}
        onRemoveRegion={onRemoveRegion}
        onRemove={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Assign a rep to East' }), 'Jamie Okonkwo{Enter}');
    expect(onChange).toHaveBeenCalledWith({ reps: [{ name: 'Jamie Okonkwo', email: 'territory2@example.com' }] });
    screen.getByRole('button', { name: 'Remove Cuyahoga County, OH (39035) from East' }).focus();
    await user.keyboard('{Enter}');
    expect(onRemoveRegion).toHaveBeenCalledWith('county:39035');
  });

  it('shows no editing controls on a read-only plan', () => {
    renderWithProviders(
      <TerritoryCard
        territory={{ name: 'East', reps: [{ name: 'Avery', email: '' }], members: [{ kind: 'state', code: 'OH' }] }}
        index={0}
        color="#000"
        selected
        readOnly
        geography={geography}
        colleagues={[]}
        onSelect={vi.fn()}
        onChange={vi.fn()}
        onRemoveRegion={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Assign a rep/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Territory name' })).toHaveAttribute('readonly');
  });

  it('shares read-only from the keyboard', async () => {
    const onShare = vi.fn();
    renderWithProviders(
      <SharePlanDialog opened current="none" busy={false} error={null} onClose={vi.fn()} onShare={onShare} />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Open it read-only' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledWith('read');
  });

  it('picks the figures year from the keyboard, the latest by default, and hides with one year', async () => {
    const onChange = vi.fn();
    const { unmount } = renderWithProviders(
      <FiguresYear year={null} years={[2023, 2024, 2025]} disabled={false} onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Figures for' });
    expect(select).toHaveDisplayValue('The latest year (2025)');
    const user = userEvent.setup();
    await user.selectOptions(select, '2023');
    expect(onChange).toHaveBeenLastCalledWith(2023);
    unmount();
    renderWithProviders(<FiguresYear year={2025} years={[2025]} disabled={false} onChange={onChange} />);
    expect(screen.queryByRole('combobox', { name: 'Figures for' })).toBeNull();
  });
});
