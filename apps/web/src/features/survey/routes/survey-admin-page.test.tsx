import type { AdminLabel, AdminPeriod } from '@mti/contracts/survey/survey-admin-api';
import type { ThresholdRecord } from '@mti/contracts/survey/survey-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeReply } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { signInForEachTest } from '../../../../test/signed-in-session.ts';
import { fakeSurveyApi, SAMPLE_THRESHOLDS } from '../../../../test/survey-fixtures.ts';
import { SurveyAdminPage } from './survey-admin-page.tsx';

const periods: AdminPeriod[] = [
  { reporting_period: '202610', is_open: true, organisations: 12, started: 4, submitted: 4 },
  { reporting_period: '202607', is_open: false, organisations: 12, started: 11, submitted: 11 },
];

const limits: ThresholdRecord = SAMPLE_THRESHOLDS;

const labels: AdminLabel[] = [
  { screen: 'productData', key: 'errorOne', text: 'Please enter the shipment value.' },
  { screen: 'productData', key: 'nextButton', text: 'Next' },
  { screen: 'surveyApp', key: 'noData', text: 'No surveys yet.' },
];

type Routes = Record<string, FakeReply | ((call: { body: unknown }) => FakeReply)>;

function renderAdmin(isAdmin: boolean, routes: Routes = {}) {
  const api = fakeSurveyApi({
    routes: {
      'GET /api/survey/participation': { body: { organisation: null, is_admin: isAdmin } },
      'GET /api/survey/admin/periods': { body: periods },
      'PUT /api/survey/admin/periods/202610': { body: [{ ...periods[0], is_open: false }, periods[1]] },
      'POST /api/survey/admin/periods': {
        status: 409,
        body: { code: 'period_exists', msg: 'That reporting period already exists.' },
      },
      'GET /api/survey/admin/thresholds': { body: [{ page: 'shipments', ...limits }] },
      'GET /api/survey/admin/labels': { body: labels },
      ...routes,
    },
  });
  const view = renderRoutes(
    [
      { path: '/surveyApp/admin', Component: SurveyAdminPage },
      { path: '/:status', element: <h1>Status page</h1> },
    ],
    '/surveyApp/admin',
  );
  return { ...view, api, user: userEvent.setup() };
}

signInForEachTest('100402');

describe('survey administration', () => {
  it('sends anybody without the administrator role to 403', async () => {
    const { router } = renderAdmin(false);
    await screen.findByRole('heading', { name: 'Status page' });
    expect(router.state.location.pathname).toBe('/403');
  });

  it('closes a period only after confirming', async () => {
    const { api, user } = renderAdmin(true);
    const row = await screen.findByRole('row', { name: /October 2026/ });
    expect(row).toHaveTextContent('4 of 12');
    await user.click(within(row).getByRole('button', { name: 'Close October 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close October 2026?' });
    expect(api.callsTo('PUT /api/survey/admin/periods/202610')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close period' }));
    expect(await screen.findByRole('button', { name: 'Open October 2026' })).toBeVisible();
    expect(api.callsTo('PUT /api/survey/admin/periods/202610')[0]?.body).toEqual({ is_open: false });
  });

  it('suggests the month after the latest period and shows why a new period is refused', async () => {
    const { user } = renderAdmin(true);
    const input = await screen.findByRole('textbox', { name: 'Open a new reporting period' });
    await vi.waitFor(() => expect(input).toHaveValue('202611'));
    await user.clear(input);
    await user.type(input, '202613');
    await user.click(screen.getByRole('button', { name: 'Open period' }));
    expect(await screen.findByText(/six digits: the year, then the two-digit month/)).toBeVisible();
    await user.clear(input);
    await user.type(input, '202610');
    await user.click(screen.getByRole('button', { name: 'Open period' }));
    expect(await screen.findByText('That reporting period already exists.')).toBeVisible();
  });
});

describe('survey administration: thresholds', () => {
  const lowerUsd = () => screen.getByRole('textbox', { name: 'Shipments (USD): lower limit' });

  it('saves the edited limits of the first page and shows them as saved', async () => {
    const { api, user } = renderAdmin(true, {
      'PUT /api/survey/admin/thresholds/shipments': (call) => ({
        body: [{ page: 'shipments', ...(call.body as ThresholdRecord) }],
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Thresholds' }));
    await waitFor(() => expect(lowerUsd()).toHaveValue('$250,000'));
    expect(screen.getByRole('textbox', { name: 'Shipments (English tons): upper limit' })).toHaveValue('15,000');
    await user.clear(lowerUsd());
    await user.type(lowerUsd(), '300000');
    await user.click(screen.getByRole('button', { name: 'Save thresholds' }));

    expect(await screen.findByText('The thresholds are saved.')).toBeVisible();
    expect(api.callsTo('PUT /api/survey/admin/thresholds/shipments').map((call) => call.body)).toEqual([
      { ...limits, shipping_usd_llimit: 300_000 },
    ]);
    expect(lowerUsd()).toHaveValue('$300,000');
  });

  it("shows the server's refusal beside the form", async () => {
    const { user } = renderAdmin(true, {
      'PUT /api/survey/admin/thresholds/shipments': {
        status: 400,
        body: { code: 'bad_threshold', msg: 'The limits could not be saved: the period is being exported.' },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Thresholds' }));
    await waitFor(() => expect(lowerUsd()).toHaveValue('$250,000'));
    await user.click(screen.getByRole('button', { name: 'Save thresholds' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The limits could not be saved: the period is being exported.',
    );
    expect(screen.queryByText('The thresholds are saved.')).toBeNull();
  });

  it('refuses a lower limit above its upper limit without sending it', async () => {
    const { api, user } = renderAdmin(true);
    await user.click(await screen.findByRole('tab', { name: 'Thresholds' }));
    await waitFor(() => expect(lowerUsd()).toHaveValue('$250,000'));
    await user.clear(lowerUsd());
    await user.type(lowerUsd(), '50000000');
    await user.click(screen.getByRole('button', { name: 'Save thresholds' }));
    expect(await screen.findByText('Each lower limit must not be more than its upper limit.')).toBeVisible();
    expect(api.callsTo('PUT /api/survey/admin/thresholds/shipments')).toHaveLength(0);
  });
});

describe('survey administration: labels', () => {
  async function openErrorOne(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('tab', { name: 'Labels' }));
    const table = await screen.findByRole('table', { name: 'Texts of the Survey entry screen' });
    expect(await within(table).findByText('Please enter the shipment value.')).toBeVisible();
    expect(within(table).queryByText('No surveys yet.')).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Edit errorOne' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit text' });
    return { table, dialog, text: within(dialog).getByRole('textbox', { name: 'Text' }) };
  }

  it('saves an edited text and shows it in the table', async () => {
    const { api, user } = renderAdmin(true, {
      'PUT /api/survey/admin/labels/productData/errorOne': (call) => ({
        body: { screen: 'productData', key: 'errorOne', text: (call.body as { text: string }).text },
      }),
    });
    const { table, dialog, text } = await openErrorOne(user);
    expect(text).toHaveValue('Please enter the shipment value.');
    await user.clear(text);
    await user.type(text, '  Shipment value is required.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('“errorOne” is saved.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit text' })).toBeNull());
    expect(api.callsTo('PUT /api/survey/admin/labels/productData/errorOne').map((call) => call.body)).toEqual([
      { text: 'Shipment value is required.' },
    ]);
    expect(within(table).getByText('Shipment value is required.')).toBeVisible();
    expect(within(table).queryByText('Please enter the shipment value.')).toBeNull();
  });

  it("shows the server's refusal in the dialog and keeps the text as it was", async () => {
    const { user } = renderAdmin(true, {
      'PUT /api/survey/admin/labels/productData/errorOne': {
        status: 400,
        body: { code: 'label_refused', msg: 'The text cannot be more than 2000 characters long.' },
      },
    });
    const { table, dialog, text } = await openErrorOne(user);
    await user.clear(text);
    await user.type(text, 'A new text');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The text cannot be more than 2000 characters long.')).toBeVisible();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(within(table).getByText('Please enter the shipment value.')).toBeInTheDocument();
  });
});
