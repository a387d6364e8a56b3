// Map U.S. Markets benchmark (issue 15): the county choropleth of one industry as the markets
// service answers it now (from its pre-aggregate, decision 059, built once per data version) and as
// it did before (an analysis of the county dataset through the analytics engine, cache missed: every
// run asks for another industry), beside, in the same run, the same group-by in plain SQL on the
// engine's DuckDB copy. The data is the seed's sample in an in-memory PGlite.
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { formatTable, percentile } from './support/report.mjs';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = (p) => path.join(root, 'apps/server/src', p);
const { openDatabase } = await import(src('platform/db.ts'));
const { migrate } = await import(src('platform/migrate.ts'));
const { seedSamples } = await import(src('modules/analytics/provisioning.ts'));
const { createAnalyticsEngine } = await import(src('modules/analytics/duckdb-engine.ts'));
const { analysedValues, getChoropleth, prepareChoropleth } = await import(src('modules/markets/service.ts'));
const { openAppDataset } = await import(src('modules/analytics/service.ts'));
const { COUNTY_INDUSTRIES, COUNTY_SUBSECTORS } = await import(
  src('modules/analytics/datasets/county-manufacturing/county-industries.ts')
);

const TARGET_P95_MS = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const secs = (t) => `${((Date.now() - t) / 1000).toFixed(1)} s`;

const database = await openDatabase('memory://', '/tmp');
await migrate(database);
let t = Date.now();
await seedSamples({ db: database.db });
console.log(`Seeded the samples in ${secs(t)}`);
const engine = createAnalyticsEngine({
  db: database.db,
  log: { info: () => {}, error: (o, m) => console.error(m, o) },
});
t = Date.now();
await engine.whenReady();
await engine.whenFinished();
console.log(`Engine loaded in ${secs(t)}`);

const context = { engine, entitlements: { roles: ['mapus'], subscriptionActive: true } };
const industries = [
  ...COUNTY_SUBSECTORS.map((s) => s.code),
  ...COUNTY_INDUSTRIES.filter((i) => i.code.length === 4).map((i) => i.code),
];
const measures = ['consumption_usd', 'employment', 'establishments'];
// Every (industry, measure) pair once per round: a different analysis each time, so no cache hit.
const cases = Array.from({ length: ROUNDS }, (_, round) =>
  industries.map((industry, k) => ({ industry, measure: measures[(k + round) % measures.length] })),
).flat();
t = Date.now();
await prepareChoropleth(context);
const buildTime = secs(t);
console.log(`Pre-aggregate built in ${buildTime}`);
const { dataset } = await openAppDataset({ engine, appKey: 'mapus-markets' });
const year = (await getChoropleth(context, { level: 'county', industry: 'all', measure: 'employment' })).year;

const times = { service: [], before: [], sql: [] };
for (const { industry, measure } of cases) {
  let start = performance.now();
  const data = await getChoropleth(context, { level: 'county', industry, measure, year });
  times.service.push(performance.now() - start);

  start = performance.now();
  const before = await analysedValues(context, dataset, { level: 'county', industry, measure, year });
  times.before.push(performance.now() - start);
  const after = new Map(data.values.map((v) => [v.key, v.value]));
  const differing = before.find((v) => after.get(v.key) !== v.value);
  if (before.length !== after.size || differing)
    throw new Error(
      `${industry} ${measure}: the pre-aggregate and the analysis disagree (${before.length} vs ${after.size} regions;` +
        ` ${differing?.key}: ${differing?.value} (${typeof differing?.value}) vs ${after.get(differing?.key)})`,
    );

  const column = industry.length === 3 ? 'subsector' : 'industry';
  start = performance.now();
  await engine.query(
    `select county, sum(${measure}) as v from county_manufacturing
      where ${column} = $1 and year(period) = $2 group by county order by county`,
    [industry, Number(year)],
  );
  times.sql.push(performance.now() - start);
}

const row = (name, list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return [
    name,
    String(sorted.length),
    percentile(sorted, 50).toFixed(2),
    percentile(sorted, 95).toFixed(2),
    percentile(sorted, 100).toFixed(2),
  ];
};
console.log(
  `\nCounty choropleth of one industry (${year}, 3,142 counties), ms — load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  formatTable(
    ['path', 'runs', 'p50', 'p95', 'max'],
    [
      row('after: markets service (pre-aggregate)', times.service),
      row('before: analysis through the engine per request', times.before),
      row('baseline: plain SQL on the DuckDB copy', times.sql),
    ],
  ),
);
const p95 = percentile(
  [...times.service].sort((a, b) => a - b),
  95,
);
console.log(`Pre-aggregate build (once per data version): ${buildTime}`);
console.log(
  `\nTarget: p95 under ${TARGET_P95_MS} ms — ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'} (${p95.toFixed(1)} ms)`,
);
await engine.close();
await database.close();
