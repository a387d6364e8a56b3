// The copy kept as Parquet files per data version (columnar-files.ts): a restart with the same
// version reads the files, a new version copies from the system of record again and removes the old
// files, and a damaged or missing file falls back to the copy, never to wrong figures. Each engine
// here is a "restart": a new engine over the same system database and the same folder.
import { mkdtemp, readdir, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FACTS, pg } from '../../../test/analytics-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { seedUsmtoOrders } from './datasets/usmto-orders/usmto-sample.ts';
import { createAnalyticsEngine } from './duckdb-engine.ts';

const { app } = await buildTestApp();
const dir = await mkdtemp(path.join(tmpdir(), 'mti-columnar-test-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const notes: string[] = [];
const log = { info: (o: object) => notes.push(JSON.stringify(o)), error: () => {} };

/** Starts an engine over the app's database and the folder, waits for its copy, and hands back what it shows. */
async function restart() {
  const engine = createAnalyticsEngine({ db: app.db, log, columnarDir: dir, threads: 1 });
  await engine.whenReady();
  const byState = await engine.query(
    `select cast(state as varchar) as state, cast(region as varchar) as region, cast(sum(value_usd) as double) as v,
       cast(sum(units) as double) as u, cast(count(*) as integer) as n, strftime(min(period), '%Y-%m') as first
     from usmto_orders group by all order by state`,
  );
  const status = engine.status();
  const bounds = engine.periodBounds('usmto-orders');
  await engine.close();
  return { source: status.source['usmto-orders'], byState, bounds, version: status.data_version };
}

/** The same figures computed on the system of record. */
async function expected() {
  return (
    await pg(
      app.db,
      `select state_code as state, region, sum(value_usd)::float8 as v, sum(units)::float8 as u, count(*)::int as n,
         min(month) as first from ${FACTS} group by 1, 2 order by 1`,
    )
  ).map((r) => ({ ...r, v: Number(r.v), u: Number(r.u) }));
}

const versionFolders = async () => (await readdir(path.join(dir, 'usmto-orders'))).sort();
const parquetOf = async () => {
  const [folder] = await versionFolders();
  return path.join(dir, 'usmto-orders', folder as string, 'usmto_orders.parquet');
};

describe('the columnar copy per data version', () => {
  it('copies from the database first, then reads the files while the version is unchanged', async () => {
    const first = await restart();
    expect(first.source).toBe('database');
    expect(first.byState).toEqual(await expected());
    expect(await versionFolders()).toHaveLength(1);
    expect((await stat(await parquetOf())).size).toBeGreaterThan(0);

    const second = await restart();
    expect(second.source).toBe('columnar_file');
    expect(second.byState).toEqual(first.byState);
    expect(second.bounds).toEqual(first.bounds);
    // Same version of the data: the results cached under it stay valid.
    expect(second.version).toBe(first.version);
  });

  it('copies from the database on an explicit refresh (after a data load), whatever files exist', async () => {
    const engine = createAnalyticsEngine({ db: app.db, log, columnarDir: dir, threads: 1 });
    await engine.whenReady();
    expect(engine.status().source['usmto-orders']).toBe('columnar_file');
    await engine.refresh('usmto-orders');
    expect(engine.status().source['usmto-orders']).toBe('database');
    await engine.close();
  });

  it('copies again from the database when a file is cut short, and writes it anew', async () => {
    const file = await parquetOf();
    await truncate(file, Math.floor((await stat(file)).size / 2));
    const damaged = await restart();
    expect(damaged.source).toBe('database');
    expect(damaged.byState).toEqual(await expected());
    expect(notes.join('\n')).toContain('does not match its checksum');
    expect((await restart()).source).toBe('columnar_file');
  });

  it('copies again when a file or the manifest is missing, or the manifest is unreadable', async () => {
    await rm(await parquetOf());
    expect((await restart()).source).toBe('database');
    const [folder] = await versionFolders();
    await writeFile(path.join(dir, 'usmto-orders', folder as string, 'manifest.json'), '{"format": 1, "tab');
    const unreadable = await restart();
    expect(unreadable.source).toBe('database');
    expect(unreadable.byState).toEqual(await expected());
  });

  it('reloads from the database when the data version changes, and removes the old version’s files', async () => {
    const [oldFolder] = await versionFolders();
    // A new load in the system of record (as if run in February 2020): fewer months, a new version.
    await seedUsmtoOrders({ db: app.db, now: new Date('2020-02-10T12:00:00Z') });
    const reloaded = await restart();
    expect(reloaded.source).toBe('database');
    expect(reloaded.byState).toEqual(await expected());
    expect(reloaded.bounds?.last).toBe('2020-01');
    const folders = await versionFolders();
    expect(folders).toHaveLength(1);
    expect(folders[0]).not.toBe(oldFolder);

    const again = await restart();
    expect(again.source).toBe('columnar_file');
    expect(again.byState).toEqual(await expected());
    expect(again.bounds?.last).toBe('2020-01');
  });
});
