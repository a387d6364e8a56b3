// Map U.S. Markets through HTTP on the real app: its figures against SQL run directly on the seeded
// county rows in PGlite (not through DuckDB), its 400s, and who may open it.
import { countyLabel } from '@mti/contracts/markets/county-label';
import { MARKETS_CODES, MARKETS_MSG } from '@mti/contracts/markets/markets-api';
import { describe, expect, it } from 'vitest';
import { pg } from '../../../test/analytics-fixtures.ts';
import { signInToAnalytics, signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signInPastGates } from '../../../test/sign-in.ts';
import { prepareChoropleth } from './service.ts';

const { app } = await buildTestApp();
const member = await signInWithAnalytics(app, 'member');
const get = (url: string, headers: Record<string, string> = member.headers) => app.inject({ url, headers });

const FACTS = `county_manufacturing f join county_manufacturing_counties c using (county_fips)`;
const [latest] = await pg(app.db, 'select max(year) as y from county_manufacturing');
const YEAR = String(latest?.y);

describe('GET /analytics/api/markets/choropleth', () => {
  it('gives each county its consumption for one industry, as SQL sums it', async () => {
    const res = await get('/analytics/api/markets/choropleth?level=county&industry=332&measure=consumption_usd');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ level: 'county', industry: '332', year: YEAR, sample: true });
    expect(body.years).toHaveLength(3);
    const expected = await pg(
      app.db,
      `select 'k' || county_fips as k, county_name as name, sum(consumption_usd) as v
        from ${FACTS} where year = ${YEAR} and industry like '332%' group by 1, 2 order by 1`,
    );
    expect(expected.length).toBeGreaterThan(500);
    // Counties named as the map names them ("Harris County, TX").
    expect(
      body.values.map((v: { key: string; label: string; value: number }) => [`k${v.key}`, v.label, v.value]),
    ).toEqual(expected.map((r) => [r.k, countyLabel(String(r.k).slice(1), String(r.name)), r.v]));
    // The first request waits for the engine's first load of both datasets: slow on a busy machine.
  }, 120_000);

  it('gives each state its employment in every industry of an earlier year', async () => {
    const year = String(Number(YEAR) - 1);
    const res = await get(`/analytics/api/markets/choropleth?level=state&measure=employment&year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    const expected = await pg(
      app.db,
      `select state_code as k, sum(employment) as v from ${FACTS} where year = ${year} group by 1 order by 1`,
    );
    expect(expected).toHaveLength(51);
    expect(res.json().values.map((v: { key: string; value: number }) => [v.key, v.value])).toEqual(
      expected.map((r) => [r.k, r.v]),
    );
  });

  it('filters on a 4-digit industry', async () => {
    const res = await get('/analytics/api/markets/choropleth?level=state&industry=3335&measure=establishments');
    const expected = await pg(
      app.db,
      `select state_code as k, sum(establishments) as v from ${FACTS}
        where year = ${YEAR} and industry = '3335' group by 1 order by 1`,
    );
    expect(res.json().values.map((v: { key: string; value: number }) => [v.key, v.value])).toEqual(
      expected.map((r) => [r.k, r.v]),
    );
  });

  it('refuses an unknown industry, year, level or measure with 400 {code, msg}', async () => {
    const unknown = await get('/analytics/api/markets/choropleth?industry=3399');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: MARKETS_CODES.unknownIndustry,
      msg: MARKETS_MSG.unknownIndustry('3399'),
    });
    const year = await get('/analytics/api/markets/choropleth?year=1999');
    expect(year.statusCode).toBe(400);
    expect(year.json()).toMatchObject({ code: MARKETS_CODES.unknownYear, msg: MARKETS_MSG.unknownYear('1999') });
    for (const query of ['level=zip', 'measure=orders']) {
      const res = await get(`/analytics/api/markets/choropleth?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json()).sort(), query).toContain('msg');
    }
  });
});

describe('the choropleth pre-aggregate (decision 059)', () => {
  it('gives every industry and level the figures SQL sums from the rows, once built', async () => {
    await prepareChoropleth({
      engine: app.analyticsEngine,
      entitlements: { roles: ['mapus'], subscriptionActive: true },
    });
    const codes = await pg(
      app.db,
      `select distinct substr(industry, 1, 3) as code from county_manufacturing
        union select distinct industry from county_manufacturing where length(industry) = 4 order by 1`,
    );
    const year = String(Number(YEAR) - 1);
    const expected = await pg(
      app.db,
      `select code, level, 'r' || region as region, sum(establishments) as v from (
         select f.*, c.state_code, unnest(case when length(industry) = 3 then array[industry, 'all']
           else array[substr(industry, 1, 3), industry, 'all'] end) as code from ${FACTS}
         where year = ${year}) x,
       lateral (values ('state', state_code), ('county', county_fips)) as r(level, region)
       group by code, level, region order by code, level, region`,
    );
    const want = new Map<string, Array<[string, number]>>();
    for (const r of expected) {
      const key = `${r.code}|${r.level}`;
      want.set(key, [...(want.get(key) ?? []), [String(r.region).slice(1), Number(r.v)]]);
    }
    for (const code of ['all', ...codes.map((c) => String(c.code))])
      for (const level of ['state', 'county']) {
        const res = await get(
          `/analytics/api/markets/choropleth?level=${level}&industry=${code}&measure=establishments&year=${year}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        expect(
          res.json().values.map((v: { key: string; value: number }) => [v.key, v.value]),
          `${code} ${level}`,
        ).toEqual(want.get(`${code}|${level}`));
      }
  }, 120_000);
});

describe('GET /analytics/api/markets/regions/{region}/industries', () => {
  it("lists a state's ten largest industries by the measure, as SQL ranks them", async () => {
    const res = await get('/analytics/api/markets/regions/OH/industries?measure=consumption_usd');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.region).toEqual({ key: 'OH', label: 'Ohio', level: 'state' });
    const expected = await pg(
      app.db,
      `select 'n' || industry as k, sum(establishments) as e, sum(employment) as p, sum(consumption_usd) as v
        from ${FACTS} where year = ${YEAR} and state_code = 'OH' group by industry order by v desc, industry limit 10`,
    );
    expect(
      body.industries.map((i: Record<string, number | string>) => [
        `n${i.key}`,
        i.establishments,
        i.employment,
        i.consumption_usd,
      ]),
    ).toEqual(expected.map((r) => [r.k, r.e, r.p, r.v]));
  });

  it("lists a county's industries by employment", async () => {
    const res = await get('/analytics/api/markets/regions/26163/industries?measure=employment');
    expect(res.statusCode, res.body).toBe(200);
    const expected = await pg(
      app.db,
      `select 'n' || industry as k, employment as p from county_manufacturing
        where year = ${YEAR} and county_fips = '26163' order by employment desc, industry limit 10`,
    );
    expect(res.json().region).toEqual({ key: '26163', label: 'Wayne County, MI', level: 'county' });
    expect(res.json().industries.map((i: Record<string, number | string>) => [`n${i.key}`, i.employment])).toEqual(
      expected.map((r) => [r.k, r.p]),
    );
  });

  it('refuses a county FIPS or a state that does not exist with 400 {code, msg}', async () => {
    for (const region of ['99999', '26999', 'PR', 'ZZ']) {
      const res = await get(`/analytics/api/markets/regions/${region}/industries`);
      expect(res.statusCode, region).toBe(400);
      expect(res.json(), region).toEqual({
        code: MARKETS_CODES.unknownRegion,
        msg: MARKETS_MSG.unknownRegion(region),
        field: 'region',
      });
    }
  });
});

describe('who may open Map U.S. Markets', () => {
  it('refuses users without the mapus role or an active subscription, and any caller without a session', async () => {
    // newcomer holds usmto (the dataset opens for it in the analyzer) but not Map U.S. Markets.
    const newcomer = await signInToAnalytics(app, await signInPastGates(app, 'newcomer'));
    for (const [who, headers] of [
      ['guest', (await signInWithAnalytics(app, 'guest')).headers],
      ['lapsed', (await signInWithAnalytics(app, 'lapsed')).headers],
      ['newcomer', newcomer.headers],
    ] as const) {
      for (const url of ['/analytics/api/markets/choropleth', '/analytics/api/markets/regions/OH/industries']) {
        const res = await get(url, headers);
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        expect(res.json()).toEqual({ code: 'forbidden', msg: 'You do not have permission to access this page.' });
      }
    }
    const anonymous = await app.inject({ url: '/analytics/api/markets/choropleth' });
    expect(anonymous.statusCode).toBe(401);
  });
});
