// Console › Jobs (against a fake of the server): failed jobs first; choosing "Queued" asks the server
// for queued jobs (back on page 1) and shows the ones it answers, without a Retry button.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { JobsPage } from './jobs-page.tsx';

const slow = { timeout: 60_000 };
const JOBS = 'GET /api/admin/console/jobs';
const job = (id: number, state: string, last_error: string | null) => ({
  id,
  kind: 'passport.campaign.send',
  state,
  attempts: state === 'failed' ? 8 : 1,
  max_attempts: 8,
  run_at: '2026-11-30T09:00:00Z',
  last_error,
});

afterEach(() => vi.unstubAllGlobals());

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

  it('shows a refusal’s own message and the way to support instead of the list or Try again', slow, async () => {
    const msg = 'Only administrators may see the jobs.';
    const api = fakeApi({ [JOBS]: { status: 403, body: { code: 'forbidden', msg } } });
    renderRoutes([{ path: '/', element: <JobsPage /> }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(msg);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    expect(within(alert).getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/admin/console');
    expect(screen.queryByRole('table', { name: 'Jobs' })).toBeNull();
    expect(api.callsTo(JOBS)).toHaveLength(1);
  });

  it.each([
    ['a 503', (): FakeReply => ({ status: 503, body: { code: 'unavailable', msg: 'The console is busy.' } })],
    [
      'a network failure',
      (): FakeReply => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('offers Try again after %s, which lists the jobs', slow, async (_, failure) => {
    let failing = true;
    const api = fakeApi({
      [JOBS]: () =>
        failing ? failure() : { body: { rows: [job(7, 'failed', 'smtp said no')], total: 1, page: 1, page_size: 25 } },
    });
    renderRoutes([{ path: '/', element: <JobsPage /> }]);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    const asked = api.callsTo(JOBS).length;
    failing = false;
    await userEvent.setup({ delay: null }).click(retry);
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(await within(table).findByText('smtp said no')).toBeVisible();
    expect(api.callsTo(JOBS)).toHaveLength(asked + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
