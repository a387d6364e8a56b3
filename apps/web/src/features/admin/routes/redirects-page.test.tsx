// Console › Redirects, paged on the server (against a fake of the server): the page asks for a sorted
// page, a search asks again with q, a loop is refused as the field is left using the redirects the
// server says the addresses touch (the browser does not hold the whole list), and an add sends the
// version the page was read at; until the first page (and so the version) has come, the page says it
// is loading and offers no form. A list that could not be loaded says so (a refusal's message, or Try
// again) and offers no form either, as no version has been read.
import { redirectLoop } from '@mti/contracts/admin/console-redirects';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefusalShown, expectTryAgainLoads, type LoadErrorSteps } from '../../../../test/console-list-steps.ts';
import { type FakeCall, type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { RedirectsPage } from './redirects-page.tsx';

const slow = { timeout: 60_000 };
const seeded = { oldUrl: '/contact', newUrl: '/support' };

describe('the redirects page', () => {
  it('pages and searches on the server, and checks a loop against the redirects it touches', slow, async () => {
    const api = fakeApi({
      'GET /api/admin/console/redirects': { body: { rows: [seeded], total: 120, page: 1, page_size: 50, version: 7 } },
      'GET /api/admin/console/redirects/neighbours': (call: FakeCall) => ({
        body: { redirects: call.url.searchParams.get('new_url') === '/contact' ? [seeded] : [] },
      }),
      'POST /api/admin/console/redirects': { body: { version: 8 } },
    });
    renderRoutes([{ path: '/', element: <RedirectsPage /> }]);
    const table = await screen.findByRole('table', { name: 'Redirects' });
    expect(await within(table).findByText('/contact')).toBeVisible();
    const lists = () => api.callsTo('GET /api/admin/console/redirects');
    expect(Object.fromEntries(lists()[0]?.url.searchParams ?? [])).toMatchObject({
      sort: 'old_url',
      dir: 'asc',
      page: '1',
      page_size: '50',
    });
    expect(screen.getByText(/120 redirects/)).toBeVisible();

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /Search redirects/ }), 'contact');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lists().at(-1)?.url.searchParams.get('q')).toBe('contact'));

    const add = screen.getByRole('form', { name: 'Add redirect' });
    await user.click(within(add).getByLabelText('Old address'));
    await user.keyboard('/support');
    await user.tab();
    await user.keyboard('/contact');
    await user.tab();
    expect(await within(add).findByText(redirectLoop('/support', '/contact'))).toBeVisible();
    expect(within(add).getByRole('button', { name: 'Add redirect' })).toBeDisabled();

    await user.clear(within(add).getByLabelText('New address'));
    await user.keyboard('/help');
    await user.tab();
    await waitFor(() => expect(within(add).getByRole('button', { name: 'Add redirect' })).toBeEnabled());
    await user.click(within(add).getByRole('button', { name: 'Add redirect' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/console/redirects').at(-1)?.body).toEqual({
        version: 7,
        oldUrl: '/support',
        newUrl: '/help',
      }),
    );
  });

  it('shows that it is loading, and no form, until the list and its version have come', slow, async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const api = fakeApi({
      'GET /api/admin/console/redirects': () =>
        new Promise<FakeReply>((resolve) => {
          answer = resolve;
        }),
      'GET /api/admin/console/redirects/neighbours': { body: { redirects: [] } },
      'POST /api/admin/console/redirects': { body: { version: 8 } },
    });
    renderRoutes([{ path: '/', element: <RedirectsPage /> }]);
    expect(await screen.findByRole('status', { name: 'Loading the redirects' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Redirects' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Add redirect' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Redirects' })).toBeNull();
    expect(screen.queryByText(/version/i)).toBeNull();

    answer({ body: { rows: [seeded], total: 1, page: 1, page_size: 50, version: 7 } });
    const add = await screen.findByRole('form', { name: 'Add redirect' });
    expect(screen.queryByRole('status', { name: 'Loading the redirects' })).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(within(add).getByLabelText('Old address'));
    await user.keyboard('/old-news');
    await user.tab();
    await user.keyboard('/news');
    await user.tab();
    await waitFor(() => expect(within(add).getByRole('button', { name: 'Add redirect' })).toBeEnabled());
    await user.click(within(add).getByRole('button', { name: 'Add redirect' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/console/redirects').at(-1)?.body).toEqual({
        version: 7,
        oldUrl: '/old-news',
        newUrl: '/news',
      }),
    );
  });
});

describe('the redirects page when its list could not be loaded', () => {
  afterEach(() => vi.unstubAllGlobals());
  const steps: LoadErrorSteps = {
    render: (reply) => {
      const api = fakeApi({
        'GET /api/admin/console/redirects': reply,
        'GET /api/admin/console/redirects/neighbours': { body: { redirects: [] } },
      });
      renderRoutes([{ path: '/', element: <RedirectsPage /> }]);
      return api;
    },
    route: 'GET /api/admin/console/redirects',
    loaded: () => screen.findByRole('table', { name: 'Redirects' }),
    answer: { body: { rows: [seeded], total: 1, page: 1, page_size: 50, version: 7 } },
    shows: '/contact',
  };

  it('shows a refusal’s message under the heading, the search, and no form', slow, async () => {
    await expectRefusalShown(steps);
    expect(screen.getByRole('heading', { name: 'Redirects' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Search redirects/ })).toBeEnabled();
    expect(screen.queryByRole('form', { name: 'Add redirect' })).toBeNull();
    expect(screen.queryByText(/No redirects yet/)).toBeNull();
  });

  it('offers Try again after a 503, which lists the redirects and offers the form', slow, async () => {
    await expectTryAgainLoads(steps);
    expect(screen.getByRole('form', { name: 'Add redirect' })).toBeVisible();
  });
});
