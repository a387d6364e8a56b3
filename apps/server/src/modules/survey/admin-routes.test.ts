// The survey administrator's calls: periods opened and closed for everybody, who has submitted,
// the CSV export, thresholds and labels — and nobody else may make them.
import { PERIOD_EXISTS } from '@mti/contracts/survey/survey-admin-api';
import { validSurveyData } from '@mti/contracts/survey/survey-test-data';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type SignedIn, signIn } from '../../../test/sign-in.ts';
import { surveyorPeriods } from '../../seed/survey-demo.ts';

const { app } = await buildTestApp();
const periods = surveyorPeriods();
const admin = await signIn(app, 'surveyadmin');
const surveyor = await signIn(app, 'surveyor');

const call = (user: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/survey/admin${url}`, headers: user.headers, payload });

describe('who may administer the survey', () => {
  it('refuses every administrator call to a participant and to the identity administrator', async () => {
    const identityAdmin = await signIn(app, 'admin');
    for (const user of [surveyor, identityAdmin]) {
      for (const [method, url, payload] of [
        ['GET', '/periods'],
        ['POST', '/periods', { reporting_period: '203001' }],
        ['PUT', `/periods/${periods.pending}`, { is_open: false }],
        ['GET', `/periods/${periods.pending}/submissions`],
        ['GET', `/periods/${periods.pending}/export`],
        ['GET', '/thresholds'],
        ['PUT', '/thresholds/shipments', thresholds()],
        ['GET', '/labels'],
        ['PUT', '/labels/productData/next', { text: 'Onward' }],
      ] as const) {
        const res = await call(user, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    // Nothing changed on the way.
    expect((await call(admin, 'GET', '/periods')).json()).toHaveLength(12);
  });
});

describe('periods', () => {
  it('lists every period with how many organisations started and submitted it', async () => {
    const rows = (await call(admin, 'GET', '/periods')).json();
    expect(rows[0]).toEqual({
      reporting_period: periods.notStarted,
      is_open: true,
      organisations: 12,
      started: 4,
      submitted: 4,
    });
    expect(
      rows.find((r: { reporting_period: string }) => r.reporting_period === periods.submittedClosed),
    ).toMatchObject({
      is_open: false,
      submitted: 11,
    });
  });

  it('opens a new period for every organisation, once', async () => {
    const created = await call(admin, 'POST', '/periods', { reporting_period: '203001' });
    expect(created.statusCode).toBe(200);
    expect(created.json()[0]).toMatchObject({ reporting_period: '203001', is_open: true, started: 0 });
    const surveyorList = (await app.inject({ url: '/api/survey', headers: surveyor.headers })).json();
    expect(surveyorList[0]).toMatchObject({ reporting_period: '203001', is_started: 'false' });
    const again = await call(admin, 'POST', '/periods', { reporting_period: '203001' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'period_exists', msg: PERIOD_EXISTS });
    expect((await call(admin, 'POST', '/periods', { reporting_period: '203013' })).statusCode).toBe(400);
  });

  it('closes a period: members can then neither start nor save it; opening it again lets them', async () => {
    const closed = await call(admin, 'PUT', `/periods/${periods.pending}`, { is_open: false });
    expect(closed.statusCode).toBe(200);
    const save = await app.inject({
      method: 'PUT',
      url: `/api/survey/${periods.pending}/shipments`,
      headers: surveyor.headers,
      payload: validSurveyData(),
    });
    expect(save.statusCode).toBe(403);
    expect(save.json().code).toBe('period_closed');
    expect((await call(admin, 'PUT', `/periods/${periods.pending}`, { is_open: true })).statusCode).toBe(200);
    const retry = await app.inject({
      method: 'PUT',
      url: `/api/survey/${periods.pending}/shipments`,
      headers: surveyor.headers,
      payload: validSurveyData(),
    });
    expect(retry.statusCode).toBe(200);
    expect((await call(admin, 'PUT', '/periods/199901', { is_open: true })).statusCode).toBe(404);
  });

  it('shows where each organisation stands in a period', async () => {
    const rows = (await call(admin, 'GET', `/periods/${periods.notStarted}/submissions`)).json();
    expect(rows).toHaveLength(12);
    const summit = rows.find((r: { organisation_id: string }) => r.organisation_id === 'summit-forge');
    expect(summit).toEqual({
      organisation_id: 'summit-forge',
      organisation_name: 'Summit Forge & Ring Co.',
      is_started: false,
      is_submitted: false,
      mod_date_time: null,
      reported_by: null,
    });
    expect(rows.filter((r: { is_submitted: boolean }) => r.is_submitted)).toHaveLength(4);
    expect((await call(admin, 'GET', '/periods/199901/submissions')).statusCode).toBe(404);
  });
});

describe('the CSV export', () => {
  it('gives one line per organisation that started the period, with its figures and shares', async () => {
    const res = await call(admin, 'GET', `/periods/${periods.submittedClosed}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=survey-submissions-${periods.submittedClosed}.csv`,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(
      /^reporting_period,organisation,status,mod_date_time,reported_by,shipment_amount_usd,shipment_english_tons,booking_amount_usd,Carbon steel usd_pct,Carbon steel english_tons_pct,/,
    );
    expect(lines).toHaveLength(12);
    const summit = lines.find((line) => line.includes('Summit Forge & Ring Co.'));
    expect(summit?.split(',').slice(0, 3)).toEqual([periods.submittedClosed, 'Summit Forge & Ring Co.', 'submitted']);
    // A name with a comma is quoted.
    expect(res.body).toContain('"Valves, fittings and flanges usd_pct"');
  });
});

function thresholds(overrides: Record<string, number> = {}) {
  return {
    shipping_usd_llimit: 1_000,
    shipping_usd_ulimit: 2_000,
    shipping_tons_llimit: 1,
    shipping_tons_ulimit: 2,
    booking_usd_llimit: 1_000,
    booking_usd_ulimit: 2_000,
    ...overrides,
  };
}

describe('thresholds', () => {
  it("sets a page's limits, which the threshold call then gives", async () => {
    const res = await call(admin, 'PUT', '/thresholds/shipments', thresholds());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ page: 'shipments', ...thresholds() }]);
    const seen = await app.inject({ url: '/api/survey/threshold/shipments', headers: surveyor.headers });
    expect(seen.json()).toEqual([thresholds()]);
  });

  it('refuses a lower limit above its upper limit', async () => {
    const res = await call(admin, 'PUT', '/thresholds/shipments', thresholds({ shipping_tons_llimit: 5 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: 'Each lower limit must not be more than its upper limit.',
      field: 'shipping_tons_llimit',
    });
  });
});

describe('labels', () => {
  it('lists every text; a change shows on the screens and in the server’s own refusals', async () => {
    const all = (await call(admin, 'GET', '/labels')).json();
    expect(all).toContainEqual({ screen: 'productData', key: 'errorOne', text: expect.any(String) });
    const text = 'Enter the shipment value: tons without dollars cannot be right.';
    const res = await call(admin, 'PUT', '/labels/productData/errorOne', { text });
    expect(res.json()).toEqual({ screen: 'productData', key: 'errorOne', text });
    const labels = (await app.inject({ url: '/api/survey/labels/productData', headers: surveyor.headers })).json();
    expect(labels.errorOne).toBe(text);
    const data = validSurveyData();
    data.shipment.amount_usd = 0;
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/survey/${periods.pending}/shipments`,
      headers: surveyor.headers,
      payload: data,
    });
    expect(refused.json()).toEqual({ code: 'errorOne', msg: text });
  });

  it('refuses a blank text, an unknown label and an error page that is not a path of the site', async () => {
    expect((await call(admin, 'PUT', '/labels/productData/next', { text: '  ' })).json().msg).toBe(
      'The text cannot be blank.',
    );
    expect((await call(admin, 'PUT', '/labels/productData/noSuchKey', { text: 'x' })).statusCode).toBe(404);
    const external = await call(admin, 'PUT', '/labels/errorPages/404', { text: 'https://evil.example/' });
    expect(external.statusCode).toBe(400);
    expect(external.json().msg).toBe('An error page is a path of this site, such as /404.');
    expect((await call(admin, 'PUT', '/labels/errorPages/404', { text: '/500' })).statusCode).toBe(200);
  });
});
