import { analysisAddress } from '@mti/contracts/analytics/analysis-address';
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { regionStateByYear, usmtoDataset } from '../../../../test/analyzer-fixtures.ts';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { findShownDialog } from '../../../../test/dialogs.ts';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { repositoryFile } from '../../../../test/files-fixtures.ts';
import { userDetails } from '../../../../test/identity-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { setAccessToken } from '../../../lib/session.ts';
import { analyticsGuardedRoutes } from '../routes.tsx';

// The route loads its page lazily; loaded once here, no test waits for the first import.
await import('./viewer-route.tsx');

/** A ceiling, not a measure: the first render of a page pulls in all of Mantine on a busy machine. */
const patient = { timeout: 15_000 };
const FILE = '/analytics/api/repos/:home:000100101:Reports:Q1%20pivot.xanalyzer/content';
/** The same file's id and share, asked for by its path (decision 080). */
const FILE_AT = '/analytics/api/saved-analyses/by-path/:home:000100101:Reports:Q1%20pivot.xanalyzer';
const FILE_ID = '3f2b8c1e-9a4d-4c2e-8b7f-0a1b2c3d4e5f';
const saved = {
  version: 1,
  dataset: 'usmto-orders',
  rows: ['region', 'state'],
  columns: ['year'],
  measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum', calculation: 'none' }],
  filters: { period: { from: '2023-01', to: '2024-12' }, members: [] },
  sort: {},
  totals: { row_grand_total: true, column_grand_total: true, subtotals: true },
  chart: { type: 'table' },
};

const READY = { state: 'ready', rows_loaded: 154_180, rows_expected: 154_180, data_version: '1' };
const LOADING_REFUSAL = {
  status: 503,
  body: { code: 'analytics_loading', msg: 'The analysis data is still loading. Please try again in a moment.' },
  headers: { 'Retry-After': '2' },
};

/** A saved analysis as GET saved-analyses/{id} describes it: the owner's, unless told otherwise. */
function summary(id: string, file: Record<string, unknown> = {}) {
  return {
    id,
    name: 'Q1 pivot',
    path: null,
    owner_name: 'Alex Morgan',
    access: 'owner',
    shared: 'none',
    modified: '2026-11-01T10:00:00.000Z',
    ...file,
  };
}

function renderViewer(path: string, routes: Record<string, FakeReply | ((call: { body: unknown }) => FakeReply)> = {}) {
  const api = fakeApi({
    'GET /api/mti/user': { body: userDetails({ timss_customer: '000100101' }) },
    'GET /analytics/sso.jsp': { body: 'ok' },
    'GET /analytics/api/analyzer/datasets': { body: { datasets: [usmtoDataset] } },
    'POST /analytics/api/analyzer/query': { body: regionStateByYear() },
    'GET /analytics/api/analyzer/status': { body: READY },
    ...routes,
  });
  const view = renderRoutes([...analyticsGuardedRoutes, { path: '/505', element: <h1>505 page</h1> }], path);
  return { ...view, api };
}

beforeEach(() => {
  signInWithCookie('100101');
  setAccessToken('t');
});
afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('the analyzer viewer', { timeout: 30_000 }, () => {
  it('opens a USMTO app on the orders dataset with a first table, labelled as sample data', async () => {
    const { api } = renderViewer('/analytics/viewer/usmto-classic');
    expect(await screen.findByRole('table', { name: 'Analysis result' }, patient)).toBeVisible();
    expect(screen.getAllByText('Sample data')[0]).toBeVisible();
    const sent = api.callsTo('POST /analytics/api/analyzer/query')[0]?.body as { definition: Record<string, unknown> };
    expect(sent.definition).toMatchObject({
      dataset: 'usmto-orders',
      rows: ['region'],
      measures: [{ field: 'value_usd', aggregate: 'sum' }],
      filters: { period: { from: '2025-11', to: '2026-10' } },
    });
  });

  it('opens the whole analysis an address carries (a My dashboards tile), filters and chart included', async () => {
    const carried = {
      ...saved,
      rows: ['region'],
      columns: [],
      filters: { period: { from: '2024-01', to: '2024-12' }, members: [{ dimension: 'region', values: ['West'] }] },
      chart: { type: 'bar', title: 'West in 2024', units: 'millions' },
    };
    const { api } = renderViewer(analysisAddress(carried as AnalysisDefinitionInput));
    expect(await screen.findByRole('textbox', { name: 'Chart title' }, patient)).toHaveValue('West in 2024');
    await vi.waitFor(() => expect(api.callsTo('POST /analytics/api/analyzer/query').length).toBeGreaterThan(0));
    const sent = api.callsTo('POST /analytics/api/analyzer/query')[0]?.body as { definition: Record<string, unknown> };
    expect(sent.definition).toMatchObject({
      dataset: 'usmto-orders',
      rows: ['region'],
      filters: { period: { from: '2024-01', to: '2024-12' }, members: [{ dimension: 'region', values: ['West'] }] },
      chart: { type: 'bar', title: 'West in 2024', units: 'millions' },
    });
  });

  it('opens the default analysis when the carried one is not a definition', async () => {
    const { api } = renderViewer('/analytics/viewer/usmto-orders?analysis=%7B%22version%22%3A9%7D');
    expect(await screen.findByRole('table', { name: 'Analysis result' }, patient)).toBeVisible();
    const sent = api.callsTo('POST /analytics/api/analyzer/query')[0]?.body as { definition: Record<string, unknown> };
    expect(sent.definition).toMatchObject({ dataset: 'usmto-orders', rows: ['region'] });
  });

  it('lets the user pick a dataset when the viewer key names none', async () => {
    const { api } = renderViewer('/analyzer/viewer/awt-monthly');
    expect(await screen.findByText(/Pick a dataset to start/, {}, patient)).toBeVisible();
    expect(api.callsTo('POST /analytics/api/analyzer/query')).toHaveLength(0);
  });

  it('says what to do when no dataset is included in the subscription', async () => {
    renderViewer('/analytics/viewer/usmto-orders', {
      'GET /analytics/api/analyzer/datasets': { body: { datasets: [] } },
    });
    expect(await screen.findByText('No dataset is included in your subscription', {}, patient)).toBeVisible();
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support');
  });

  it('says so when the uploaded table of a saved analysis is no longer in the files', async () => {
    const { api } = renderViewer('/analyzer/viewer/:home:000100101:Reports:Q1%20pivot.xanalyzer', {
      [`GET ${FILE}`]: { body: { ...saved, dataset: 'upload-0b7c', rows: ['state'], columns: [] } },
      [`GET ${FILE_AT}`]: { body: summary(FILE_ID, { path: '/home/000100101/Reports/Q1 pivot.xanalyzer' }) },
    });
    expect(
      await screen.findByText('The uploaded table of this analysis is no longer in your files', {}, patient),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Files' })).toHaveAttribute('href', '/myfiles');
    expect(api.callsTo('POST /analytics/api/analyzer/query')).toHaveLength(0);
  });

  it('opens an uploaded table without dates with no period filter and no what-if', async () => {
    const dealers = {
      id: 'upload-0b7c',
      title: 'dealers.csv',
      description: 'Your table dealers.csv: 3 rows, uploaded 2026-11-27.',
      sample: false,
      source: 'upload',
      period: { first: '2026-11', last: '2026-11' },
      dimensions: [{ id: 'dealer', label: 'Dealer', kind: 'member', members: [] }],
      measures: [
        { field: 'share', label: 'Share', format: 'percent', unit: 'percent', aggregate: 'avg' },
        { field: 'rows', label: 'Rows', format: 'integer', unit: 'count', aggregate: 'sum' },
      ],
      blend_keys: [],
    };
    const { api } = renderViewer('/analytics/viewer/upload-0b7c', {
      'GET /analytics/api/analyzer/datasets': { body: { datasets: [usmtoDataset, dealers] } },
    });
    expect(await screen.findByRole('table', { name: 'Analysis result' }, patient)).toBeVisible();
    const sent = api.callsTo('POST /analytics/api/analyzer/query')[0]?.body as { definition: Record<string, unknown> };
    expect(sent.definition).toMatchObject({
      dataset: 'upload-0b7c',
      rows: ['dealer'],
      measures: [{ id: 'share_avg', field: 'share', aggregate: 'avg' }],
      filters: { members: [] },
    });
    expect(sent.definition.filters).not.toHaveProperty('period');
    expect(screen.queryByLabelText('From', { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'What-if' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Blend your data' })).toBeVisible();

    // The user gives the column a unit its cells did not show: the next query asks for it.
    const user = userEvent.setup();
    const unit = screen.getByLabelText('Unit of Share', { selector: 'input' });
    expect(unit).toHaveValue('As uploaded');
    await user.click(unit);
    const listbox = document.getElementById(unit.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(listbox).getByRole('option', { name: 'Whole number', hidden: true }));
    await vi.waitFor(() => {
      const last = api.callsTo('POST /analytics/api/analyzer/query').at(-1)?.body as {
        definition: { measures: unknown[] };
      };
      expect(last.definition.measures).toEqual([
        { id: 'share_avg', field: 'share', aggregate: 'avg', calculation: 'none', unit: 'integer' },
      ]);
    }, patient);
  });

  it('goes to 505 when the analytics sign-in fails', async () => {
    renderViewer('/analytics/viewer/usmto-orders', {
      'GET /analytics/sso.jsp': { status: 401, body: { code: 'analytics_session_required', msg: 'Sign in.' } },
      'GET /api/mti/ssotoken': { status: 500 },
    });
    expect(await screen.findByRole('heading', { name: '505 page' }, patient)).toBeVisible();
  });

  it('opens a saved analysis by its path, names it, and saves it over itself', async () => {
    const user = userEvent.setup();
    const { api } = renderViewer('/analyzer/viewer/:home:000100101:Reports:Q1%20pivot.xanalyzer', {
      [`GET ${FILE}`]: { body: saved },
      [`GET ${FILE_AT}`]: { body: summary(FILE_ID, { path: '/home/000100101/Reports/Q1 pivot.xanalyzer' }) },
      'PUT /analytics/api/repo/files/:home:000100101:Reports:Q1%20pivot.xanalyzer': {
        body: {
          id: 'f1',
          name: 'Q1 pivot.xanalyzer',
          path: '/home/000100101/Reports/Q1 pivot.xanalyzer',
          title: 'Q1 pivot',
          folder: 'false',
          hidden: 'false',
          fileSize: '10',
          createdDate: '1',
          lastModifiedDate: '2',
          owner: '000100101',
          locked: 'false',
          versioned: 'false',
          locale: 'en',
          description: '',
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Q1 pivot', level: 1 }, patient)).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Columns' })).getByText('Year')).toBeVisible();
    expect(await screen.findByRole('rowheader', { name: 'West total' })).toBeVisible();
    const [query] = api.callsTo('POST /analytics/api/analyzer/query');
    // A file saved before calculations existed opens with none (the contract's defaults).
    const opened = { ...saved, calcs: [], show_as: {} };
    expect((query?.body as { definition: unknown } | undefined)?.definition).toEqual(opened);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const put = await vi.waitFor(() => {
      const call = api.callsTo('PUT /analytics/api/repo/files/:home:000100101:Reports:Q1%20pivot.xanalyzer')[0];
      if (!call) throw new Error('not saved yet');
      return call;
    });
    expect(put.url.searchParams.get('overwrite')).toBe('true');
    expect(put.body).toEqual(opened);
  });

  it('lets the owner share an analysis opened by its path (My Files’ link), with its address by id', async () => {
    let shared = 'none';
    const own = { path: '/home/000100101/Reports/Q1 pivot.xanalyzer' };
    const { api, router } = renderViewer('/analyzer/viewer/:home:000100101:Reports:Q1%20pivot.xanalyzer', {
      [`GET ${FILE}`]: { body: saved },
      [`GET ${FILE_AT}`]: { body: summary(FILE_ID, own) },
      [`PUT /analytics/api/saved-analyses/${FILE_ID}/share`]: ({ body }) => {
        shared = (body as { access: string }).access;
        return { body: summary(FILE_ID, { ...own, shared }) };
      },
    });
    const share = await screen.findByRole('button', { name: 'Share…' }, patient);
    share.focus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    const dialog = await findShownDialog('Share with your organisation');
    within(dialog).getByRole('button', { name: 'Share read-only with my organisation' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('textbox', { name: 'Address' })).toHaveValue(
      `${window.location.origin}/analyzer/viewer/${FILE_ID}/q1-pivot`,
    );
    expect(api.callsTo(`PUT /analytics/api/saved-analyses/${FILE_ID}/share`)[0]?.body).toEqual({ access: 'read' });
    expect(screen.getByText('Shared with your organisation')).toBeVisible();
    // The page stays at the path form the user opened; Save still writes by that path.
    expect(router.state.location.pathname).toBe('/analyzer/viewer/:home:000100101:Reports:Q1%20pivot.xanalyzer');
    expect(shared).toBe('read');
  });

  it('opens an analysis by its path without Share when the server cannot name it by id', async () => {
    const { api } = renderViewer('/analyzer/viewer/:home:000100101:Reports:Q1%20pivot.xanalyzer', {
      [`GET ${FILE}`]: { body: saved },
      [`GET ${FILE_AT}`]: {
        status: 404,
        body: { code: 'not_found', msg: 'There is no such file, or it is not shared with you.' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Q1 pivot', level: 1 }, patient)).toBeVisible();
    await vi.waitFor(() => expect(api.callsTo(`GET ${FILE_AT}`)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });

  it('opens a saved analysis by its shareable address and corrects an old slug in the address bar', async () => {
    const id = '3f2b8c1e-9a4d-4c2e-8b7f-0a1b2c3d4e5f';
    const { router } = renderViewer(`/analyzer/viewer/${id}/q1-by-region?x=1`, {
      [`GET /analytics/api/saved-analyses/${id}`]: {
        body: { file: summary(id, { path: '/home/000100101/Reports/Q1 pivot.xanalyzer' }), content: saved },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Q1 pivot', level: 1 }, patient)).toBeVisible();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/analyzer/viewer/${id}/q1-pivot`));
    expect(router.state.location.search).toBe('?x=1');
  });

  it('says a saved analysis cannot be opened when its id names none of the files', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    renderViewer(`/analyzer/viewer/${id}/gone`, {
      [`GET /analytics/api/saved-analyses/${id}`]: {
        status: 404,
        body: { code: 'not_found', msg: 'There is no such file, or it is not shared with you.' },
      },
    });
    expect(await screen.findByText('This analysis could not be opened', {}, patient)).toBeVisible();
  });

  it('opens a colleague’s shared analysis read-only: no Save, no Share, and Save a copy writes to the own home', async () => {
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const { api } = renderViewer(`/analyzer/viewer/${id}/q1-pivot`, {
      [`GET /analytics/api/saved-analyses/${id}`]: {
        body: { file: summary(id, { access: 'read', shared: 'read', owner_name: 'Avery Lindqvist' }), content: saved },
      },
      'PUT /analytics/api/repo/files/:home:000100101:My%20Q1.xanalyzer': {
        status: 201,
        body: repositoryFile({ name: 'My Q1.xanalyzer', path: '/home/000100101/My Q1.xanalyzer' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Q1 pivot', level: 1 }, patient)).toBeVisible();
    expect(screen.getByText(/Shared by Avery Lindqvist, read-only/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pin to dashboard' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save a copy…' }));
    await user.type(await screen.findByLabelText('File name (.xanalyzer is added)'), 'My Q1{Enter}');
    await vi.waitFor(() =>
      expect(api.callsTo('PUT /analytics/api/repo/files/:home:000100101:My%20Q1.xanalyzer')).toHaveLength(1),
    );
  });

  it('tells a colleague that a shared analysis of an uploaded table is readable by its owner only', async () => {
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const { api } = renderViewer(`/analyzer/viewer/${id}/q1-pivot`, {
      [`GET /analytics/api/saved-analyses/${id}`]: {
        body: {
          file: summary(id, { access: 'read', shared: 'read', owner_name: 'Avery Lindqvist' }),
          content: { ...saved, dataset: 'upload-0b7c', rows: ['state'], columns: [] },
        },
      },
    });
    expect(
      await screen.findByText('This analysis is built on a table only its owner can read', {}, patient),
    ).toBeVisible();
    expect(screen.getByText(/Avery Lindqvist built “Q1 pivot” on a table they uploaded/)).toBeVisible();
    expect(screen.queryByText(/no longer in your files/)).toBeNull();
    expect(api.callsTo('POST /analytics/api/analyzer/query')).toHaveLength(0);
  });

  it('opens a colleague’s shared blended analysis without the blend and what needs it, and says so', async () => {
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const blended = {
      ...saved,
      rows: ['state'],
      columns: [],
      blend: {
        table: 'my-sales.csv',
        key: { column: 'State', dimension: 'state' },
        measures: [{ id: 'blend_sales', column: 'Sales', aggregate: 'sum', label: 'My sales' }],
      },
      calcs: [
        { kind: 'expression', id: 'my_share', label: 'My share', expression: 'blend_sales / value' },
        { kind: 'share_of_total', id: 'value_share', measure: 'value' },
      ],
      sort: { rows: { by: 'measure', measure: 'my_share', direction: 'desc' } },
    };
    const { api } = renderViewer(`/analyzer/viewer/${id}/q1-pivot`, {
      [`GET /analytics/api/saved-analyses/${id}`]: {
        body: {
          file: summary(id, { access: 'read', shared: 'read', owner_name: 'Avery Lindqvist' }),
          content: blended,
        },
      },
    });
    expect(await screen.findByText('Shown without the blended columns', {}, patient)).toBeVisible();
    expect(
      screen.getByText(/blends “my-sales.csv”, a table Avery Lindqvist uploaded, which only they can read/),
    ).toBeVisible();
    expect(screen.getByText(/without “My sales” and what is calculated from them/)).toBeVisible();
    const sent = await vi.waitFor(() => {
      const call = api.callsTo('POST /analytics/api/analyzer/query')[0];
      if (!call) throw new Error('no query yet');
      return (call.body as { definition: Record<string, unknown> }).definition;
    }, patient);
    expect(sent).not.toHaveProperty('blend');
    expect(sent.calcs).toEqual([{ kind: 'share_of_total', id: 'value_share', measure: 'value' }]);
    expect(sent.sort).toEqual({});
  });

  it('lets the owner share and stop sharing from the keyboard, showing the address to copy', async () => {
    const id = '3f2b8c1e-9a4d-4c2e-8b7f-0a1b2c3d4e5f';
    let shared = 'none';
    const { api } = renderViewer(`/analyzer/viewer/${id}/q1-pivot`, {
      [`GET /analytics/api/saved-analyses/${id}`]: {
        body: { file: summary(id, { path: '/home/000100101/Reports/Q1 pivot.xanalyzer' }), content: saved },
      },
      [`PUT /analytics/api/saved-analyses/${id}/share`]: ({ body }) => {
        shared = (body as { access: string }).access;
        return { body: summary(id, { path: '/home/000100101/Reports/Q1 pivot.xanalyzer', shared }) };
      },
    });
    const share = await screen.findByRole('button', { name: 'Share…' }, patient);
    share.focus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    const dialog = await findShownDialog('Share with your organisation');
    expect(within(dialog).getByText(/Only you can open this analysis/)).toBeVisible();
    within(dialog).getByRole('button', { name: 'Share read-only with my organisation' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('textbox', { name: 'Address' })).toHaveValue(
      `${window.location.origin}/analyzer/viewer/${id}/q1-pivot`,
    );
    expect(api.callsTo(`PUT /analytics/api/saved-analyses/${id}/share`)[0]?.body).toEqual({ access: 'read' });
    expect(screen.getByText('Shared with your organisation')).toBeVisible();
    within(dialog).getByRole('button', { name: 'Stop sharing' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText(/Only you can open this analysis/)).toBeVisible();
    expect(shared).toBe('none');
  });

  it('shows the data loading with its progress during the first load, then opens by itself', async () => {
    // The status says loading twice, then ready; the datasets are refused until the data is there.
    const statuses = [
      { state: 'loading', rows_loaded: 500_000, rows_expected: 2_000_000, data_version: '0.0' },
      { state: 'loading', rows_loaded: 500_000, rows_expected: 2_000_000, data_version: '0.0' },
    ];
    let ready = false;
    const { api } = renderViewer('/analytics/viewer/usmto-classic', {
      'GET /analytics/api/analyzer/status': () => {
        const next = statuses.shift();
        if (next) return { body: next };
        ready = true;
        return { body: READY };
      },
      'GET /analytics/api/analyzer/datasets': () => (ready ? { body: { datasets: [usmtoDataset] } } : LOADING_REFUSAL),
    });
    expect(await screen.findByText('The analysis data is loading', {}, patient)).toBeVisible();
    expect(screen.getByText(/500,000 of 2,000,000 rows so far/)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Data loaded' })).toHaveAttribute('aria-valuenow', '25');
    // Polled until ready, then the refused call is asked again and the analyzer opens.
    expect(await screen.findByRole('table', { name: 'Analysis result' }, patient)).toBeVisible();
    expect(screen.queryByText('The analysis data is loading')).not.toBeInTheDocument();
    expect(api.callsTo('GET /analytics/api/analyzer/datasets').length).toBeGreaterThan(1);
  });

  it('shows the loading state for a query refused during a load, and asks again once ready', async () => {
    let ready = false;
    const statuses = [{ state: 'loading', rows_loaded: 0, rows_expected: null, data_version: '0.0' }];
    const { api } = renderViewer('/analytics/viewer/usmto-classic', {
      // The datasets were answered (ready for a moment); the query then meets a load in progress.
      'GET /analytics/api/analyzer/status': () => {
        const next = statuses.shift();
        if (next) return { body: next };
        ready = true;
        return { body: READY };
      },
      'GET /analytics/api/analyzer/datasets': { body: { datasets: [usmtoDataset] } },
      'POST /analytics/api/analyzer/query': () => (ready ? { body: regionStateByYear() } : LOADING_REFUSAL),
    });
    expect(await screen.findByRole('table', { name: 'Analysis result' }, patient)).toBeVisible();
    expect(api.callsTo('POST /analytics/api/analyzer/query').length).toBeGreaterThan(1);
  });

  it('says that new data is loading while the shown figures come from the previous load', async () => {
    renderViewer('/analytics/viewer/usmto-classic', {
      'GET /analytics/api/analyzer/status': {
        body: { state: 'loading', rows_loaded: 40_000, rows_expected: 160_000, data_version: '1.1' },
      },
    });
    expect(await screen.findByRole('table', { name: 'Analysis result' }, patient)).toBeVisible();
    expect(
      await screen.findByText(
        'New data is loading (40,000 of 160,000 rows). The figures shown are from the previous load.',
      ),
    ).toBeVisible();
  });
});

describe('an analysis that could not be run', { timeout: 30_000 }, () => {
  const QUERY = 'POST /analytics/api/analyzer/query';

  it('shows a refusal’s own message and the way to support, without Try again', async () => {
    const msg = 'This dataset is not included in your subscription.';
    const { api } = renderViewer('/analytics/viewer/usmto-classic', {
      [QUERY]: { status: 403, body: { code: 'forbidden', msg } },
    });
    const alert = await screen.findByRole('alert', { name: 'The analysis could not be run' }, patient);
    expect(alert).toHaveTextContent(msg);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    expect(api.callsTo(QUERY)).toHaveLength(1);
  });

  it.each([
    ['a 503', (): FakeReply => ({ status: 503, body: { code: 'unavailable', msg: 'The engine is busy.' } })],
    [
      'a network failure',
      (): FakeReply => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('offers Try again after %s, which runs the analysis', async (_, failure) => {
    let failing = true;
    const { api } = renderViewer('/analytics/viewer/usmto-classic', {
      [QUERY]: () => (failing ? failure() : { body: regionStateByYear() }),
    });
    const alert = await screen.findByRole('alert', { name: 'The analysis could not be run' }, patient);
    const asked = api.callsTo(QUERY).length;
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Analysis result' }, patient)).toBeVisible();
    expect(api.callsTo(QUERY)).toHaveLength(asked + 1);
  });
});

describe('a refresh after new data that could not be run', { timeout: 30_000 }, () => {
  const QUERY = 'POST /analytics/api/analyzer/query';
  /** New data loads (the shown result stays), then is ready under version 2: the result is asked for again. */
  function newDataThenReady() {
    const statuses = [{ state: 'loading', rows_loaded: 40_000, rows_expected: 160_000, data_version: '1.1' }];
    return () => ({ body: statuses.shift() ?? { ...READY, data_version: '2' } });
  }
  const versionTwo = () => {
    const result = regionStateByYear();
    return { body: { ...result, meta: { ...result.meta, data_version: '2' } } };
  };

  it('keeps the older result with Try again after a 503, which applies the new data', async () => {
    let refresh: FakeReply = { status: 503, body: { code: 'unavailable', msg: 'The engine is busy.' } };
    let asked = 0;
    const { api } = renderViewer('/analytics/viewer/usmto-classic', {
      'GET /analytics/api/analyzer/status': newDataThenReady(),
      [QUERY]: () => (++asked === 1 ? { body: regionStateByYear() } : refresh),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The engine is busy.');
    expect(screen.getByRole('table', { name: 'Analysis result' })).toBeVisible();
    const before = api.callsTo(QUERY).length;
    refresh = versionTwo();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), patient);
    expect(api.callsTo(QUERY)).toHaveLength(before + 1);
    expect(screen.getByRole('table', { name: 'Analysis result' })).toBeVisible();
  });

  it('says why a refusal was not applied, without Try again', async () => {
    const msg = 'This dataset is not included in your subscription.';
    let asked = 0;
    renderViewer('/analytics/viewer/usmto-classic', {
      'GET /analytics/api/analyzer/status': newDataThenReady(),
      [QUERY]: () =>
        ++asked === 1 ? { body: regionStateByYear() } : { status: 403, body: { code: 'forbidden', msg } },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(msg);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Analysis result' })).toBeVisible();
  });
});
