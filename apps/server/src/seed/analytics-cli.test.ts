// `npm run seed:analytics -- --rows N` / `--scale K`: the large-table load of the benchmark, run on
// the test database through the command's own option handling (analytics-seed.ts).
import { describe, expect, it } from 'vitest';
import { pg } from '../../test/analytics-fixtures.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  USMTO_CATEGORIES,
  USMTO_INDUSTRIES,
  USMTO_STATES,
} from '../modules/analytics/datasets/usmto-orders/usmto-dimensions.ts';
import { computeUsmtoRow, USMTO_CELLS_PER_MONTH } from '../modules/analytics/datasets/usmto-orders/usmto-generator.ts';
import { rowsOfArgs, seedAnalytics } from './analytics-seed.ts';

const { app } = await buildTestApp();
const db = app.db;

const rows = () =>
  pg(
    db,
    `select to_char(period, 'YYYY-MM') as month, state_code as state, category, industry, shard, orders, units,
      value_usd from usmto_orders order by shard, period, state_code collate "C", category collate "C", industry collate "C"`,
  );
const version = async () =>
  (await pg(db, `select version, row_count from analytics_dataset_versions where dataset_id = 'usmto-orders'`))[0];

/** The generator's row number r as coordinates: industry fastest, then category, state, month, shard. */
function expectedRow(r: number, months: number) {
  const [I, C, S] = [USMTO_INDUSTRIES.length, USMTO_CATEGORIES.length, USMTO_STATES.length];
  const perShard = USMTO_CELLS_PER_MONTH * months;
  const m = Math.floor(r / USMTO_CELLS_PER_MONTH) % months;
  return computeUsmtoRow(m, Math.floor(r / (I * C)) % S, Math.floor(r / I) % C, r % I, Math.floor(r / perShard));
}
const byKey = (list: Array<Record<string, unknown>>) =>
  [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('npm run seed:analytics', () => {
  it('writes exactly the rows asked for with --rows, the same rows each time, and bumps the version', async () => {
    const before = await version();
    expect(await seedAnalytics({ db, args: ['--rows', '500'] })).toBe(500);
    const first = await rows();
    expect(first).toHaveLength(500);
    expect(await version()).toEqual({ version: (before?.version as number) + 1, row_count: 500 });
    // Every row is the generator's, computed independently in TypeScript, zero-unit cells included.
    const months = 1; // 500 rows all fall in January 2015, shard 0.
    expect(byKey(first)).toEqual(byKey(Array.from({ length: 500 }, (_, r) => expectedRow(r, months))));

    expect(await seedAnalytics({ db, args: ['--rows', '500'] })).toBe(500);
    expect(await rows()).toEqual(first);
  });

  it('fills every cell of a shard before starting the next one, cut at the count asked for', async () => {
    // As if run in March 2015: two months of data, so a shard holds two months of cells.
    const now = new Date('2015-03-15T12:00:00Z');
    const perShard = USMTO_CELLS_PER_MONTH * 2;
    expect(await seedAnalytics({ db, now, args: ['--rows', String(perShard + 7)] })).toBe(perShard + 7);
    const counts = await pg(db, `select shard, count(*)::int as n from usmto_orders group by 1 order by 1`);
    expect(counts).toEqual([
      { shard: 0, n: perShard },
      { shard: 1, n: 7 },
    ]);
    const second = await pg(
      db,
      `select to_char(period, 'YYYY-MM') as month, state_code as state, category, industry, shard, orders, units,
        value_usd from usmto_orders where shard = 1`,
    );
    expect(byKey(second)).toEqual(byKey(Array.from({ length: 7 }, (_, k) => expectedRow(perShard + k, 2))));

    expect(await seedAnalytics({ db, now, args: ['--scale', '2'] })).toBe(perShard * 2);
  });

  it('refuses a row count or scale that is not a whole number in range, and writes nothing', async () => {
    const before = await version();
    const usage = /^--rows must be a whole number from 1 to \d+ \(--scale from 1 to 60\)$/;
    for (const args of [
      ['--rows', '0'],
      ['--rows', '1.5'],
      ['--rows', 'many'],
      ['--scale', '61'],
      ['--size', '9'],
    ]) {
      expect(() => rowsOfArgs(args), args.join(' ')).toThrow(usage);
      await expect(seedAnalytics({ db, args })).rejects.toThrow(usage);
    }
    expect(await version()).toEqual(before);
  });
});
