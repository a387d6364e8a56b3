// The analyzer works over any declared dataset: a second, small one (county FIPS key, tons and
// percent, other dimensions than USMTO's) registered beside the registry's, through the real
// routes — pivot, drill-down, export, what-if, blend, saved files — each figure against SQL run
// directly on its source rows in PostgreSQL/PGlite. Bad names, unknown and forbidden datasets are
// refused with {code, msg} and store nothing.
import { describe, expect, it } from 'vitest';
import { cellOf, pg } from '../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { COUNTY_TONNAGE_DATASET } from '../../../test/county-tonnage-dataset.ts';
import { filesApi, LAPSED_HOME, MEMBER_HOME, repositorySnapshot } from '../../../test/files-fixtures.ts';
import type { DatasetDef } from './dataset-declaration.ts';
import { REGISTERED_DATASETS } from './datasets/registry.ts';

/** The registry's datasets, every one of which the member may read. */
const REGISTERED_IDS = REGISTERED_DATASETS.map((d) => d.id);

/** A dataset whose feed is down: its load fails, the others answer all the same. */
const BROKEN_FEED: DatasetDef = {
  ...COUNTY_TONNAGE_DATASET,
  id: 'broken-feed',
  title: 'Broken feed (test)',
  copy: {
    tables: ['broken_feed'],
    load: async () => {
      throw new Error('the feed is down');
    },
  },
};
const { app } = await buildTestApp({}, undefined, {
  analyticsDatasets: [...REGISTERED_DATASETS, COUNTY_TONNAGE_DATASET, BROKEN_FEED],
});
await COUNTY_TONNAGE_DATASET.sampleData?.seed({ db: app.db });
const member = await signInWithAnalytics(app, 'member');
// Holds the role without a subscription: the fixture (subscription: false) opens, USMTO does not.
const lapsed = await signInWithAnalytics(app, 'lapsed');
const guest = await signInWithAnalytics(app, 'guest');
const files = filesApi(app, member);

const SOURCE = `(select *, to_char(period, 'YYYY-MM') as month, to_char(period, 'YYYY') as year
  from county_tonnage_source) f`;

const definition = {
  version: 1,
  dataset: 'county-tonnage',
  rows: ['county'],
  columns: ['year'],
  measures: [
    { id: 'tons', field: 'tons', aggregate: 'sum' },
    { id: 'share', field: 'share', aggregate: 'avg' },
  ],
};
/** A FIPS code as text (the raw-SQL helper reads '06037' as the number 6037). */
const fips = (v: unknown) => String(v).padStart(5, '0');
const post = (url: string, payload: object, headers = member.headers) =>
  app.inject({ method: 'POST', url: `/analytics/api/analyzer/${url}`, headers, payload });

describe('a second dataset beside USMTO', () => {
  it('is listed with its own dimensions, hierarchy, units and geographic key', async () => {
    const res = await app.inject({ url: '/analytics/api/analyzer/datasets', headers: member.headers });
    // The user's uploaded tables follow as datasets of their own (upload-dataset.test.ts).
    const products = res.json().datasets.filter((d: { source: string }) => d.source === 'product');
    expect(products.map((d: { id: string }) => d.id)).toEqual([...REGISTERED_IDS, 'county-tonnage']);
    const county = products.find((d: { id: string }) => d.id === 'county-tonnage');
    expect(county.dimensions.map((d: { id: string }) => d.id)).toEqual(['month', 'year', 'county', 'sector']);
    expect(county.hierarchies).toEqual([{ id: 'time', label: 'Time', levels: ['year', 'month'] }]);
    expect(county.measures).toEqual([
      { field: 'tons', label: 'Tons', format: 'decimal', unit: 'tons', aggregate: 'sum' },
      { field: 'share', label: 'Share', format: 'percent', unit: 'percent', aggregate: 'avg' },
    ]);
    expect(county.geo_keys).toEqual({ county_fips: 'county' });
    expect(county.period).toEqual({ first: '2024-01', last: '2025-12' });
    // The first call loads every dataset's copy: slow on a busy machine.
  }, 180_000);

  it('pivots to the figures SQL computes on the source rows', async () => {
    const res = await post('query', { definition });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.measures.map((m: { format: string }) => m.format)).toEqual(['decimal', 'percent']);
    const expected = await pg(
      app.db,
      `select county_fips, year, sum(tons) as t, avg(share) as s from ${SOURCE} group by 1, 2 order by 1, 2`,
    );
    expect(expected).toHaveLength(6);
    for (const r of expected) {
      expect(cellOf(result, [fips(r.county_fips)], [String(r.year)], 0)).toBeCloseTo(r.t as number, 6);
      expect(cellOf(result, [fips(r.county_fips)], [String(r.year)], 1)).toBeCloseTo(r.s as number, 6);
    }
    const [total] = await pg(app.db, `select sum(tons) as t from ${SOURCE}`);
    expect(cellOf(result, [null], [null], 0)).toBeCloseTo(total?.t as number, 6);
    expect(result.row_headers[0].labels).toEqual(['Autauga County, AL']);
  });

  it('drills down to the source rows of a cell', async () => {
    const res = await post('drilldown', {
      definition,
      cell: { row: ['06037'], column: ['2025'] },
      page: 1,
      page_size: 100,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.columns.map((c: { id: string }) => c.id)).toEqual(['month', 'county', 'sector', 'tons']);
    const rows = await pg(
      app.db,
      `select month, county_fips, sector, tons::float8 as tons from ${SOURCE}
        where county_fips = '06037' and year = '2025' order by period, county_fips, sector`,
    );
    expect(body.total_rows).toBe(rows.length);
    expect(body.rows).toEqual(rows.map((r) => [r.month, fips(r.county_fips), r.sector, r.tons]));
  });

  it('exports the table it shows', async () => {
    const res = await post('export', { definition: { ...definition, columns: [] }, format: 'csv' });
    expect(res.statusCode).toBe(200);
    const [wayne] = await pg(app.db, `select sum(tons) as t from ${SOURCE} where county_fips = '26163'`);
    // The label holds a comma: quoted.
    const line = res.body.split(/\r?\n/).find((l) => l.startsWith('"Wayne County, MI",'));
    expect(line?.split('",')[1]?.split(',')[0]).toBe(String(wayne?.t));
  });

  it('projects a what-if from the last actual year', async () => {
    const res = await post('query', {
      definition: {
        ...definition,
        rows: ['month'],
        columns: ['sector'],
        measures: [{ id: 'tons', field: 'tons', aggregate: 'sum' }],
        what_if: { months: 12, overall_percent_per_year: 20, members: [] },
      },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.projection).toEqual({ from: '2025-12', months: 12 });
    const [steel] = await pg(
      app.db,
      `select sum(tons) as t from ${SOURCE} where month = '2025-04' and sector = 'Steel'`,
    );
    expect(cellOf(result, ['2026-04'], ['Steel'])).toBeCloseTo((steel?.t as number) * 1.2, 6);
  });

  it('blends an uploaded table keyed by county FIPS, leading zeros lost and all', async () => {
    // A spreadsheet drops the zero of 01001: the key still finds Autauga County.
    const csv = 'FIPS,Target\n1001,10\n1001,5\n6037,7\n99999,100\n';
    expect((await files.upload({ importDir: MEMBER_HOME }, { name: 'targets.csv', content: csv })).statusCode).toBe(
      201,
    );
    const res = await post('query', {
      definition: {
        ...definition,
        columns: [],
        measures: [{ id: 'tons', field: 'tons', aggregate: 'sum' }],
        blend: {
          table: 'targets.csv',
          key: { column: 'FIPS', dimension: 'county' },
          measures: [{ id: 'target', column: 'Target' }],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(cellOf(result, ['01001'], [], 1)).toBe(15);
    expect(cellOf(result, ['06037'], [], 1)).toBe(7);
    expect(cellOf(result, [null], [], 1)).toBe(22);
  });

  it('saves the analysis as a .xanalyzer file that reopens and runs', async () => {
    const saved = await files.save(`${MEMBER_HOME}:Tonnage.xanalyzer`, definition);
    expect(saved.statusCode).toBe(201);
    const reopened = await files.content(`${MEMBER_HOME}:Tonnage.xanalyzer`);
    expect(reopened.json()).toMatchObject({ dataset: 'county-tonnage', rows: ['county'] });
    expect((await post('query', { definition: reopened.json() })).statusCode).toBe(200);
  });
});

describe('a dataset that fails to load', () => {
  it('answers 503 for itself and keeps nobody else waiting', async () => {
    const broken = await post('query', { definition: { ...definition, dataset: 'broken-feed' } });
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toEqual({
      code: 'analytics_unavailable',
      msg: 'The analysis data could not be loaded. Please try again later.',
    });
    expect((await post('query', { definition })).statusCode).toBe(200);
    const list = await app.inject({ url: '/analytics/api/analyzer/datasets', headers: member.headers });
    const products = list.json().datasets.filter((d: { source: string }) => d.source === 'product');
    expect(products.map((d: { id: string }) => d.id)).toEqual([...REGISTERED_IDS, 'county-tonnage']);
  });
});

describe('bad input: a clear 4xx, nothing stored', () => {
  const calls = (d: object, headers = member.headers) => [
    post('query', { definition: d }, headers),
    post('export', { definition: d, format: 'csv' }, headers),
    post('drilldown', { definition: d, cell: { row: [null], column: [null] } }, headers),
  ];

  it('refuses a dimension or measure of another dataset, naming it', async () => {
    for (const [patch, field, msg] of [
      [
        { rows: ['category'] },
        'definition.rows.0',
        '"category" is not a dimension of County tonnage (test). Choose a dimension from the list.',
      ],
      [
        { measures: [{ id: 'v', field: 'value_usd', aggregate: 'sum' }] },
        'definition.measures.0.field',
        '"value_usd" is not a measure of County tonnage (test). Choose a measure from the list.',
      ],
    ] as const) {
      for (const res of await Promise.all(calls({ ...definition, ...patch }))) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ code: 'invalid_input', msg, field });
      }
      const before = await repositorySnapshot(app);
      const save = await files.save(`${MEMBER_HOME}:Wrong.xanalyzer`, { ...definition, ...patch });
      expect(save.statusCode).toBe(400);
      expect(save.json()).toEqual({ code: 'invalid_input', msg, field });
      expect(await repositorySnapshot(app)).toEqual(before);
    }
  });

  it('answers 404 for a dataset nobody declared', async () => {
    const unknown = { ...definition, dataset: 'no-such-dataset' };
    for (const res of await Promise.all(calls(unknown))) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', msg: 'This dataset is not available.' });
    }
    const before = await repositorySnapshot(app);
    const save = await files.save(`${MEMBER_HOME}:Unknown.xanalyzer`, unknown);
    expect(save.statusCode).toBe(404);
    expect(await repositorySnapshot(app)).toEqual(before);
  });

  it('answers 403 for a dataset the user may not read, and lets each user read their own', async () => {
    const usmto = {
      ...definition,
      dataset: 'usmto-orders',
      rows: ['region'],
      measures: [{ id: 'v', field: 'value_usd', aggregate: 'sum' }],
    };
    for (const [d, headers] of [
      [usmto, lapsed.headers],
      [definition, guest.headers],
    ] as const) {
      for (const res of await Promise.all(calls(d, headers))) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 'forbidden', msg: 'You do not have permission to access this page.' });
      }
    }
    const before = await repositorySnapshot(app);
    const save = await filesApi(app, lapsed).save(`${LAPSED_HOME}:Orders.xanalyzer`, usmto);
    expect(save.statusCode).toBe(403);
    expect(await repositorySnapshot(app)).toEqual(before);
    // The lapsed user opens the dataset that needs no subscription.
    expect((await post('query', { definition }, lapsed.headers)).statusCode).toBe(200);
  });
});
