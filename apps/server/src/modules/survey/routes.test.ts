// The survey API refuses what the browser refuses (spec §4, §5, §7): each blocking rule with its
// label text and nothing written, submitted and closed periods, other organisations, view mode.

import { blankSurveyData } from '@mti/contracts/survey/blank-survey-data';
import { reportingPeriodOf, shiftReportingPeriod } from '@mti/contracts/survey/reporting-period';
import { INVALID_AMOUNT, INVALID_PERCENT, periodListItem, type SurveyData } from '@mti/contracts/survey/survey-api';
import { SURVEY_LABEL_DEFAULTS } from '@mti/contracts/survey/survey-labels';
import { validSurveyData } from '@mti/contracts/survey/survey-test-data';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type SignedIn, signIn } from '../../../test/sign-in.ts';
import { surveyorPeriods } from '../../seed/survey-demo.ts';

const { app } = await buildTestApp();
const periods = surveyorPeriods();
const messages = SURVEY_LABEL_DEFAULTS.productData;

const surveyor = await signIn(app, 'surveyor');
const surveyor2 = await signIn(app, 'surveyor2');

const list = (user: SignedIn) => app.inject({ url: '/api/survey', headers: user.headers });
const itemOf = async (user: SignedIn, period: string) =>
  (await list(user)).json().find((p: { reporting_period: string }) => p.reporting_period === period);
const getPage = (user: SignedIn, period: string, page = 'shipments') =>
  app.inject({ url: `/api/survey/${period}/${page}`, headers: user.headers });
const savePage = (user: SignedIn, period: string, page: string, data: unknown) =>
  app.inject({ method: 'PUT', url: `/api/survey/${period}/${page}`, headers: user.headers, payload: data as object });
const start = (user: SignedIn, period: string) =>
  app.inject({ method: 'POST', url: `/api/survey/${period}`, headers: user.headers });
const setSubmitted = (user: SignedIn, period: string, isSubmitted: boolean) =>
  app.inject({
    method: 'PUT',
    url: `/api/survey/${period}`,
    headers: user.headers,
    payload: { is_submitted: isSubmitted },
  });

/** surveyor2 starts `period` (its organisation has started nothing) and saves `data` page by page. */
async function startAndFill(period: string, data: SurveyData) {
  expect((await start(surveyor2, period)).statusCode).toBe(200);
  for (const page of ['shipments', 'metals', 'markets'])
    expect((await savePage(surveyor2, period, page, data)).statusCode).toBe(200);
}

describe('GET survey: the periods of the caller’s organisation', () => {
  it('lists every period newest first, in each state of spec §4, with the wire shape of spec §3', async () => {
    const res = await list(surveyor);
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<Record<string, unknown>>;
    for (const item of items) expect(periodListItem.strict().safeParse(item).success).toBe(true);
    expect(items).toHaveLength(12);
    expect(items[0]?.reporting_period).toBe(periods.notStarted);
    const state = (period: string) => {
      const item = items.find((i) => i.reporting_period === period);
      return [item?.is_started, item?.is_submitted, item?.is_open];
    };
    expect(state(periods.notStarted)).toEqual(['false', 'false', true]);
    expect(state(periods.pending)).toEqual(['true', 'false', true]);
    expect(state(periods.submittedOpen)).toEqual(['true', 'true', true]);
    expect(state(periods.submittedClosed)).toEqual(['true', 'true', false]);
    const submitted = items.find((i) => i.reporting_period === periods.submittedOpen);
    expect(submitted?.reported_by).toBe('Jordan Reyes');
    expect(new Date(submitted?.mod_date_time as string).getTime()).toBeLessThanOrEqual(Date.now());
    const notStarted = items.find((i) => i.reporting_period === periods.notStarted);
    expect([notStarted?.reported_by, notStarted?.mod_date_time]).toEqual([null, null]);
  });

  it('names the organisation; a user who is no participant has none and gets 403 for its periods', async () => {
    expect((await app.inject({ url: '/api/survey/participation', headers: surveyor.headers })).json()).toEqual({
      organisation: { id: 'summit-forge', name: 'Summit Forge & Ring Co.' },
      is_admin: false,
    });
    const guest = await signIn(app, 'guest');
    expect((await app.inject({ url: '/api/survey/participation', headers: guest.headers })).json()).toEqual({
      organisation: null,
      is_admin: false,
    });
    for (const res of [
      await list(guest),
      await getPage(guest, periods.submittedOpen),
      await start(guest, periods.notStarted),
      await savePage(guest, periods.pending, 'shipments', validSurveyData()),
      await setSubmitted(guest, periods.pending, true),
      await app.inject({ url: `/api/survey/benchmark/${periods.submittedOpen}`, headers: guest.headers }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'not_participant', msg: 'You do not have permission to access this page.' });
    }
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ url: '/api/survey' })).statusCode).toBe(401);
  });
});

describe("another organisation's periods", () => {
  it('are never reached: the same period gives each organisation its own figures', async () => {
    const own = (await getPage(surveyor, periods.submittedOpen)).json() as SurveyData;
    expect(own.shipment.amount_usd).toBeGreaterThan(0);
    // surveyor2's organisation has not started that period: no data, not surveyor's.
    expect((await getPage(surveyor2, periods.submittedOpen)).json()).toEqual({});
    expect((await itemOf(surveyor2, periods.submittedOpen)).is_started).toBe('false');
  });
});

describe('starting a period', () => {
  it('gives an empty object before the start, then every row at zero', async () => {
    const period = periods.pending;
    expect((await getPage(surveyor2, period)).json()).toEqual({});
    const res = await start(surveyor2, period);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reporting_period: period, is_started: 'true', is_submitted: 'false' });
    expect((await getPage(surveyor2, period, 'metals')).json()).toEqual(blankSurveyData());
    // Starting twice (a second tab) changes nothing.
    expect((await start(surveyor2, period)).statusCode).toBe(200);
  });

  it('refuses a closed period, an unknown one and a malformed one', async () => {
    const closed = await start(surveyor2, periods.submittedClosed);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().code).toBe('period_closed');
    const unknown = await start(surveyor2, '199901');
    expect(unknown.statusCode).toBe(404);
    const malformed = await start(surveyor2, '2026-1');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toBe('A reporting period is six digits: the year, then the two-digit month (YYYYMM).');
  });
});

describe('saving a page: the blocking rules, refused with the label text and nothing written', () => {
  const period = periods.submittedOpen; // open; surveyor2's organisation starts it here
  const broken = (change: (data: SurveyData) => void) => {
    const data = validSurveyData();
    change(data);
    return data;
  };

  it('starts from a saved valid month', async () => {
    await startAndFill(period, validSurveyData());
    expect((await getPage(surveyor2, period)).json()).toEqual(validSurveyData());
  });

  const cases: Array<[string, string, string, (data: SurveyData) => void]> = [
    ['shipment value zero while tons is not', 'shipments', 'errorOne', (d) => (d.shipment.amount_usd = 0)],
    ['shipment value while tons is zero', 'shipments', 'errorTwo', (d) => (d.shipment.english_tons = 0)],
    [
      'metal percentages with no shipments',
      'metals',
      'errorThree',
      (d) => Object.assign(d.shipment, { amount_usd: 0, english_tons: 0 }),
    ],
    [
      'market percentages with no shipments',
      'markets',
      'errorThree',
      (d) => Object.assign(d.shipment, { amount_usd: 0, english_tons: 0 }),
    ],
    [
      'a percentage above 100',
      'metals',
      'errorFour',
      (d) => Object.assign(d.shipment.metal[1] as object, { usd_pct: 101 }),
    ],
    [
      'an English tons column not totalling 100',
      'metals',
      'errorFive',
      (d) => Object.assign(d.shipment.metal[0] as object, { english_tons_pct: 69 }),
    ],
    [
      'a USD column not totalling 100',
      'metals',
      'errorSix',
      (d) => Object.assign(d.shipment.metal[0] as object, { usd_pct: 61 }),
    ],
    [
      'a market total not 100',
      'markets',
      'errorSix',
      (d) => Object.assign(d.shipment.market[0] as object, { usd_pct: 49 }),
    ],
  ];

  for (const [what, page, code, change] of cases) {
    it(`${code}: ${what}`, async () => {
      const res = await savePage(surveyor2, period, page, broken(change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code, msg: messages[code] });
      expect((await getPage(surveyor2, period)).json()).toEqual(validSurveyData());
    });
  }

  it('checks only the page being saved: the first page saves while the percentages are unfinished', async () => {
    const other = periods.notStarted;
    expect((await start(surveyor2, other)).statusCode).toBe(200);
    const pageOne = blankSurveyData();
    Object.assign(pageOne.shipment, { amount_usd: 1_000_000, english_tons: 400 });
    pageOne.booking.amount_usd = 900_000;
    expect((await savePage(surveyor2, other, 'shipments', pageOne)).statusCode).toBe(200);
    // ...but the metal page cannot be left with totals of zero.
    const res = await savePage(surveyor2, other, 'metals', pageOne);
    expect(res.json()).toEqual({ code: 'errorSix', msg: messages.errorSix });
  });

  it('passes a month without shipments when every percentage is zero too (the exception)', async () => {
    const res = await savePage(surveyor2, periods.notStarted, 'metals', blankSurveyData());
    expect(res.statusCode).toBe(200);
  });

  it('compares percentage totals as whole numbers', async () => {
    const data = validSurveyData();
    Object.assign(data.shipment.metal[0] as object, { usd_pct: 33.33 });
    Object.assign(data.shipment.metal[4] as object, { usd_pct: 33.33 });
    Object.assign(data.shipment.metal[8] as object, { usd_pct: 33.33 });
    expect((await savePage(surveyor2, period, 'metals', data)).statusCode).toBe(200);
    expect((await savePage(surveyor2, period, 'metals', validSurveyData())).statusCode).toBe(200);
  });

  it('refuses what the inputs cannot hold: 14 characters, three decimals, negatives, a 6-character percentage', async () => {
    const tooLong = broken((d) => (d.shipment.amount_usd = 12_345_678_901_234));
    const threeDecimals = broken((d) => (d.booking.amount_usd = 10.125));
    const negative = broken((d) => (d.shipment.english_tons = -1));
    const longPercent = broken((d) => Object.assign(d.shipment.market[0] as object, { usd_pct: 100.25 }));
    for (const [data, msg] of [
      [tooLong, INVALID_AMOUNT],
      [threeDecimals, INVALID_AMOUNT],
      [negative, INVALID_AMOUNT],
      [longPercent, INVALID_PERCENT],
    ] as const) {
      const res = await savePage(surveyor2, period, 'shipments', data);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_input', msg });
    }
    expect((await getPage(surveyor2, period)).json()).toEqual(validSurveyData());
  });

  it('refuses rows that are not the period’s own', async () => {
    const renamed = broken((d) => Object.assign(d.shipment.market[0] as object, { name: 'Toys' }));
    const res = await savePage(surveyor2, period, 'markets', renamed);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('rows_mismatch');
    expect((await savePage(surveyor2, period, 'shipments', { shipment: {} })).statusCode).toBe(400);
  });

  it('refuses a page that does not exist, and saving before the start', async () => {
    expect((await savePage(surveyor2, period, 'page9', validSurveyData())).statusCode).toBe(400);
    const notStarted = await savePage(surveyor, periods.notStarted, 'shipments', validSurveyData());
    expect(notStarted.statusCode).toBe(403);
    expect(notStarted.json().code).toBe('period_not_started');
  });

  it('records who saved and when', async () => {
    const item = await itemOf(surveyor2, period);
    expect(item.reported_by).toBe('Casey Tester');
    expect(Date.now() - new Date(item.mod_date_time).getTime()).toBeLessThan(60 * 60_000);
  });
});

describe('submitting and reopening', () => {
  const period = periods.submittedOpen;

  it('refuses to submit figures that break a rule on any page, with that rule’s message', async () => {
    await startAndFill(periods.pending, blankSurveyData());
    const pageOneOnly = blankSurveyData();
    Object.assign(pageOneOnly.shipment, { amount_usd: 500_000, english_tons: 100 });
    expect((await savePage(surveyor2, periods.pending, 'shipments', pageOneOnly)).statusCode).toBe(200);
    const res = await setSubmitted(surveyor2, periods.pending, true);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'errorSix', msg: messages.errorSix });
    expect((await itemOf(surveyor2, periods.pending)).is_submitted).toBe('false');
  });

  it('submits a valid month', async () => {
    const res = await setSubmitted(surveyor2, period, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reporting_period: period, is_submitted: 'true', is_open: true });
  });

  it('view mode is read-only: a submitted period takes no figures until reopened', async () => {
    const changed = validSurveyData();
    changed.booking.amount_usd = 1;
    const res = await savePage(surveyor2, period, 'shipments', changed);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('period_submitted');
    expect((await getPage(surveyor2, period)).json()).toEqual(validSurveyData());
  });

  it('reopens an open period with is_submitted false; then it takes figures again', async () => {
    const res = await setSubmitted(surveyor2, period, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().is_submitted).toBe('false');
    const changed = validSurveyData();
    changed.booking.amount_usd = 3_000_000;
    expect((await savePage(surveyor2, period, 'shipments', changed)).statusCode).toBe(200);
    expect((await setSubmitted(surveyor2, period, true)).statusCode).toBe(200);
  });

  it('a closed period cannot be reopened, saved or submitted', async () => {
    const closed = periods.submittedClosed;
    const reopen = await setSubmitted(surveyor, closed, false);
    expect(reopen.statusCode).toBe(403);
    expect(reopen.json().code).toBe('period_closed');
    expect((await itemOf(surveyor, closed)).is_submitted).toBe('true');
    expect((await savePage(surveyor, closed, 'shipments', validSurveyData())).statusCode).toBe(403);
  });

  it('refuses to reopen a period that was not submitted', async () => {
    const res = await setSubmitted(surveyor, periods.pending, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('period_not_submitted');
  });
});

describe('thresholds and labels', () => {
  it('gives the first page’s six limits as a one-item list, and none for the other pages', async () => {
    const res = await app.inject({ url: '/api/survey/threshold/shipments', headers: surveyor.headers });
    expect(res.json()).toEqual([
      {
        shipping_usd_llimit: 250_000,
        shipping_usd_ulimit: 40_000_000,
        shipping_tons_llimit: 25,
        shipping_tons_ulimit: 15_000,
        booking_usd_llimit: 250_000,
        booking_usd_ulimit: 45_000_000,
      },
    ]);
    expect((await app.inject({ url: '/api/survey/threshold/markets', headers: surveyor.headers })).json()).toEqual([]);
  });

  it('gives a screen’s texts from the database, including the error-page table', async () => {
    const labels = (await app.inject({ url: '/api/survey/labels/productData', headers: surveyor.headers })).json();
    expect(labels.errorOne).toBe(messages.errorOne);
    expect(labels.done).toBe('Done');
    expect(labels['market.Aerospace']).toContain('Airframes');
    const pages = (await app.inject({ url: '/api/survey/labels/errorPages', headers: surveyor.headers })).json();
    expect(pages).toEqual({ '400': '/400', '401': '/401', '403': '/403', '404': '/404', '500': '/500', '505': '/505' });
    expect((await app.inject({ url: '/api/survey/labels/nonsense', headers: surveyor.headers })).statusCode).toBe(400);
  });
});

describe('the benchmark', () => {
  const benchmark = (user: SignedIn, period: string) =>
    app.inject({ url: `/api/survey/benchmark/${period}`, headers: user.headers });

  it('shows the organisation’s figures beside quartiles of every submitted organisation, never a minimum or maximum', async () => {
    const res = await benchmark(surveyor, periods.submittedClosed);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const own = (await getPage(surveyor, periods.submittedClosed)).json() as SurveyData;
    expect(body.own.shipment_usd).toBe(own.shipment.amount_usd);
    expect(body.industry.organisations).toBe(11);
    const usd = body.industry.shipment_usd;
    expect(usd.lower_quartile).toBeLessThanOrEqual(usd.median);
    expect(usd.median).toBeLessThanOrEqual(usd.upper_quartile);
    expect(Object.keys(usd)).toEqual(['lower_quartile', 'median', 'upper_quartile']);
    expect(JSON.stringify(body)).not.toMatch(/"(min|max|minimum|maximum)"/);
    expect(body.industry.metal.map((m: { name: string }) => m.name)).toContain('Alloy steel');
    expect(body.industry.market).not.toBeNull();
  });

  it('is refused before the organisation submitted', async () => {
    const res = await benchmark(surveyor, periods.pending);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('not_submitted');
  });

  it('publishes nothing from fewer than five organisations', async () => {
    const admin = await signIn(app, 'surveyadmin');
    const fresh = shiftReportingPeriod(reportingPeriodOf(new Date()), 1);
    await app.inject({
      method: 'POST',
      url: '/api/survey/admin/periods',
      headers: admin.headers,
      payload: { reporting_period: fresh },
    });
    expect((await start(surveyor, fresh)).statusCode).toBe(200);
    for (const page of ['shipments', 'metals', 'markets']) await savePage(surveyor, fresh, page, validSurveyData());
    expect((await setSubmitted(surveyor, fresh, true)).statusCode).toBe(200);
    const res = await benchmark(surveyor, fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json().industry).toBeNull();
    expect(res.json().own.shipment_usd).toBe(validSurveyData().shipment.amount_usd);
    expect(res.json().min_organisations).toBe(5);
  });

  it('publishes at exactly five, without any organisation’s exact figure', async () => {
    // Four peers submitted the latest period; surveyor makes five.
    const latest = periods.notStarted;
    expect((await start(surveyor, latest)).statusCode).toBe(200);
    for (const page of ['shipments', 'metals', 'markets']) await savePage(surveyor, latest, page, validSurveyData());
    expect((await setSubmitted(surveyor, latest, true)).statusCode).toBe(200);
    const body = (await benchmark(surveyor, latest)).json();
    expect(body.industry.organisations).toBe(5);
    const admin = await signIn(app, 'surveyadmin');
    const csv = (
      await app.inject({ url: `/api/survey/admin/periods/${latest}/export`, headers: admin.headers })
    ).body.trim();
    const submittedUsd = csv
      .split('\r\n')
      .slice(1)
      .filter((line) => line.includes(',submitted,'))
      .map((line) => Number(line.split(',')[5]));
    expect(submittedUsd).toHaveLength(5);
    const { lower_quartile, median, upper_quartile } = body.industry.shipment_usd;
    for (const quartile of [lower_quartile, median, upper_quartile]) expect(submittedUsd).not.toContain(quartile);
  });
});
