// Analyzer benchmark (issue 6): the analyzer's typical queries through its engine (query builder
// and DuckDB copy, cache off) over the USMTO table at 2 million and 20 million rows, beside the
// same queries in SQL on a real PostgreSQL 15 server that this script starts and stops itself.
// Both engines generate the rows themselves with the sample data's formula (usmto-generator.ts),
// so each holds exactly the same data without shipping millions of rows through the app.
// Sizes: 2 million rows; `npm run bench:analyzer -- --20m` adds 20 million (about half an hour more
// on a 2-core machine), or BENCH_SIZES="2000000,20000000" sets them; BENCH_RUNS (default "20,8", per
// size) the timed runs. Issue 12 adds: every registered dataset loaded (the others from their sample
// in the system of record), the engine's load rate from PostgreSQL and from PGlite (bulk-copy.ts) and
// at a restart from its Parquet files (columnar-files.ts), beside a bare DuckDB insert of the same
// rows; the engine's memory; which summary table (rollups.ts) each query read; and one user's small
// analyses while another runs ten heavy ones (query-scheduler.ts). BENCH_LOAD_ROWS (default: the
// first size) sizes the loads. Issue 18 adds a pivot with calculations beside the plain one, and a
// top-N ranked by a calculation beside the one ranked by a measure. BENCH_ENGINE_ONLY_FROM=<rows>
// measures sizes from that many rows on the engine alone (PostgreSQL took 6–44 s a query at 20
// million rows): no PostgreSQL table, query or speed-up there, and the tables say so.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { startPostgres } from './support/postgres.mjs';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = (p) => path.join(root, 'apps/server/src', p);
const { usmtoGeneratorSql, lastMonthIndex, monthKeyOf, USMTO_CELLS_PER_MONTH } = await import(
  src('modules/analytics/datasets/usmto-orders/usmto-generator.ts')
);
const { createAnalyticsEngine } = await import(src('modules/analytics/duckdb-engine.ts'));
const { generateUsmtoCopy } = await import(src('modules/analytics/datasets/usmto-orders/usmto-copy-loader.ts'));
const { seedUsmtoOrders } = await import(src('modules/analytics/datasets/usmto-orders/usmto-sample.ts'));
const { runAnalysis } = await import(src('modules/analytics/service.ts'));
const { planAnalysis } = await import(src('modules/analytics/analysis-plan.ts'));
const { chooseRollup } = await import(src('modules/analytics/rollups.ts'));
const { REGISTERED_DATASETS } = await import(src('modules/analytics/datasets/registry.ts'));
const { seedSample } = await import(src('modules/analytics/provisioning.ts'));
const { USMTO_STATES } = await import(src('modules/analytics/datasets/usmto-orders/usmto-dimensions.ts'));
const { openDatabase } = await import(src('platform/db.ts'));
const { migrate } = await import(src('platform/migrate.ts'));
const { analysisDefinition } = await import(path.join(root, 'packages/contracts/src/analytics/analysis-definition.ts'));

const SIZES = (process.env.BENCH_SIZES ?? (process.argv.includes('--20m') ? '2000000,20000000' : '2000000'))
  .split(',')
  .map(Number);
const RUNS = (process.env.BENCH_RUNS ?? '20,8').split(',').map(Number);
// PostgreSQL's timed runs per size (default: as many as the analyzer's). At 20 million rows one of its
// queries takes 6–44 s: BENCH_PG_RUNS="20,3" keeps that size's run under half an hour.
const PG_RUNS = (process.env.BENCH_PG_RUNS ?? '').split(',').filter(Boolean).map(Number);
const WARMUP = 2;
const CSV_ROWS = 200_000;
// Issue 12 raised the 20 million target from 1 s to 100 ms (it was 1,000 ms).
const TARGET_P95_MS = () => 100;
const LOAD_ROWS = Number(process.env.BENCH_LOAD_ROWS ?? SIZES[0]);
const TARGET_LOAD_ROWS_PER_S = 500_000;
const TARGET_FAIR_P95_MS = 300;
const HEAVY_FROM_A = 10;
// The small analysis is timed this many times at least: a p95 of 8 runs is their slowest one.
const FAIR_RUNS = 40;
const ENGINE_ONLY_FROM = Number(process.env.BENCH_ENGINE_ONLY_FROM ?? Number.POSITIVE_INFINITY);

const months = lastMonthIndex(new Date()) + 1;
const lastMonth = monthKeyOf(months - 1);
const firstOfYear = monthKeyOf(months - 12);

// ---- the queries --------------------------------------------------------------------------

const define = (d) => analysisDefinition.parse({ version: 1, dataset: 'usmto-orders', ...d });
const QUERIES = [
  {
    name: '12-month trend by region',
    definition: define({
      rows: ['month'],
      columns: ['region'],
      measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
      filters: { period: { from: firstOfYear, to: lastMonth } },
    }),
    pg: {
      text: `select to_char(period, 'YYYY-MM') as month, region, sum(value_usd)::float8 as value from bench_orders
        where period >= $1::date and period <= $2::date
        group by grouping sets ((to_char(period, 'YYYY-MM'), region), (to_char(period, 'YYYY-MM')), (region), ())`,
      values: [`${firstOfYear}-01`, `${lastMonth}-01`],
    },
  },
  {
    name: 'state × category pivot, totals',
    definition: define({
      rows: ['state'],
      columns: ['category'],
      measures: [
        { id: 'value', field: 'value_usd', aggregate: 'sum' },
        { id: 'units', field: 'units', aggregate: 'sum' },
      ],
    }),
    pg: {
      text: `select state_code, category, sum(value_usd)::float8 as value, sum(units)::float8 as units from bench_orders
        group by grouping sets ((state_code, category), (state_code), (category), ())`,
      values: [],
    },
  },
  {
    // Issue 18: the same pivot with calculations beside it (a ratio, a share, % of row), computed
    // over the grouped result after the query; the plain pivot above is its baseline.
    name: 'same pivot + ratio, share, % of row',
    definition: define({
      rows: ['state'],
      columns: ['category'],
      measures: [
        { id: 'value', field: 'value_usd', aggregate: 'sum' },
        { id: 'units', field: 'units', aggregate: 'sum' },
      ],
      calcs: [
        { kind: 'expression', id: 'per_unit', expression: 'value / units', unit: 'currency' },
        { kind: 'share_of_total', id: 'share', measure: 'value' },
      ],
      show_as: { units: 'percent_of_row' },
    }),
    pg: {
      text: `with g as (select state_code, category, grouping(state_code, category) as gid, sum(value_usd)::float8 as value,
          sum(units)::float8 as units from bench_orders group by grouping sets ((state_code, category), (state_code), (category), ()))
        select g.*, value / nullif(units, 0) as per_unit, 100 * value / nullif(sum(value) filter (where gid = 3) over (), 0) as share,
          100 * units / nullif(sum(units) filter (where gid = 1) over (partition by state_code), 0) as units_of_row from g`,
      values: [],
    },
  },
  {
    name: "top-10 states + 'Other'",
    definition: define({
      rows: ['state'],
      measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
      top_n: { dimension: 'state', measure: 'value', n: 10 },
    }),
    pg: {
      text: `with top as (select state_code from bench_orders group by state_code order by sum(value_usd) desc, state_code limit 10)
        select s, sum(v)::float8 as value from (
          select case when state_code in (select state_code from top) then state_code else 'Other' end as s, value_usd as v
          from bench_orders) x
        group by grouping sets ((s), ())`,
      values: [],
    },
  },
  {
    // Issue 18: the top-N ranked by a calculation needs a first run to rank (top-n-by-result.ts).
    name: "top-10 states by value per unit + 'Other'",
    definition: define({
      rows: ['state'],
      measures: [
        { id: 'value', field: 'value_usd', aggregate: 'sum' },
        { id: 'units', field: 'units', aggregate: 'sum' },
      ],
      calcs: [{ kind: 'expression', id: 'per_unit', expression: 'value / units' }],
      top_n: { dimension: 'state', measure: 'per_unit', n: 10 },
    }),
    pg: {
      text: `with top as (select state_code from bench_orders group by state_code
          order by sum(value_usd)::float8 / nullif(sum(units), 0) desc nulls last, state_code limit 10)
        select s, sum(v)::float8 as value, sum(u)::float8 as units, sum(v)::float8 / nullif(sum(u), 0) as per_unit from (
          select case when state_code in (select state_code from top) then state_code else 'Other' end as s, value_usd as v, units as u
          from bench_orders) x
        group by grouping sets ((s), ())`,
      values: [],
    },
  },
  {
    name: `blend, ${CSV_ROWS.toLocaleString('en-US')}-row CSV`,
    definition: define({
      rows: ['state'],
      measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
      blend: {
        table: 'customers.csv',
        key: { column: 'state', dimension: 'state' },
        measures: [{ id: 'quota', column: 'quota', aggregate: 'sum' }],
      },
    }),
    pg: {
      text: `with d as (select state_code, sum(value_usd)::float8 as v from bench_orders group by grouping sets ((state_code), ())),
        u as (select state, sum(quota) as q from bench_customers group by grouping sets ((state), ()))
        select d.state_code, d.v, u.q from d left join u on u.state is not distinct from d.state_code`,
      values: [],
    },
  },
  {
    // Reads a distinct-value summary of units (rollups.ts, decision 092); it read every row before.
    name: 'distinct unit counts by region',
    definition: define({
      rows: ['region'],
      measures: [{ id: 'kinds', field: 'units', aggregate: 'count_distinct' }],
    }),
    pg: {
      text: `select region, count(distinct units)::float8 as kinds from bench_orders group by grouping sets ((region), ())`,
      values: [],
    },
  },
];
/**
 * The heavy analysis of the fairness case: reads every row. Distinct unit counts read a distinct-value
 * summary since decision 092; dollar amounts have nearly as many values as rows, so none is built.
 */
const HEAVY = define({
  rows: ['region'],
  measures: [{ id: 'amounts', field: 'value_usd', aggregate: 'count_distinct' }],
});

/** An uploaded CSV of customers: id, state, yearly quota, visits; parsed as the upload would. */
function customersCsv() {
  const lines = ['customer,state,quota,visits'];
  for (let i = 0; i < CSV_ROWS; i++) {
    const state = USMTO_STATES[(i * 7) % USMTO_STATES.length].code;
    lines.push(`C${String(i).padStart(6, '0')},${state},${(i % 997) * 100},${i % 13}`);
  }
  return lines.join('\n');
}
function parseCsv(text) {
  const [header, ...rows] = text.split('\n');
  return { columns: header.split(','), rows: rows.map((line) => line.split(',')) };
}

// ---- measuring ------------------------------------------------------------------------------

function printTable(header, table) {
  const widths = header.map((h, c) => Math.max(h.length, ...table.map((r) => r[c].length)));
  const line = (cells) => `| ${cells.map((v, c) => v.padEnd(widths[c])).join(' | ')} |`;
  console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}\n${table.map(line).join('\n')}`);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
async function measure(runs, fn, warmup = WARMUP) {
  for (let i = 0; i < warmup; i++) await fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
const secs = (t) => `${((Date.now() - t) / 1000).toFixed(1)} s`;

async function benchSize(rows, runs, pgRuns, pool, appDb, csv) {
  const range = {
    fromMonth: 0,
    months,
    shards: Math.ceil(rows / (USMTO_CELLS_PER_MONTH * months)),
    onlyNonZero: false,
    limitRows: rows,
  };
  const withPostgres = rows < ENGINE_ONLY_FROM;
  let t = Date.now();
  if (withPostgres) {
    await pool.query('drop table if exists bench_orders');
    await pool.query(`create unlogged table bench_orders as ${usmtoGeneratorSql('postgres', range)}`);
    await pool.query('create index on bench_orders (period)');
    await pool.query('vacuum analyze bench_orders');
    console.log(`  PostgreSQL: ${rows.toLocaleString('en-US')} rows generated, indexed and analysed in ${secs(t)}`);
  } else {
    console.log(`  PostgreSQL: NOT RUN at this size (BENCH_ENGINE_ONLY_FROM=${ENGINE_ONLY_FROM}): the engine alone`);
  }

  t = Date.now();
  // Every registered dataset: USMTO generated at this size, the others from their sample.
  const engine = createAnalyticsEngine({
    db: appDb,
    log: { info: () => {}, error: (o, m) => console.error(m, o) },
    loaders: { 'usmto-orders': generateUsmtoCopy(range) },
  });
  await engine.whenReady();
  await engine.whenFinished();
  console.log(
    `  DuckDB: ${rows.toLocaleString('en-US')} rows generated, summaries built, in ${secs(t)}; datasets loaded: ${engine
      .datasets()
      .map((d) => d.id)
      .join(', ')}`,
  );
  const [duck] = await engine.query(
    'select cast(sum(value_usd) as double) as v, cast(count(*) as integer) as n from usmto_orders',
  );
  if (duck.n !== rows) throw new Error(`the engine holds ${duck.n} rows, not ${rows}`);
  if (withPostgres) {
    const [post] = (await pool.query('select sum(value_usd)::float8 as v, count(*)::int as n from bench_orders')).rows;
    if (duck.v !== post.v || duck.n !== post.n) throw new Error(`engines disagree: ${JSON.stringify({ duck, post })}`);
  }

  const results = [];
  for (const q of QUERIES) {
    const userTables = [{ id: 'bench:customers.csv', name: 'customers.csv', ...csv }];
    const run = () =>
      runAnalysis({ engine, definition: q.definition, entitlements: { roles: ['usmto'] }, userTables, cache: false });
    const check = await run();
    const duckdb = await measure(runs, run);
    // Fewer PostgreSQL runs than the analyzer's warm up once (a query of 44 s warms its cache as well as two).
    const postgres = withPostgres
      ? await measure(pgRuns, () => pool.query(q.pg.text, q.pg.values), pgRuns < runs ? 1 : WARMUP)
      : null;
    const cached = await measure(runs, () =>
      runAnalysis({ engine, definition: q.definition, entitlements: { roles: ['usmto'] }, userTables }),
    );
    const rollup = chooseRollup(planAnalysis(engine.datasets()[0], q.definition), engine.rollupsOf('usmto-orders'));
    const kind = rollup?.distinctOf ? 'distinct-value summary' : 'summary';
    const reads = rollup ? `${kind}, ${rollup.rows.toLocaleString('en-US')} rows` : 'rows';
    results.push({ rows, name: q.name, duckdb, postgres, cached, cells: check.meta.cell_count, reads });
    const pgP95 = postgres ? `${postgres.p95.toFixed(1)} ms` : 'not run';
    console.log(`  ${q.name}: DuckDB p95 ${duckdb.p95.toFixed(1)} ms, PostgreSQL p95 ${pgP95}`);
  }
  const fair = await fairness(engine, runs, csv);
  const memory = await engineMemory(engine);
  await engine.close();
  if (withPostgres) await pool.query('drop table bench_orders');
  return { results, fair, memory };
}

// ---- loading the engine (issue 12) ---------------------------------------------------------

const quiet = { info: () => {}, error: (o, m) => console.error(m, o) };
/**
 * The process's CPU time (every thread: PGlite's on the main one, DuckDB's own) since `from`: on a
 * shared machine the wall time of a load says more about the other processes than about the load.
 */
const cpuMsSince = (from) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};
const rate = (rows, ms) => Math.round(rows / (ms / 1000));

/**
 * The engine's load from the system of record (its real loader, writing its Parquet files), after
 * seeding `rows` there; then a restart over the same version, which reads those files.
 */
async function loadRates(label, database, rows) {
  let t = Date.now();
  const seeded = await seedUsmtoOrders({ db: database.db, rows });
  console.log(`  ${label}: ${seeded.toLocaleString('en-US')} rows seeded in ${secs(t)}`);
  const columnarDir = mkdtempSync(path.join(tmpdir(), 'mti-bench-columnar-'));
  const out = [];
  try {
    for (const step of ['copy', 'restart']) {
      const engine = createAnalyticsEngine({ db: database.db, log: quiet, columnarDir });
      t = Date.now();
      const cpu = process.cpuUsage();
      await engine.whenReady();
      const ms = Date.now() - t;
      const cpuMs = cpuMsSince(cpu);
      // Then its summaries and (after a copy) its Parquet files, while it already answers.
      await engine.whenFinished();
      const finishedMs = Date.now() - t;
      const source = engine.status().source['usmto-orders'];
      const memory = await engineMemory(engine);
      await engine.close();
      const what = step === 'copy' ? 'copy + Parquet written' : 'restart, from Parquet';
      out.push({
        label: `${label}: ${what} (${source})`,
        rows: seeded,
        ms,
        finishedMs,
        rowsPerS: rate(seeded, ms),
        cpuMs,
        memory,
      });
    }
  } finally {
    rmSync(columnarDir, { recursive: true, force: true });
  }
  return out;
}

/** The same rows generated and inserted inside DuckDB alone: what a load cannot beat. */
async function bareInsertRate(database, rows) {
  const range = {
    fromMonth: 0,
    months,
    shards: Math.ceil(rows / (USMTO_CELLS_PER_MONTH * months)),
    onlyNonZero: false,
    limitRows: rows,
  };
  const engine = createAnalyticsEngine({
    db: database.db,
    log: quiet,
    loaders: { 'usmto-orders': generateUsmtoCopy(range) },
  });
  const t = Date.now();
  const cpu = process.cpuUsage();
  await engine.whenReady();
  const ms = Date.now() - t;
  const cpuMs = cpuMsSince(cpu);
  await engine.whenFinished();
  const finishedMs = Date.now() - t;
  await engine.close();
  return {
    label: 'bare DuckDB insert (generated in DuckDB)',
    rows,
    ms,
    finishedMs,
    rowsPerS: rate(rows, ms),
    cpuMs,
    memory: null,
  };
}

async function engineMemory(engine) {
  const [m] = await engine.query('select cast(sum(memory_usage_bytes) as double) as bytes from duckdb_memory()');
  const [size] = await engine.query('pragma database_size');
  return {
    duckdb: m.bytes,
    databaseSize: String(size.memory_usage ?? size.database_size),
    rss: process.memoryUsage().rss,
  };
}

// ---- one user's small analyses while another runs ten heavy ones (issue 12) -----------------

async function fairness(engine, runs, csv) {
  const userTables = [{ id: 'bench:customers.csv', name: 'customers.csv', ...csv }];
  const analyse = (user, definition) =>
    engine.runFor(user, () =>
      runAnalysis({ engine, definition, entitlements: { roles: ['usmto'] }, userTables, cache: false }),
    );
  const small = define({
    rows: ['region'],
    measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
    filters: { period: { from: lastMonth, to: lastMonth } },
  });
  const heavy = HEAVY;
  const alone = await measure(Math.max(runs, FAIR_RUNS), () => analyse('B', small));
  // A keeps ten heavy analyses asked: two run, four wait, the rest are refused (429) and asked again.
  let stop = false;
  let refused = 0;
  // At 20 million rows a heavy analysis may run past the engine's query time limit (503): it counts
  // as stopped, as a user would see it, and is asked again.
  let timedOut = 0;
  let done = 0;
  const loops = Array.from({ length: HEAVY_FROM_A }, async () => {
    while (!stop) {
      try {
        await analyse('A', heavy);
        done++;
      } catch (error) {
        if (error.code === 'query_timeout') {
          timedOut++;
          continue;
        }
        if (error.status !== 429) throw error;
        refused++;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
  await new Promise((r) => setTimeout(r, 200));
  const busy = await measure(Math.max(runs, FAIR_RUNS), () => analyse('B', small));
  stop = true;
  await Promise.all(loops);
  return { alone, busy, heavyDone: done, refused, timedOut };
}

// ---- main -----------------------------------------------------------------------------------

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
console.log(`Load average at start: ${loadAverage()} (figures under load are not to be trusted)`);
const server = await startPostgres();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.stop();
    process.exit(130);
  });
}
let failed = false;
try {
  const pool = new pg.Pool({ connectionString: server.url, max: 2 });
  const appDatabase = await openDatabase(server.url, '/tmp');
  await migrate(appDatabase);
  const csv = parseCsv(customersCsv());
  await pool.query('create unlogged table bench_customers (customer text, state text, quota float8, visits int)');
  for (let i = 0; i < csv.rows.length; i += 5000) {
    const chunk = csv.rows.slice(i, i + 5000);
    const values = chunk.map((_, j) => `($${j * 4 + 1}, $${j * 4 + 2}, $${j * 4 + 3}, $${j * 4 + 4})`).join(', ');
    await pool.query(`insert into bench_customers values ${values}`, chunk.flat());
  }
  await pool.query('vacuum analyze bench_customers');

  console.log(`\nLoading the engine, ${LOAD_ROWS.toLocaleString('en-US')} rows:`);
  const loads = [
    await bareInsertRate(appDatabase, LOAD_ROWS),
    ...(await loadRates('PostgreSQL 15', appDatabase, LOAD_ROWS)),
  ];
  const pglite = await openDatabase('memory://', '/tmp');
  await migrate(pglite);
  loads.push(...(await loadRates('PGlite (embedded)', pglite, LOAD_ROWS)));
  await pglite.close();
  // The other registered datasets load from their sample (USMTO is generated at each size).
  for (const d of REGISTERED_DATASETS)
    if (d.id !== 'usmto-orders' && d.sampleData) await seedSample({ db: appDatabase.db, datasetId: d.id });

  const all = [];
  const fairs = [];
  for (const [i, rows] of SIZES.entries()) {
    const runs = RUNS[i] ?? RUNS.at(-1);
    const pgRuns = PG_RUNS[i] ?? PG_RUNS.at(-1) ?? runs;
    console.log(
      `\n${rows.toLocaleString('en-US')} rows (${months} months from 2015-01), timed runs: analyzer ${runs}, PostgreSQL ${pgRuns}:`,
    );
    const { results, fair, memory } = await benchSize(rows, runs, pgRuns, pool, appDatabase.db, csv);
    all.push(...results);
    fairs.push({ rows, fair, memory });
  }
  await pool.end();
  await appDatabase.close();

  const mb = (b) => `${(b / 1024 / 1024).toFixed(0)} MB`;
  printTable(
    [
      'load',
      'rows',
      'answers after',
      'process CPU until then',
      'rows/s',
      'target',
      'summaries (and files) done after',
      'DuckDB memory',
      'process RSS',
    ],
    loads.map((l) => {
      const isLoad = l.memory !== null;
      const ok = !isLoad || l.rowsPerS >= TARGET_LOAD_ROWS_PER_S;
      if (!ok) failed = true;
      return [
        l.label,
        l.rows.toLocaleString('en-US'),
        `${(l.ms / 1000).toFixed(1)} s`,
        `${(l.cpuMs / 1000).toFixed(1)} s`,
        l.rowsPerS.toLocaleString('en-US'),
        isLoad ? `${ok ? 'met' : 'MISSED'} (≥ ${TARGET_LOAD_ROWS_PER_S.toLocaleString('en-US')})` : 'baseline',
        `${(l.finishedMs / 1000).toFixed(1)} s`,
        isLoad ? `${mb(l.memory.duckdb)} (database ${l.memory.databaseSize})` : '',
        isLoad ? mb(l.memory.rss) : '',
      ];
    }),
  );
  printTable(
    [
      'rows',
      "B's small analysis",
      'p50',
      'p95',
      'target',
      "A's heavy done / refused (429) / timed out (503)",
      'DuckDB memory',
    ],
    fairs.flatMap(({ rows, fair, memory }) => {
      const ok = fair.busy.p95 < TARGET_FAIR_P95_MS;
      if (!ok) failed = true;
      const size = `${(rows / 1e6).toFixed(0)}M`;
      return [
        [
          size,
          'alone',
          `${fair.alone.p50.toFixed(1)} ms`,
          `${fair.alone.p95.toFixed(1)} ms`,
          'baseline',
          '',
          mb(memory.duckdb),
        ],
        [
          size,
          `while A runs ${HEAVY_FROM_A} heavy`,
          `${fair.busy.p50.toFixed(1)} ms`,
          `${fair.busy.p95.toFixed(1)} ms`,
          `${ok ? 'met' : 'MISSED'} (p95 < ${TARGET_FAIR_P95_MS} ms)`,
          `${fair.heavyDone} / ${fair.refused} / ${fair.timedOut}`,
          '',
        ],
      ];
    }),
  );

  const header = [
    'rows',
    'query',
    'reads',
    'analyzer p50',
    'analyzer p95',
    'PostgreSQL p50',
    'PostgreSQL p95',
    'speed-up (p50)',
    'cached p50',
    'target',
  ];
  const table = all.map((r) => {
    const speedup = r.postgres ? r.postgres.p50 / r.duckdb.p50 : null;
    const ok = r.duckdb.p95 < TARGET_P95_MS(r.rows) && (speedup === null || speedup >= 5);
    if (!ok) failed = true;
    const notRun = 'not run';
    return [
      `${r.rows >= 1e6 ? `${(r.rows / 1e6).toFixed(0)}M` : r.rows.toLocaleString('en-US')}`,
      r.name,
      r.reads,
      `${r.duckdb.p50.toFixed(1)} ms`,
      `${r.duckdb.p95.toFixed(1)} ms`,
      r.postgres ? `${r.postgres.p50.toFixed(1)} ms` : notRun,
      r.postgres ? `${r.postgres.p95.toFixed(1)} ms` : notRun,
      speedup === null ? notRun : `${speedup.toFixed(1)}×`,
      `${r.cached.p50.toFixed(2)} ms`,
      `${ok ? 'met' : 'MISSED'} (p95 < ${TARGET_P95_MS(r.rows)} ms${speedup === null ? ', engine only' : ', ≥ 5×'})`,
    ];
  });
  printTable(header, table);
  console.log(
    `\nLoad average at the end: ${loadAverage()}.` +
      '\nanalyzer: runAnalysis with the cache off (query builder + DuckDB, what a first request costs); cached: the same, answered from the cache.',
  );
} finally {
  server.stop();
}
process.exit(failed ? 1 : 0);
