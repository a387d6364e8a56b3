import { blankSurveyData } from '@mti/contracts/survey/blank-survey-data';
import type { SurveyData } from '@mti/contracts/survey/survey-api';
import type { BenchmarkResponse } from '@mti/contracts/survey/survey-benchmark';
import { SURVEY_LABEL_DEFAULTS } from '@mti/contracts/survey/survey-labels';
import { validSurveyData } from '@mti/contracts/survey/survey-test-data';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { fakeSurveyApi, PERIOD, periodItem } from '../../../../test/survey-fixtures.ts';
import { setAccessToken } from '../../../lib/session.ts';
import { ProductDataPage } from './product-data-page.tsx';

const labels = SURVEY_LABEL_DEFAULTS.productData;

function renderEntry(url: string) {
  const view = renderRoutes(
    [
      { path: '/productData', Component: ProductDataPage },
      { path: '/surveyApp', element: <h1>Surveys</h1> },
      { path: '/success', element: <h1>Success</h1> },
      { path: '/:status', element: <h1>Status page</h1> },
    ],
    url,
  );
  return { ...view, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });

beforeEach(() => {
  signInWithCookie('100401');
  setAccessToken('t');
});
afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('productData in edit mode', () => {
  it('shows the screen name with month and year, the organisation and three tabs, the first active', async () => {
    fakeSurveyApi({ data: blankSurveyData() });
    renderEntry(`/productData?period=${PERIOD}&mode=edit`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Monthly Benchmarking Survey — October 2026',
    );
    expect(await screen.findByTestId('organisation-name')).toHaveTextContent('Summit Forge & Ring Co.');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Shipments & bookings', 'Metal mix', 'Market profile']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('refuses to move on with errorOne and sends nothing', async () => {
    const data = blankSurveyData();
    data.shipment.english_tons = 1200;
    const api = fakeSurveyApi({ data });
    const { user } = renderEntry(`/productData?period=${PERIOD}&mode=edit`);
    await screen.findByRole('textbox', { name: 'Shipments (USD)' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('blocking-alert')).toHaveTextContent(labels.errorOne as string);
    expect(api.callsTo(`PUT /api/survey/${PERIOD}/shipments`)).toHaveLength(0);
    await user.click(within(screen.getByTestId('blocking-alert')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('blocking-alert')).toBeNull();
  });

  it('warns of a value out of range after leaving the field, and the warning does not block', async () => {
    const saved: SurveyData[] = [];
    fakeSurveyApi({
      data: blankSurveyData(),
      routes: {
        [`PUT /api/survey/${PERIOD}/shipments`]: (call) => {
          saved.push(call.body as SurveyData);
          return { body: call.body };
        },
      },
    });
    const { user, router } = renderEntry(`/productData?period=${PERIOD}&mode=edit`);
    await user.type(await screen.findByRole('textbox', { name: 'Shipments (USD)' }), '100');
    await user.type(field('Shipments (English tons)'), '12');
    await user.tab();
    expect(await screen.findByTestId('threshold-warning', {}, { timeout: 3000 })).toHaveTextContent(
      'Shipments (USD) is below the typical lower limit of $250,000.',
    );
    expect(screen.getByTestId('threshold-warning')).toHaveTextContent(
      'Shipments (English tons) is below the typical lower limit of 25 tons.',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('tab', { name: 'Metal mix', selected: true }, { timeout: 3000 })).toBeVisible();
    expect(router.state.location.search).toContain('page=metals');
    expect(saved[0]?.shipment).toMatchObject({ amount_usd: 100, english_tons: 12 });
    // Changing pages clears the warning.
    expect(screen.queryByTestId('threshold-warning')).toBeNull();
  });

  it('hides the yellow warning when its Dismiss button is pressed, keeping the figure', async () => {
    fakeSurveyApi({ data: blankSurveyData() });
    const { user } = renderEntry(`/productData?period=${PERIOD}&mode=edit`);
    await user.type(await screen.findByRole('textbox', { name: 'Shipments (USD)' }), '100');
    await user.tab();
    const warning = await screen.findByTestId('threshold-warning', {}, { timeout: 3000 });
    expect(warning).toHaveTextContent('Shipments (USD) is below the typical lower limit of $250,000.');
    await user.click(within(warning).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('threshold-warning')).toBeNull();
    expect(field('Shipments (USD)')).toHaveValue('100');
    expect(screen.getByRole('tab', { name: 'Shipments & bookings' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the server’s refusal of a blocking rule in the red alert and stays', async () => {
    fakeSurveyApi({
      data: validSurveyData(),
      routes: {
        [`PUT /api/survey/${PERIOD}/markets`]: { status: 400, body: { code: 'errorSix', msg: 'Markets must add up.' } },
      },
    });
    const { user } = renderEntry(`/productData?period=${PERIOD}&mode=edit&page=markets`);
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByTestId('blocking-alert')).toHaveTextContent('Markets must add up.');
    expect(screen.getByRole('tab', { name: 'Market profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it("'done' saves the last page, submits and opens the success page", async () => {
    const api = fakeSurveyApi({
      data: validSurveyData(),
      routes: {
        [`PUT /api/survey/${PERIOD}/markets`]: (call) => ({ body: call.body }),
        [`PUT /api/survey/${PERIOD}`]: { body: periodItem({ is_submitted: 'true' }) },
      },
    });
    const { user, router } = renderEntry(`/productData?period=${PERIOD}&mode=edit&page=markets`);
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/success');
    expect(api.callsTo(`PUT /api/survey/${PERIOD}`)[0]?.body).toEqual({ is_submitted: true });
  });

  it('before submitting, goes to a skipped page that breaks a rule', async () => {
    const data = validSurveyData();
    data.shipment.metal = blankSurveyData().shipment.metal;
    const api = fakeSurveyApi({
      data,
      routes: { [`PUT /api/survey/${PERIOD}/markets`]: (call) => ({ body: call.body }) },
    });
    const { user } = renderEntry(`/productData?period=${PERIOD}&mode=edit&page=markets`);
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByTestId('blocking-alert')).toHaveTextContent(labels.errorSix as string);
    expect(await screen.findByRole('tab', { name: 'Metal mix', selected: true })).toBeVisible();
    expect(api.callsTo(`PUT /api/survey/${PERIOD}`)).toHaveLength(0);
  });
});

describe('productData in view mode', () => {
  it('disables every input, only moves, and reads OK on the last page', async () => {
    const api = fakeSurveyApi({
      data: validSurveyData(),
      periods: [periodItem({ is_submitted: 'true', is_open: false })],
    });
    const { user, router } = renderEntry(`/productData?period=${PERIOD}&mode=view`);
    expect(await screen.findByRole('textbox', { name: 'Shipments (USD)' })).toBeDisabled();
    expect(field('Shipments (USD)')).toHaveValue('2,500,000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: 'Carbon steel USD %' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Market profile' }));
    expect(await screen.findByRole('textbox', { name: 'Aerospace USD %' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Surveys' })).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(router.state.location.pathname).toBe('/surveyApp');
  });

  it('treats edit mode on a submitted period as view mode', async () => {
    fakeSurveyApi({ data: validSurveyData(), periods: [periodItem({ is_submitted: 'true' })] });
    renderEntry(`/productData?period=${PERIOD}&mode=edit`);
    expect(await screen.findByRole('textbox', { name: 'Shipments (USD)' })).toBeDisabled();
    expect(screen.getByTestId('view-mode')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Benchmark' })).toBeVisible();
  });

  it('shows the no-data message when the period holds no data', async () => {
    fakeSurveyApi({ data: {} });
    renderEntry(`/productData?period=${PERIOD}&mode=view`);
    expect(await screen.findByTestId('no-data')).toHaveTextContent(labels.noData as string);
  });
});

describe('the Benchmark tab', () => {
  const quartiles = (lower_quartile: number, median: number, upper_quartile: number) => ({
    lower_quartile,
    median,
    upper_quartile,
  });
  const own: BenchmarkResponse['own'] = {
    shipment_usd: 2_500_000,
    english_tons: 1_200,
    booking_usd: 2_750_000,
    metal: [
      { name: 'Carbon steel', mtype: 'ferrous', usd_pct: 60, english_tons_pct: 70 },
      { name: 'Aluminum', mtype: 'non_ferrous', usd_pct: 40, english_tons_pct: 30 },
    ],
    market: [{ name: 'Aerospace', usd_pct: 100 }],
  };

  function renderBenchmark(industry: BenchmarkResponse['industry']) {
    fakeSurveyApi({
      data: validSurveyData(),
      periods: [periodItem({ is_submitted: 'true', is_open: false })],
      routes: {
        [`GET /api/survey/benchmark/${PERIOD}`]: {
          body: { reporting_period: PERIOD, min_organisations: 5, own, industry } satisfies BenchmarkResponse,
        },
      },
    });
    return renderEntry(`/productData?period=${PERIOD}&mode=view&page=benchmark`);
  }

  /** The cells of a row of a benchmark table: the figure, the three quartiles and the position. */
  const cells = (table: string, row: string) => {
    const name = within(screen.getByRole('table', { name: table })).getByRole('rowheader', { name: row });
    return within(name.closest('tr') as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  };

  it('says the industry figures are not published yet while too few organisations submitted', async () => {
    renderBenchmark(null);
    expect(await screen.findByTestId('benchmark-suppressed')).toHaveTextContent(
      'The industry benchmark for this month is published once at least 5 organisations have submitted. Please check back later.',
    );
    expect(screen.queryByTestId('benchmark-count')).toBeNull();
    expect(cells('Shipments & bookings', 'Shipments (USD)')).toEqual(['$2,500,000', '—', '—', '—', '—']);
    expect(cells('Metal mix — USD %', 'Carbon steel')).toEqual(['60%', '—', '—', '—', '—']);
    expect(screen.queryByText(/reported this mix; it is not shown/)).toBeNull();
  });

  it('shows the quartiles, and says the mix is not shown where too few reported it', async () => {
    renderBenchmark({
      organisations: 6,
      shipment_usd: quartiles(1_000_000, 2_000_000, 3_000_000),
      english_tons: quartiles(1_500, 2_000, 2_500),
      booking_usd: quartiles(1_000_000, 1_500_000, 2_000_000),
      metal: null,
      market: null,
    });
    expect(await screen.findByTestId('benchmark-count')).toHaveTextContent('Based on 6 organisations.');
    expect(screen.queryByTestId('benchmark-suppressed')).toBeNull();
    expect(cells('Shipments & bookings', 'Shipments (USD)')).toEqual([
      '$2,500,000',
      '$1,000,000',
      '$2,000,000',
      '$3,000,000',
      'In the middle half',
    ]);
    expect(cells('Shipments & bookings', 'Shipments (English tons)')).toEqual([
      '1,200',
      '1,500',
      '2,000',
      '2,500',
      'Below the middle half',
    ]);
    expect(cells('Shipments & bookings', 'Bookings (USD)')[4]).toBe('Above the middle half');
    expect(cells('Metal mix — English tons %', 'Aluminum')).toEqual(['30%', '—', '—', '—', '—']);
    expect(cells('Market profile — USD %', 'Aerospace')).toEqual(['100%', '—', '—', '—', '—']);
    expect(screen.getByText('Fewer than 5 organisations reported this mix; it is not shown.')).toBeVisible();
  });
});

describe('survey call errors (spec §8)', () => {
  it('go to the page their status has in the error-page table', async () => {
    fakeSurveyApi({ routes: { [`GET /api/survey/${PERIOD}/shipments`]: { status: 500 } } });
    const { router } = renderEntry(`/productData?period=${PERIOD}&mode=view`);
    // A server error is tried once more before it counts.
    expect(await screen.findByRole('heading', { name: 'Status page' }, { timeout: 4000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/500');
  });

  it('go to their page also when refused with a message, never to a Try again on the entry screen', async () => {
    fakeSurveyApi({
      routes: {
        [`GET /api/survey/${PERIOD}/shipments`]: {
          status: 403,
          body: { code: 'forbidden', msg: 'You may not see this period.' },
        },
      },
    });
    const { router } = renderEntry(`/productData?period=${PERIOD}&mode=view`);
    await screen.findByRole('heading', { name: 'Status page' });
    expect(router.state.location.pathname).toBe('/403');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('go to 404 for a status the table does not know', async () => {
    fakeSurveyApi({
      routes: { [`GET /api/survey/${PERIOD}/shipments`]: { status: 409, body: { code: 'x', msg: 'y' } } },
    });
    const { router } = renderEntry(`/productData?period=${PERIOD}&mode=view`);
    await screen.findByRole('heading', { name: 'Status page' });
    expect(router.state.location.pathname).toBe('/404');
  });

  it('follow an administrator’s change to the table', async () => {
    fakeSurveyApi({
      routes: {
        'GET /api/survey/labels/errorPages': { body: { ...SURVEY_LABEL_DEFAULTS.errorPages, '403': '/401' } },
        'GET /api/survey/participation': { body: { organisation: null, is_admin: false } },
      },
    });
    const { router } = renderEntry(`/productData?period=${PERIOD}&mode=view`);
    await screen.findByRole('heading', { name: 'Status page' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/401'));
  });
});
