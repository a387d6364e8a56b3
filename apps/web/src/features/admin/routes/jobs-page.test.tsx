// Console › Jobs (against a fake of the server): failed jobs first; choosing "Queued" asks the server
// for queued jobs (back on page 1) and shows the ones it answers, without a Retry button.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeCall, fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { JobsPage } from './jobs-page.tsx';

const slow = { timeout: 60_000 };
const job = (id: number, state: string, last_error: string | null) => ({
  id,
  kind: 'passport.campaign.send',
  state,
  attempts: state === 'failed' ? 8 : 1,
  max_attempts: 8,
  run_at: '2026-11-30T09:00:00Z',
  last_error,
});

describe('the jobs page', () => {
  it('shows queued jobs when the Queued filter is chosen', slow, async () => {
    const api = fakeApi({
      'GET /api/admin/console/jobs': (call: FakeCall) => {
        const queued = call.url.searchParams.get('state') === 'queued';
        const rows = queued ? [job(12, 'queued', 'smtp busy, will retry')] : [job(7, 'failed', 'smtp said no')];
        return { body: { rows, total: 1, page: 1, page_size: 50 } };
      },
    });
    renderRoutes([{ path: '/', element: <JobsPage /> }]);
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(await within(table).findByText('smtp said no')).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Retry job 7' })).toBeVisible();
    const lists = () => api.callsTo('GET /api/admin/console/jobs');
    expect(lists()[0]?.url.searchParams.get('state')).toBe('failed');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByText('Queued'));
    await waitFor(() => expect(lists().at(-1)?.url.searchParams.get('state')).toBe('queued'));
    expect(await within(table).findByText('smtp busy, will retry')).toBeVisible();
    expect(within(table).queryByText('smtp said no')).toBeNull();
    expect(within(table).queryByRole('button', { name: /Retry job/ })).toBeNull();
  });
});
