import { describe, expect, it } from 'vitest';
import { pg } from '../../../../../test/analytics-fixtures.ts';
import { buildTestApp } from '../../../../../test/build-test-app.ts';
import { USMTO_STATES } from './usmto-dimensions.ts';
import { computeUsmtoRow, lastMonthIndex, monthIndexOf, monthKeyOf } from './usmto-generator.ts';
import { seedUsmtoOrders } from './usmto-sample.ts';

const { app } = await buildTestApp();
const db = app.db;

const digest = async (where = 'true') =>
  (
    await pg(
      db,
      `select count(*)::int as n, md5(string_agg(concat_ws('|', period, state_code, category, industry, shard, orders,
        units, value_usd), ',' order by period, state_code collate "C", category collate "C", industry collate "C", shard))
        as hash from usmto_orders where ${where}`,
    )
  )[0];

describe('USMTO sample data', () => {
  it('seeds January 2015 to last month, and seeding again writes the same rows', async () => {
    const [range] = await pg(
      db,
      `select to_char(min(period), 'YYYY-MM') as first, to_char(max(period), 'YYYY-MM') as last from usmto_orders`,
    );
    expect(range).toEqual({ first: '2015-01', last: monthKeyOf(lastMonthIndex(new Date())) });
    const before = await digest();
    expect(before?.n).toBeGreaterThan(100_000);
    await seedUsmtoOrders({ db });
    expect(await digest()).toEqual(before);
  });

  it('keeps the figures of past months when the calendar moves on', async () => {
    const past = await digest(`period < '2020-01-01'`);
    // As if run in February 2020: the data ends with January 2020, earlier months unchanged.
    await seedUsmtoOrders({ db, now: new Date('2020-02-10T12:00:00Z') });
    const [range] = await pg(db, `select to_char(max(period), 'YYYY-MM') as last from usmto_orders`);
    expect(range?.last).toBe('2020-01');
    expect(await digest(`period < '2020-01-01'`)).toEqual(past);
    await seedUsmtoOrders({ db });
  });

  it('gives California in March 2019 its known figures, the same in SQL and in TypeScript', async () => {
    const [row] = await pg(
      db,
      `select sum(units)::int as units, sum(orders)::int as orders, sum(value_usd)::bigint as value_usd
        from usmto_orders where state_code = 'CA' and period = '2019-03-01'`,
    );
    expect(row).toEqual({ units: 267, orders: 199, value_usd: 43_587_282 });

    const s = USMTO_STATES.findIndex((st) => st.code === 'CA');
    const cell = computeUsmtoRow(monthIndexOf(2019, 3), s, 0, 1);
    expect(cell).toMatchObject({
      category: 'Metal cutting',
      industry: 'Automotive',
      units: 10,
      orders: 7,
      value_usd: 1_780_763,
    });
    const [stored] = await pg(
      db,
      `select units, orders, value_usd from usmto_orders where state_code = 'CA' and period = '2019-03-01'
        and category = 'Metal cutting' and industry = 'Automotive'`,
    );
    expect(stored).toEqual({ units: cell.units, orders: cell.orders, value_usd: cell.value_usd });
  });

  it('has the shapes of the real series: the 2020 dip, the recovery, December peaks, the big states', async () => {
    const byYear = Object.fromEntries(
      (await pg(db, `select to_char(period, 'YYYY') as y, sum(units)::int as u from usmto_orders group by 1`)).map(
        (r) => [r.y, r.u as number],
      ),
    );
    expect(byYear['2020']).toBeLessThan((byYear['2019'] as number) * 0.9);
    expect(byYear['2022']).toBeGreaterThan((byYear['2020'] as number) * 1.3);
    const [months] = await pg(
      db,
      `select sum(units) filter (where extract(month from period) = 12)::int as dec,
        sum(units) filter (where extract(month from period) = 11)::int as nov from usmto_orders`,
    );
    expect(months?.dec).toBeGreaterThan((months?.nov as number) * 1.2);
    const top = await pg(db, `select state_code from usmto_orders group by 1 order by sum(value_usd) desc limit 3`);
    expect(top.map((r) => r.state_code)).toEqual(expect.arrayContaining(['CA', 'TX']));
    const [check] = await pg(db, `select count(*)::int as bad from usmto_orders where orders > units or units <= 0`);
    expect(check?.bad).toBe(0);
  });
});
