// Console › Exhibitor Passport (against a fake of the server): booth contracts that cannot be loaded.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { PassportPage } from './passport-page.tsx';

const CONTRACTS = 'GET /api/admin/console/passport/contracts';
const slow = { timeout: 60_000 };
/** A sample booth contract. */
const contract = {
  company_id: 7,
  company_name: 'Sample Tooling Co.',
  show_year: 'imts-2026',
  booth: 'N-1234',
  subscription_id: 3,
  included_seats: 2,
  extra_seats: 1,
  seats_used: 2,
  holders: ['sample.one', 'sample.two'],
  daily_cap: 500,
  daily_cap_version: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('the booth contracts when they could not be loaded', () => {
  it('show a refusal’s own message instead of an empty list, without Try again', slow, async () => {
    const msg = 'The show cycle must look like imts-2026.';
    fakeApi({ [CONTRACTS]: { status: 400, body: { code: 'bad_request', msg } } });
    renderRoutes([{ path: '/', element: <PassportPage /> }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(msg);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/No booth contract matches this search/)).toBeNull();
  });

  it('offer Try again after a network failure, which lists them', slow, async () => {
    let failing = true;
    const api = fakeApi({
      [CONTRACTS]: () => {
        if (failing) throw new TypeError('Failed to fetch');
        return { body: { rows: [contract], total: 1, page: 1, page_size: 25 } };
      },
    });
    renderRoutes([{ path: '/', element: <PassportPage /> }]);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByRole('alert')).toHaveTextContent('The booth contracts could not be loaded. Please try again.');
    const asked = api.callsTo(CONTRACTS).length;
    failing = false;
    await userEvent.setup({ delay: null }).click(retry);
    const table = await screen.findByRole('table', { name: 'Booth contracts' });
    expect(within(table).getByText('Sample Tooling Co.')).toBeVisible();
    expect(api.callsTo(CONTRACTS)).toHaveLength(asked + 1);
  });
});
