// The passport's dialogs and multi-selects used with the keyboard alone (Tab, type, Tab): renaming a
// saved filter, and giving a Territory Manager user states and countries.
import { FILTER_NAME_REQUIRED, type SavedFilter, type TerritoriesResponse } from '@mti/contracts/passport/passport-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeCall } from '../../../../test/fake-api.ts';
import { renderPassport, withPassportSession } from '../../../../test/passport-fixtures.ts';

const FIRST_RENDER = { timeout: 10_000 };

const filter: SavedFilter = {
  filter_id: 5,
  name: 'Ohio gear buyers',
  show_year: 'imts-2026',
  show_name: 'IMTS (sample data)',
  contact_type: 'registrations',
  criteria: {
    industry: [],
    product_interest: [],
    plant_size: [],
    buying_role: [],
    job_function: [],
    state: ['OH'],
    country: [],
  },
  contact_count: 321,
  counted_at: '2026-11-27T18:00:00.000Z',
  created_at: '2026-11-27T18:00:00.000Z',
};

const territories: TerritoriesResponse = {
  show_year: 'imts-2026',
  users: [
    { site_id: '101402', name_first: 'Alex', name_last: 'East', states: [], countries: [] },
    { site_id: '101403', name_first: 'Riley', name_last: 'West', states: ['OH'], countries: [] },
  ],
};

withPassportSession('101401');

describe('keyboard paths', { timeout: 120_000 }, () => {
  it('renames a saved filter with the keyboard: Enter on Rename, type, Tab, Tab, Enter', async () => {
    const { api, user } = renderPassport('/passport/saved-filters?show_year=imts-2026', {
      'GET /api/passport/filters': { body: { filters: [filter] } },
      'PUT /api/passport/filters/5': (call: FakeCall) => ({
        body: { ...filter, name: (call.body as { name: string }).name },
      }),
    });
    const rename = await screen.findByRole('button', { name: 'Rename Ohio gear buyers' }, FIRST_RENDER);
    rename.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rename filter' });
    const name = within(dialog).getByRole('textbox', { name: 'Filter name' });
    await vi.waitFor(() => expect(name).toHaveFocus());
    // Emptied, the warning shows as typed and Save is off; the server is not asked.
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(await within(dialog).findByText(FILTER_NAME_REQUIRED)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.keyboard('Ohio and Michigan');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(api.callsTo('PUT /api/passport/filters/5')).toHaveLength(1));
    expect(api.callsTo('PUT /api/passport/filters/5')[0]?.body).toEqual({ name: 'Ohio and Michigan' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename filter' })).toBeNull());
  });

  it("gives a user states and countries with Tab, type, arrow, Enter; another user's state cannot be picked", async () => {
    const { api, user } = renderPassport('/passport/territory-manager?show_year=imts-2026', {
      'GET /api/passport/territories': { body: territories },
      'PUT /api/passport/territories/101402': (call: FakeCall) => ({
        body: {
          ...territories,
          users: [{ ...territories.users[0], ...(call.body as object) }, territories.users[1]],
        },
      }),
    });
    const states = await screen.findByRole('textbox', { name: 'U.S. states of Alex East' }, FIRST_RENDER);
    states.focus();
    // Ohio is Riley West's: shown as theirs, and Enter does not pick it.
    await user.keyboard('Ohio');
    // The dropdown's options are in the document but hidden from jsdom's accessibility tree (transition).
    expect(await screen.findByRole('option', { name: 'Ohio (Riley West)', hidden: true })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    // Nothing was picked: a pick would have emptied the search.
    expect(states).toHaveValue('Ohio');
    await user.keyboard('{Backspace>4/}Illin{ArrowDown}{Enter}');
    expect(states).toHaveValue('');
    await user.tab();
    const countries = screen.getByRole('textbox', { name: 'Countries of Alex East' });
    expect(countries).toHaveFocus();
    await user.keyboard('Canad{ArrowDown}{Enter}');
    await user.tab();
    const save = screen.getByRole('button', { name: 'Save territory of Alex East' });
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(api.callsTo('PUT /api/passport/territories/101402')).toHaveLength(1));
    expect(api.callsTo('PUT /api/passport/territories/101402')[0]?.body).toEqual({
      show_year: 'imts-2026',
      states: ['IL'],
      countries: ['CA'],
    });
  });
});
