// The passport administrator's seats list against a faked server: paged, sorted and searched by the
// server (decision 102), read from the address on opening; a row's actions still work.
import type { AdminSubscription } from '@mti/contracts/passport/passport-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSubscription, renderPassport, withPassportSession } from '../../../../test/passport-fixtures.ts';

const SUBSCRIPTIONS = 'GET /api/passport/admin/subscriptions';
const ASSIGN = 'POST /api/passport/admin/subscriptions/8/seats';

const bayou: AdminSubscription = {
  subscription_id: 8,
  company_name: 'Bayou Fabrication',
  show_year: 'south-2026',
  included_seats: 1,
  extra_seats: 2,
  holders: [],
};
/** The server's page: two of 30 subscriptions, so there are two pages of 25. */
const page = { rows: [adminSubscription, bayou], total: 30, page: 1, page_size: 25 };

withPassportSession('100001');

describe('Passport seats list', { timeout: 30_000 }, () => {
  it('asks the server for each page, sort and search, once for the screen and the panel', async () => {
    const { api, user } = renderPassport(
      '/passport/admin',
      { [SUBSCRIPTIONS]: { body: page }, [ASSIGN]: { body: { ...bayou, holders: [] } } },
      { frame: false },
    );
    const table = await screen.findByRole('table', { name: 'Passport subscriptions' }, { timeout: 10_000 });
    await within(table).findByText('Bayou Fabrication');
    expect(screen.getByText('30 subscriptions')).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    // No CSV export here: this list has none.
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    const calls = () => api.callsTo(SUBSCRIPTIONS);
    // The screen's access check and the panel share one request.
    expect(calls()).toHaveLength(1);
    expect(Object.fromEntries(calls()[0]?.url.searchParams ?? [])).toEqual({
      page: '1',
      page_size: '25',
      sort: 'company_name',
      dir: 'asc',
    });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls().at(-1)?.url.searchParams.get('page')).toBe('2'));

    await user.click(within(table).getByRole('button', { name: 'Extra' }));
    await waitFor(() => expect(calls().at(-1)?.url.searchParams.get('sort')).toBe('extra_seats'));
    // A new order starts again at the first page.
    expect(calls().at(-1)?.url.searchParams.get('page')).toBe('1');
    await user.click(within(table).getByRole('button', { name: 'Seat holders' }));
    await waitFor(() => expect(calls().at(-1)?.url.searchParams.get('sort')).toBe('seats_used'));

    // Keyboard only: type the words and press Enter.
    await user.click(screen.getByRole('textbox', { name: 'Search subscriptions' }));
    await user.keyboard('Jordan Price{Enter}');
    await waitFor(() => expect(calls().at(-1)?.url.searchParams.get('q')).toBe('Jordan Price'));
    expect(Object.fromEntries(calls().at(-1)?.url.searchParams ?? [])).toMatchObject({
      sort: 'seats_used',
      page: '1',
    });

    // The row's actions are the panel's as before: give a seat of the row's subscription.
    await user.click(within(table).getByRole('button', { name: 'Give a seat of Bayou Fabrication south-2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give a seat' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Site ID of the employee' }), '100101');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'New hire');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(ASSIGN)).toHaveLength(1));
    expect(api.callsTo(ASSIGN)[0]?.body).toEqual({ site_id: '100101', reason: 'New hire' });
  });

  it('says when a search finds nothing', async () => {
    renderPassport(
      '/passport/admin?q=nobody',
      { [SUBSCRIPTIONS]: { body: { rows: [], total: 0, page: 1, page_size: 25 } } },
      { frame: false },
    );
    expect(await screen.findByText('No subscription matches this search.', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Search subscriptions' })).toHaveValue('nobody');
  });
});
