// The member filters shared by the tiles of My dashboard: added and removed by keyboard, and what a
// tile whose dataset lacks the field says.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { usmtoDataset } from '../../../../test/analyzer-fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { filterableDimensions, SharedMemberFilters, unappliedFilters } from './shared-member-filters.tsx';

type Members = Parameters<typeof SharedMemberFilters>[0]['members'];
const dimensions = filterableDimensions([usmtoDataset]);
let saved: Members = [];

function Harness() {
  const [members, setMembers] = useState<Members>([]);
  saved = members;
  return <SharedMemberFilters dimensions={dimensions} members={members} onChange={setMembers} />;
}

describe('shared member filters', { timeout: 30_000 }, () => {
  it('adds a member filter and removes it again, by keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.getByRole('button', { name: 'Add filter' })).toBeDisabled();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Filter every tile by' })).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter every tile by' }), 'Region');
    await user.tab();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Member' }), 'West');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add filter' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const chips = screen.getByRole('group', { name: 'Every tile filtered by' });
    expect(within(chips).getByText('Region: West')).toBeInTheDocument();
    expect(saved).toEqual([{ dimension: 'region', values: ['West'], exclude: false }]);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove the filter Region: West' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Every tile filtered by' })).toBeNull();
    expect(saved).toEqual([]);
  });

  it('names the filters a tile without the field does not take', () => {
    const members = [{ dimension: 'region', values: ['West'], exclude: false }];
    expect(unappliedFilters(members, ['month', 'county', 'sector'], dimensions)).toEqual(['Region']);
    expect(unappliedFilters(members, ['month', 'region', 'state'], dimensions)).toEqual([]);
  });
});
