// Console › Catalogue › Terms texts with a faked server: the list shows the server's page of terms
// keys, asks the server for another order, a search and the CSV of the same query; a row opens that
// key's text, and publishing sends the version read and shows the server's stale-edit refusal.
import { notifications } from '@mantine/notifications';
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import type { TermsTextDetail, TermsTextSummary } from '@mti/contracts/admin/console-terms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { resetObjectUrls } from '../../../../test/object-urls.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { setAccessToken } from '../../../lib/session.ts';
import { adminConsoleGuardedRoutes } from '../routes.tsx';

const ACCESS = 'GET /api/admin/console/access';
const LIST = 'GET /api/admin/console/terms-texts';
const EXPORT = 'GET /api/admin/console/terms-texts/export';
const emptyList = { body: { rows: [], total: 0, page: 1, page_size: 25 } };
const others = {
  'GET /api/admin/console/apps': emptyList,
  'GET /api/admin/console/terms-acceptances': emptyList,
};
const econ: TermsTextSummary = {
  terms_key: 'econ',
  apps: ['Economic Trends'],
  version: 1,
  published_at: '2026-11-01T12:00:00.000Z',
  accepted_current: 3,
  accepted_any: 4,
};
const techtrends: TermsTextSummary = { ...econ, terms_key: 'techtrends', apps: ['Technology Roadmaps'], version: 2 };
const detail = (summary: TermsTextSummary): TermsTextDetail => ({
  ...summary,
  body: `Sample terms of ${summary.terms_key}.`,
  history: [{ version: summary.version, published_at: summary.published_at ?? '', published_by: null }],
});

beforeEach(() => {
  signInWithCookie('100900');
  setAccessToken('t');
});
afterEach(() => {
  notifications.clean();
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetObjectUrls();
});

describe('the terms texts tab', () => {
  it('asks the server for a sorted, searched page, exports the same query and opens a row', async () => {
    const api = fakeApi({
      ...others,
      [ACCESS]: { body: { userid: 'admin', name: 'admin' } },
      [LIST]: { body: { rows: [econ, techtrends], total: 30, page: 1, page_size: 25 } },
      [EXPORT]: { raw: 'Terms\r\n', headers: { 'Content-Type': 'text/csv' } },
      'GET /api/admin/console/terms-texts/econ': { body: detail(econ) },
      'GET /api/admin/console/terms-texts/techtrends': { body: detail(techtrends) },
      'POST /api/admin/console/terms-texts/techtrends': {
        status: 409,
        body: { code: 'stale', msg: STALE_EDIT_MSG },
      },
    });
    renderRoutes(adminConsoleGuardedRoutes, '/admin/console/catalogue?tab=terms-texts');
    const table = await screen.findByRole('table', { name: 'Terms texts' }, { timeout: 20_000 });
    expect(await within(table).findByText('Technology Roadmaps')).toBeVisible();
    expect(screen.getByText(/30 terms/)).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    const lists = () => api.callsTo(LIST);
    expect(Object.fromEntries(lists()[0]?.url.searchParams ?? [])).toMatchObject({
      sort: 'terms_key',
      dir: 'asc',
      page: '1',
      page_size: '25',
    });
    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getByRole('button', { name: 'Accepted any version' }));
    await waitFor(() => expect(lists().at(-1)?.url.searchParams.get('sort')).toBe('accepted_any'));
    await user.type(screen.getByRole('textbox', { name: /Search terms texts/ }), 'roadmaps');
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lists().at(-1)?.url.searchParams.get('q')).toBe('roadmaps'));
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['terms-texts.csv']));
    expect(Object.fromEntries(api.callsTo(EXPORT)[0]?.url.searchParams ?? [])).toMatchObject({
      sort: 'accepted_any',
      q: 'roadmaps',
    });

    await user.click(within(table).getByText('techtrends'));
    expect(await screen.findByRole('heading', { name: 'Terms techtrends: version 2' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Terms text of techtrends' });
    await user.type(within(form).getByRole('textbox', { name: /^Terms text/ }), ' Changed.');
    await user.click(within(form).getByRole('button', { name: /Publish/ }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/admin/console/terms-texts/techtrends')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/console/terms-texts/techtrends')[0]?.body).toMatchObject({ version: 2 });
    expect(await screen.findByText(STALE_EDIT_MSG)).toBeVisible();
  }, 60_000);
});
