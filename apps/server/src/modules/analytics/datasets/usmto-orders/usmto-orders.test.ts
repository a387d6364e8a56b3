// The USMTO dataset through its declaration: its sample generator's rows, loaded by the engine and
// queried through the analyzer, give the figures SQL computes directly on the source rows; and an
// analysis saved before datasets had folders of their own still opens and runs.
import { describe, expect, it } from 'vitest';
import { cellOf, pg } from '../../../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../../../test/build-test-app.ts';
import { filesApi, MEMBER_HOME } from '../../../../../test/files-fixtures.ts';
import { saveSeedFiles } from '../../../files/provisioning.ts';
import { REGISTERED_DATASETS } from '../registry.ts';

const { app } = await buildTestApp();
const member = await signInWithAnalytics(app, 'member');
const query = (definition: object) =>
  app.inject({
    method: 'POST',
    url: '/analytics/api/analyzer/query',
    headers: member.headers,
    payload: { definition },
  });

describe('the USMTO sample, generator to analyzer', () => {
  it('gives the sums SQL computes on the generated rows', async () => {
    const dataset = REGISTERED_DATASETS.find((d) => d.id === 'usmto-orders');
    // A load of another month's sample through the declaration, then the engine's reload.
    await dataset?.sampleData?.seed({ db: app.db, now: new Date('2021-07-10T12:00:00Z') });
    await app.analyticsEngine.refresh('usmto-orders');
    const res = await query({
      version: 1,
      dataset: 'usmto-orders',
      rows: ['state'],
      columns: ['quarter'],
      measures: [
        { id: 'orders', field: 'orders', aggregate: 'sum' },
        { id: 'value', field: 'value_usd', aggregate: 'sum' },
      ],
      filters: { period: { from: '2020-01', to: '2021-06' } },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    const expected = await pg(
      app.db,
      `select state_code, to_char(period, 'YYYY') || '-Q' || extract(quarter from period) as q,
          sum(orders) as o, sum(value_usd) as v
        from usmto_orders where period between '2020-01-01' and '2021-06-01' group by 1, 2`,
    );
    expect(expected.length).toBeGreaterThan(200);
    for (const r of expected) {
      expect(cellOf(result, [r.state_code as string], [r.q as string], 0)).toBe(r.o);
      expect(cellOf(result, [r.state_code as string], [r.q as string], 1)).toBe(r.v);
    }
    const [all] = await pg(app.db, `select max(to_char(period, 'YYYY-MM')) as last from usmto_orders`);
    expect(all?.last).toBe('2021-06');
    // A seed and a reload of the whole sample: slow on a busy machine.
  }, 180_000);
});

/** An analysis as the analyzer stored it before this change (every default written out, a state blend). */
const SAVED_BEFORE = `{
  "version": 1,
  "dataset": "usmto-orders",
  "title": "Orders by region",
  "rows": [
    "region"
  ],
  "columns": [
    "year"
  ],
  "measures": [
    {
      "id": "value",
      "field": "value_usd",
      "aggregate": "sum",
      "calculation": "none",
      "label": "Order value"
    }
  ],
  "filters": {
    "period": {
      "from": "2020-01",
      "to": "2020-12"
    },
    "members": []
  },
  "sort": {},
  "totals": {
    "row_grand_total": true,
    "column_grand_total": true,
    "subtotals": false
  },
  "chart": {
    "type": "bar",
    "measure": "value"
  },
  "blend": {
    "table": "State shop figures.csv",
    "key": {
      "column": "State",
      "dimension": "state"
    },
    "measures": [
      {
        "id": "shops",
        "column": "Machine shops",
        "aggregate": "sum"
      }
    ]
  }
}`;

describe('an analysis saved in the old format', () => {
  it('opens from My Files and runs, blend included', async () => {
    const [owner] = await pg(app.db, `select site_id, timss_customer from users where userid = 'member'`);
    const siteId = String(owner?.site_id);
    const [home] = await pg(
      app.db,
      `select id from repository_files where owner_site_id = '${siteId}' and parent_id is null`,
    );
    await saveSeedFiles({
      db: app.db,
      owner: { siteId, timssCustomer: String(owner?.timss_customer).padStart(9, '0') },
      homeId: String(home?.id),
      items: [
        {
          id: '5a1ed0ff-0000-4000-a000-000000000001',
          names: ['Saved before.xanalyzer'],
          isFolder: false,
          content: Buffer.from(SAVED_BEFORE),
          createdAt: new Date('2026-03-01T10:00:00Z'),
          modifiedAt: new Date('2026-03-01T10:00:00Z'),
        },
      ],
    });
    const opened = await filesApi(app, member).content(`${MEMBER_HOME}:Saved before.xanalyzer`);
    expect(opened.statusCode).toBe(200);
    const res = await query(opened.json());
    expect(res.statusCode).toBe(200);
    const [west] = await pg(
      app.db,
      `select sum(value_usd) as v from usmto_orders o join usmto_states s using (state_code)
        where s.region = 'West' and o.period between '2020-01-01' and '2020-12-01'`,
    );
    expect(cellOf(res.json(), ['West'], ['2020'], 0)).toBe(west?.v);
    expect(res.json().measures.map((m: { id: string }) => m.id)).toEqual(['value', 'shops']);
  });
});
