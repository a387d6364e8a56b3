// A fake survey server for the survey's component tests: the configuration, labels (the seeded
// texts), participation, periods, data and thresholds, with overridable replies.
import type { PeriodListItem, SurveyData, ThresholdRecord } from '@mti/contracts/survey/survey-api';
import { SURVEY_LABEL_DEFAULTS } from '@mti/contracts/survey/survey-labels';
import { type FakeReply, fakeApi } from './fake-api.ts';

export const PERIOD = '202610';

/** The shipments page's limits as the demo seed has them. */
export const SAMPLE_THRESHOLDS: ThresholdRecord = {
  shipping_usd_llimit: 250_000,
  shipping_usd_ulimit: 40_000_000,
  shipping_tons_llimit: 25,
  shipping_tons_ulimit: 15_000,
  booking_usd_llimit: 250_000,
  booking_usd_ulimit: 45_000_000,
};

export function periodItem(overrides: Partial<PeriodListItem> = {}): PeriodListItem {
  return {
    reporting_period: PERIOD,
    mod_date_time: null,
    reported_by: null,
    is_submitted: 'false',
    is_started: 'true',
    is_open: true,
    ...overrides,
  };
}

type Handler = FakeReply | ((call: { body: unknown }) => FakeReply);

export function fakeSurveyApi({
  periods = [periodItem()],
  data,
  routes = {},
}: {
  periods?: PeriodListItem[];
  data?: SurveyData | Record<string, never>;
  routes?: Record<string, Handler>;
} = {}) {
  return fakeApi({
    'GET /assets/config/fiaConfig.json': {
      body: {
        programName: 'Forging Industry Monthly Benchmark',
        surveyBasePath: '/api/survey',
        contactEmail: 'benchmark@mti-portal.example',
        logo: '/images/survey-logo.svg',
        series: [
          { id: 'shipment_usd', label: 'Shipments (USD)', unit: 'usd', surveyPage: 1, source: 'Members, page 1.' },
          { id: 'booking_usd', label: 'Bookings (USD)', unit: 'usd', surveyPage: 1, source: 'Members, page 1.' },
        ],
        releaseCalendar: { submissionDueDay: 15, publicationDay: 25, timeZone: 'America/New_York' },
      },
    },
    'GET /api/survey/labels/surveyApp': { body: SURVEY_LABEL_DEFAULTS.surveyApp },
    'GET /api/survey/labels/productData': { body: SURVEY_LABEL_DEFAULTS.productData },
    'GET /api/survey/labels/benchmark': { body: SURVEY_LABEL_DEFAULTS.benchmark },
    'GET /api/survey/labels/errorPages': { body: SURVEY_LABEL_DEFAULTS.errorPages },
    'GET /api/survey/participation': {
      body: { organisation: { id: 'summit-forge', name: 'Summit Forge & Ring Co.' }, is_admin: false },
    },
    'GET /api/survey': { body: periods },
    [`GET /api/survey/${PERIOD}/shipments`]: { body: data ?? {} },
    [`GET /api/survey/${PERIOD}/metals`]: { body: data ?? {} },
    [`GET /api/survey/${PERIOD}/markets`]: { body: data ?? {} },
    'GET /api/survey/threshold/shipments': {
      body: [SAMPLE_THRESHOLDS],
    },
    ...routes,
  });
}
