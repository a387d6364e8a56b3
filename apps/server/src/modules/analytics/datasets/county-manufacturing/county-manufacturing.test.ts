// The county manufacturing sample, generator to analyzer: real counties from us-atlas, the rule
// that ties each state's consumption to the USMTO sample's orders (checked with SQL on both
// tables), and the analyzer's sums equal to SQL on the source rows.
import { describe, expect, it } from 'vitest';
import { cellOf, pg } from '../../../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../../../test/build-test-app.ts';

const { app } = await buildTestApp();
const member = await signInWithAnalytics(app, 'member');

describe('the county manufacturing sample', () => {
  it('holds every county of the 50 states and D.C. with its real FIPS code and name', async () => {
    const [counts] = await pg(
      app.db,
      `select count(*) as n, count(distinct state_code) as states from county_manufacturing_counties`,
    );
    expect(counts).toEqual({ n: 3142, states: 51 });
    const known = await pg(
      app.db,
      `select 'fips ' || county_fips as fips, county_name, state_code from county_manufacturing_counties
        where county_fips in ('26163', '06037', '39035') order by county_fips`,
    );
    expect(known).toEqual([
      { fips: 'fips 06037', county_name: 'Los Angeles', state_code: 'CA' },
      { fips: 'fips 26163', county_name: 'Wayne', state_code: 'MI' },
      { fips: 'fips 39035', county_name: 'Cuyahoga', state_code: 'OH' },
    ]);
    // Every county makes something in every year.
    const [without] = await pg(
      app.db,
      `select count(*) as n from county_manufacturing_counties c cross join (select distinct year from county_manufacturing) y
        where not exists (select 1 from county_manufacturing f where f.county_fips = c.county_fips and f.year = y.year)`,
    );
    expect(without?.n).toBe(0);
  }, 120_000);

  it('gives each state 1.25 × its USMTO orders of the year, rounded down per row', async () => {
    const county = await pg(
      app.db,
      `select c.state_code, f.year, sum(f.consumption_usd) as consumption, count(*) as n
        from county_manufacturing f join county_manufacturing_counties c using (county_fips) group by 1, 2`,
    );
    const years = [...new Set(county.map((r) => r.year as number))].sort();
    // Shard 0 is the sample itself (a benchmark seed adds shards).
    const usmto = await pg(
      app.db,
      `select state_code || ' ' || extract(year from period) as k, floor(sum(value_usd) * 1.25) as target
        from usmto_orders where shard = 0 and period >= '${years[0]}-01-01' and period <= '${years.at(-1)}-12-01'
        group by 1`,
    );
    const target = new Map(usmto.map((r) => [r.k as string, r.target as number]));
    const rows = county.map((r) => ({
      at: `${r.state_code} ${r.year}`,
      consumption: r.consumption as number,
      n: r.n as number,
      target: target.get(`${r.state_code} ${r.year}`) ?? Number.NaN,
    }));
    expect(rows.length).toBe(51 * 3);
    for (const r of rows) {
      const short = r.target - r.consumption;
      expect(short, r.at).toBeGreaterThanOrEqual(0);
      expect(short, r.at).toBeLessThan(r.n);
    }
    // Group-bys over 100,000 rows in PGlite: slow on a busy machine.
  }, 180_000);

  it('answers the analyzer with the sums SQL computes on the source rows', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/analytics/api/analyzer/query',
      headers: member.headers,
      payload: {
        definition: {
          version: 1,
          dataset: 'county-manufacturing',
          rows: ['state'],
          columns: ['subsector'],
          measures: [
            { id: 'emp', field: 'employment', aggregate: 'sum' },
            { id: 'usd', field: 'consumption_usd', aggregate: 'sum' },
          ],
          filters: { members: [{ dimension: 'year', values: ['2024'] }] },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    const expected = await pg(
      app.db,
      `select c.state_code, substr(f.industry, 1, 3) as sub, sum(f.employment) as emp, sum(f.consumption_usd) as usd
        from county_manufacturing f join county_manufacturing_counties c using (county_fips)
        where f.year = 2024 group by 1, 2`,
    );
    expect(expected.length).toBeGreaterThan(500);
    for (const r of expected) {
      expect(cellOf(result, [r.state_code as string], [String(r.sub)], 0)).toBe(r.emp);
      expect(cellOf(result, [r.state_code as string], [String(r.sub)], 1)).toBe(r.usd);
    }
  }, 120_000);

  it('names its counties as the map does, in the result, the dataset listing and the export', async () => {
    const definition = {
      version: 1,
      dataset: 'county-manufacturing',
      rows: ['county'],
      measures: [{ id: 'est', field: 'establishments', aggregate: 'sum' }],
      filters: { members: [{ dimension: 'county', values: ['48201', '22071', '51760'] }] },
    };
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/analytics/api/analyzer/${url}`, headers: member.headers, payload });
    const res = await post('query', { definition });
    expect(res.statusCode, res.body).toBe(200);
    const labels = res.json().row_headers.filter((h: { kind: string }) => h.kind === 'member');
    const named = labels.map((h: { members: string[]; labels: string[] }) => [h.members[0], h.labels[0]]);
    expect(named.sort((a: string[], b: string[]) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ['22071', 'Orleans Parish, LA'],
      ['48201', 'Harris County, TX'],
      ['51760', 'Richmond city, VA'],
    ]);
    // The filter chips and the field list read the members from the dataset listing.
    const datasets = await app.inject({ url: '/analytics/api/analyzer/datasets', headers: member.headers });
    const county = datasets
      .json()
      .datasets.find((d: { id: string }) => d.id === 'county-manufacturing')
      .dimensions.find((d: { id: string }) => d.id === 'county');
    expect(county.members.find((m: { key: string }) => m.key === '48201')).toEqual({
      key: '48201',
      label: 'Harris County, TX',
    });
    const csv = await post('export', { definition, format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toMatch(/^"Harris County, TX",\d+/m);
  }, 120_000);
});
