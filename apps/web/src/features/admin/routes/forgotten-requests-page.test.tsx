// Console › Forgotten requests (against a fake of the server): the page asks for the newest first,
// a column header asks the server for another order, a search asks again with q, and the rows shown
// are the server's page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { ForgottenRequestsPage } from './forgotten-requests-page.tsx';

const slow = { timeout: 60_000 };
const request = {
  suppression_id: 41,
  recorded_at: '2026-11-02T14:05:00.000Z',
  recorded_by: 'admin',
  reason: 'Sample: asked by e-mail',
  contacts_removed: 3,
  exported_by: ['Sample Exhibitor Co'],
};

describe('the forgotten requests page', () => {
  it('asks the server for a sorted, searched page and shows it', slow, async () => {
    const api = fakeApi({
      'GET /api/admin/console/passport/forgotten': { body: { rows: [request], total: 61, page: 1, page_size: 50 } },
    });
    renderRoutes([{ path: '/', element: <ForgottenRequestsPage /> }]);
    const table = await screen.findByRole('table', { name: 'Forgotten requests' });
    expect(await within(table).findByText('Sample Exhibitor Co')).toBeVisible();
    expect(screen.getByText(/61 requests/)).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    const lists = () => api.callsTo('GET /api/admin/console/passport/forgotten');
    expect(Object.fromEntries(lists()[0]?.url.searchParams ?? [])).toMatchObject({
      sort: 'recorded_at',
      dir: 'desc',
      page: '1',
      page_size: '50',
    });
    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getByRole('button', { name: 'Records removed' }));
    await waitFor(() => expect(lists().at(-1)?.url.searchParams.get('sort')).toBe('contacts_removed'));
    await user.type(screen.getByRole('textbox', { name: /Search forgotten requests/ }), 'e-mail');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lists().at(-1)?.url.searchParams.get('q')).toBe('e-mail'));
  });
});
