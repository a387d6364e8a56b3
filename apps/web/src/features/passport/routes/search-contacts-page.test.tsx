import { RADIUS_NEEDS_ZIP, RADIUS_RANGE, ZIP_FIVE_DIGITS } from '@mti/contracts/passport/passport-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeCall } from '../../../../test/fake-api.ts';
import {
  contact,
  renderPassport,
  savedListReply,
  searchPage,
  withPassportSession,
} from '../../../../test/passport-fixtures.ts';

const FIRST_RENDER = { timeout: 10_000 };
const TOTAL = 60;

function renderSearch() {
  return renderPassport('/passport/search-contacts?show_year=imts-2026', {
    'POST /api/passport/contacts/search': (call: FakeCall) => {
      const page = (call.body as { page: number }).page;
      const first = (page - 1) * 25 + 1;
      const ids = Array.from({ length: Math.min(25, TOTAL - first + 1) }, (_, i) => first + i);
      return {
        body: searchPage(
          TOTAL,
          ids.map((id) => contact(id)),
          page,
        ),
      };
    },
    'POST /api/passport/lists': savedListReply({ list_id: 7, total_contacts: TOTAL, contacts_with_email: 30 }),
  });
}

withPassportSession('101404');

describe('Search Contacts', { timeout: 30_000 }, () => {
  it('says a zip needs 5 digits when the field is left (Tab, type, Tab), as the server does', async () => {
    const { api, user } = renderSearch();
    const city = await screen.findByRole('textbox', { name: 'City' }, FIRST_RENDER);
    city.focus();
    await user.tab();
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    expect(zip).toHaveFocus();
    await user.keyboard('6060');
    await user.tab();
    expect(await screen.findByText(ZIP_FIVE_DIGITS)).toBeVisible();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    // Corrected, the message goes; Search sends the criteria.
    await user.click(zip);
    await user.keyboard('1');
    await user.tab();
    await vi.waitFor(() => expect(screen.queryByText(ZIP_FIVE_DIGITS)).toBeNull());
    await user.keyboard('25');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/passport/contacts/search')).toHaveLength(1));
    expect(api.callsTo('POST /api/passport/contacts/search')[0]?.body).toMatchObject({
      criteria: { zip: '60601', radius_miles: 25, name_match: 'include' },
    });
  });

  it('refuses a radius without a zip and a radius out of range, sending nothing', async () => {
    const { api, user } = renderSearch();
    const radius = await screen.findByRole('textbox', { name: /Radius/ }, FIRST_RENDER);
    await user.type(radius, '25');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(RADIUS_NEEDS_ZIP)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '60601');
    await user.clear(radius);
    await user.type(radius, '900');
    await user.tab();
    expect(await screen.findByText(RADIUS_RANGE)).toBeVisible();
    expect(api.callsTo('POST /api/passport/contacts/search')).toHaveLength(0);
  });

  it('keeps Save List disabled until a contact is selected, one or a page at a time', async () => {
    const { user } = renderSearch();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, FIRST_RENDER), 'Pat');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Contacts' });
    await within(table).findByRole('link', { name: 'Sample1, Pat1' });
    expect(screen.getByText('60 contacts found')).toBeVisible();
    expect(screen.getByText('Selected: 0 · Opted in: 0')).toBeVisible();
    const save = screen.getByRole('button', { name: 'Save List' });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Pat2 Sample2' }));
    expect(screen.getByText('Selected: 1 · Opted in: 1')).toBeVisible();
    expect(save).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Pat2 Sample2' }));
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Select All On This Page' }));
    expect(screen.getByText('Selected: 25 · Opted in: 12')).toBeVisible();
  });

  it('selects every page with Select All and saves the search itself as the list', async () => {
    const { api, user } = renderSearch();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, FIRST_RENDER), 'Pat');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Contacts' });
    await within(table).findByRole('link', { name: 'Sample1, Pat1' });
    const save = screen.getByRole('button', { name: 'Save List' });
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByText('Selected: 60 · Opted in: 30')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await within(table).findByRole('link', { name: 'Sample60, Pat60' });
    expect(screen.getByRole('checkbox', { name: 'Select Pat60 Sample60' })).toBeChecked();

    await user.click(save);
    await user.type(await screen.findByRole('textbox', { name: 'List name' }), 'Everyone named Pat');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/passport/lists')).toHaveLength(1));
    expect(api.callsTo('POST /api/passport/lists')[0]?.body).toEqual({
      name: 'Everyone named Pat',
      show_year: 'imts-2026',
      source: { kind: 'search', criteria: { name: 'Pat', name_match: 'include' } },
    });
  });
});
