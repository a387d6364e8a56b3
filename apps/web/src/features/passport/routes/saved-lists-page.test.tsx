import { LIST_NAME_TAKEN, type SavedList } from '@mti/contracts/passport/passport-api';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetObjectUrls } from '../../../../test/object-urls.ts';
import { renderPassport, withPassportSession } from '../../../../test/passport-fixtures.ts';

const list: SavedList = {
  list_id: 12,
  name: 'Aerospace buyers',
  show_year: 'imts-2026',
  show_name: 'IMTS (sample data)',
  total_contacts: 1234,
  contacts_with_email: 567,
  created_at: '2026-11-27T18:00:00.000Z',
  last_exported_at: null,
};

function renderLists() {
  let lists = [list];
  return renderPassport('/passport/saved-lists?show_year=imts-2026', {
    'GET /api/passport/lists': () => ({ body: { lists } }),
    'PUT /api/passport/lists/12': { status: 409, body: { code: 'passport_list_name_taken', msg: LIST_NAME_TAKEN } },
    'DELETE /api/passport/lists/12': () => {
      lists = [];
      return { body: { deleted: true } };
    },
    'POST /api/passport/lists/12/export': {
      raw: 'PK-zip-bytes',
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="imts-2026-aerospace-buyers.zip"',
        'x-contact-count': '567',
      },
    },
  });
}

withPassportSession('101404');
beforeEach(() => {
  // jsdom has no object URLs: these stand in for the browser's.
  Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  resetObjectUrls();
});

describe('Saved Lists', { timeout: 30_000 }, () => {
  it('shows Total Contacts and Contacts with Email, and exports only the opted-in on request', async () => {
    const { api, user } = renderLists();
    const table = await screen.findByRole('table', { name: 'Saved Lists' }, { timeout: 10_000 });
    const row = (await within(table).findByText('Aerospace buyers')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('1,234');
    expect(row).toHaveTextContent('567');
    expect(row).toHaveTextContent('Never');
    await user.click(within(row).getByRole('button', { name: 'Export Aerospace buyers' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Only contacts with e-mail opt-in/ }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/passport/lists/12/export')).toHaveLength(1));
    expect(api.callsTo('POST /api/passport/lists/12/export')[0]?.body).toEqual({ only_opted_in: true });
  });

  it("shows the server's refusal of a name in the rename dialog, and deletes after confirming", async () => {
    const { api, user } = renderLists();
    await screen.findByRole('table', { name: 'Saved Lists' }, { timeout: 10_000 });
    await user.click(await screen.findByRole('button', { name: 'Rename Aerospace buyers' }));
    const name = await screen.findByRole('textbox', { name: 'List name' });
    await user.clear(name);
    await user.type(name, 'Gear buyers');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(LIST_NAME_TAKEN)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Aerospace buyers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete list' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(api.callsTo('DELETE /api/passport/lists/12')).toHaveLength(1));
    expect(await screen.findByText(/No saved lists yet/)).toBeVisible();
  });
});
