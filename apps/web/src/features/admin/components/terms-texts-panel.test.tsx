// Console › Catalogue › Terms texts with a faked server: the list shows the server's page of terms
// keys, asks the server for another order, a search and the CSV of the same query; a row opens that
// key's text, and publishing sends the version read and shows the server's stale-edit refusal.
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import type { TermsTextDetail, TermsTextSummary } from '@mti/contracts/admin/console-terms';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleListQueries } from '../../../../test/console-list-steps.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { signInAsAdministratorForEachTest } from '../../../../test/signed-in-session.ts';
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

signInAsAdministratorForEachTest();

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
    const user = await expectConsoleListQueries({
      api,
      listRoute: LIST,
      exportRoute: EXPORT,
      table,
      count: /30 terms/,
      firstPage: { sort: 'terms_key', dir: 'asc', page_size: 25 },
      sortBy: { header: 'Accepted any version', sort: 'accepted_any' },
      search: { box: /Search terms texts/, words: 'roadmaps' },
      fileName: 'terms-texts.csv',
      controls: () => screen.getByRole('tabpanel'),
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
