// The analyzer while the engine loads its copy: the status it polls (state, rows so far, rows
// expected), a query asked during the first load answered 503 analytics_loading with Retry-After
// once the wait runs out, and the same query answered once the load is done. The load is held open
// by a loader that waits for the test, then loads the real copy.
import { describe, expect, it } from 'vitest';
import { pg } from '../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { loadUsmtoCopy } from './datasets/usmto-orders/usmto-copy-loader.ts';
import { USMTO_ORDERS_DATASET } from './datasets/usmto-orders/usmto-orders-dataset.ts';
import type { CopyLoader } from './duckdb-engine.ts';

function heldLoader(rowsSoFar: number) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reported: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    reported = resolve;
  });
  const loader: CopyLoader = async (options) => {
    options.onRows?.(rowsSoFar);
    reported();
    await held;
    return loadUsmtoCopy(options);
  };
  return { loader, started, release };
}

const definition = {
  version: 1,
  dataset: 'usmto-orders',
  rows: ['region'],
  measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
};

// One dataset: the status below speaks of the load this test holds open, not of the others'.
const analyticsDatasets = [USMTO_ORDERS_DATASET];
const held = heldLoader(1234);
const { app } = await buildTestApp({}, undefined, {
  analyticsEngine: { loaders: { 'usmto-orders': held.loader }, loadWaitMs: 50 },
  analyticsDatasets,
});
const failing: CopyLoader = async () => {
  throw new Error('the system of record is unreachable');
};
const { app: failingApp } = await buildTestApp({}, undefined, {
  analyticsEngine: { loaders: { 'usmto-orders': failing } },
  analyticsDatasets,
});

describe('the engine status while the copy loads', () => {
  it('says loading with the rows so far, answers queries 503 analytics_loading, then ready', async () => {
    const member = await signInWithAnalytics(app, 'member');
    const status = async () => {
      const res = await app.inject({ url: '/analytics/api/analyzer/status', headers: member.headers });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const [expected] = await pg(
      app.db,
      `select row_count from analytics_dataset_versions where dataset_id = 'usmto-orders'`,
    );

    // Asking for the status starts the first load (this app has no background tasks).
    expect((await status()).state).toBe('loading');
    await held.started;
    expect(await status()).toEqual({
      state: 'loading',
      rows_loaded: 1234,
      rows_expected: expected?.row_count,
      data_version: '0.0',
      source: {},
    });

    const refused = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/query',
      headers: member.headers,
      payload: { definition },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      code: 'analytics_loading',
      msg: 'The analysis data is still loading. Please try again in a moment.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const datasets = await app.inject({ url: '/analytics/api/analyzer/datasets', headers: member.headers });
    expect(datasets.statusCode).toBe(503);
    expect(datasets.json().code).toBe('analytics_loading');

    held.release();
    await app.analyticsEngine.whenReady();
    const ready = await status();
    expect(ready).toEqual({
      state: 'ready',
      rows_loaded: expected?.row_count,
      rows_expected: expected?.row_count,
      data_version: expect.stringMatching(/^[1-9]\d*\.1$/),
      // This app's loader is the test's own (it holds the load open): no columnar files for it.
      source: { 'usmto-orders': 'loader' },
    });
    const answered = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/query',
      headers: member.headers,
      payload: { definition },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().meta.data_version).toBe(ready.data_version);
  });

  it('says failed when the copy cannot be loaded, and queries get 503 analytics_unavailable', async () => {
    const member = await signInWithAnalytics(failingApp, 'member');
    const res = await failingApp.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/query',
      headers: member.headers,
      payload: { definition },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'analytics_unavailable',
      msg: 'The analysis data could not be loaded. Please try again later.',
    });
    const status = await failingApp.inject({ url: '/analytics/api/analyzer/status', headers: member.headers });
    expect(status.json()).toMatchObject({ state: 'failed', data_version: '0.0' });
  });

  it('answers the status only inside an analytics session', async () => {
    const res = await app.inject({ url: '/analytics/api/analyzer/status' });
    expect(res.statusCode).toBe(401);
  });
});
