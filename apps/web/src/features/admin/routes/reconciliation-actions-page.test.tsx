// Console › Payments › Reconciliation actions (against a fake of the server): the page asks for the
// newest first, a column header asks the server for another order, a search asks again with q, the
// rows shown are the server's page, and the CSV is asked for with the same query.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleListQueries } from '../../../../test/console-list-steps.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { resetObjectUrls } from '../../../../test/object-urls.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { ReconciliationActionsPage } from './reconciliation-actions-page.tsx';

const LIST = 'GET /api/admin/console/payments/reconciliation/actions';
const EXPORT = 'GET /api/admin/console/payments/reconciliation/actions/export';
const slow = { timeout: 60_000 };
const voided = {
  at: '2026-11-02T14:05:00.000Z',
  action: 'voided',
  tuid: 'sample-tuid-41',
  actor_userid: null,
  detail: {},
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetObjectUrls();
});

describe('the reconciliation actions page', () => {
  it('asks the server for a sorted, searched page, shows it and exports the same query', slow, async () => {
    const api = fakeApi({
      [LIST]: { body: { rows: [voided], total: 61, page: 1, page_size: 50 } },
      [EXPORT]: { raw: 'At (UTC)\r\n', headers: { 'Content-Type': 'text/csv' } },
    });
    renderRoutes([{ path: '/', element: <ReconciliationActionsPage /> }]);
    const table = await screen.findByRole('table', { name: 'Reconciliation actions' });
    const row = (await within(table).findByText('sample-tuid-41')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Charge voided');
    expect(row).toHaveTextContent('the recurring task');
    await expectConsoleListQueries({
      api,
      listRoute: LIST,
      exportRoute: EXPORT,
      table,
      count: /61 actions/,
      firstPage: { sort: 'at', dir: 'desc', page_size: 50 },
      sortBy: { header: 'Transaction', sort: 'tuid' },
      search: { box: /Search reconciliation actions/, words: 'tuid-41' },
      fileName: 'reconciliation-actions.csv',
    });
  });
});
