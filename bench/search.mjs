// Site search benchmark (issue 17, custom-google): GET /api/content/search as an anonymous visitor
// through the real app (Fastify, PostgreSQL full-text index in PGlite: websearch_to_tsquery,
// ts_rank, ts_headline), beside, in the same run and process, a bare Fastify route answered by
// inject the same way. The index holds the web build's pages (apps/web/dist/search-pages.json)
// when it exists, else PAGES synthetic pages of deterministic text (labelled as such below).
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { register } from 'tsx/esm/api';
import { formatTable, percentile } from './support/report.mjs';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = (p) => path.join(root, 'apps/server/src', p);
const { buildApp } = await import(src('app.ts'));
const { loadConfig } = await import(src('config.ts'));
const { openDatabase } = await import(src('platform/db.ts'));
const { migrate } = await import(src('platform/migrate.ts'));

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PAGES = Number(process.env.BENCH_PAGES ?? 1000);
const TERMS = ['orders', 'spindle', 'workholding', 'export crosstab', 'machine tools', 'privacy', 'lathe', 'dashboard'];

// Deterministic filler: page i's words are picked by a linear congruence of i.
const WORDS =
  'orders spindle lathe milling grinding workholding chuck vise tooling export crosstab dashboard report month state region machine tools additive forming cutting survey benchmark privacy terms help guide territory'.split(
    ' ',
  );
function syntheticPages() {
  return Array.from({ length: PAGES }, (_, i) => {
    let x = i + 1;
    const words = Array.from({ length: 120 }, () => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return WORDS[x % WORDS.length];
    });
    return { path: `/sample/page-${i}`, title: `Sample page ${i}`, audience: 'public', text: `${words.join(' ')}.` };
  });
}
const built = path.join(root, 'apps/web/dist/search-pages.json');
const pages = existsSync(built) ? JSON.parse(readFileSync(built, 'utf8')) : syntheticPages();
const webDist = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
writeFileSync(path.join(webDist, 'search-pages.json'), JSON.stringify(pages));

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: 'memory://',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  PUBLIC_URL: 'http://localhost:8080',
});
const database = await openDatabase('memory://', '/tmp');
await migrate(database);
const app = await buildApp({ config, database, secret: config.SESSION_SECRET, webDist, backgroundTasks: false });
await app.ready();
const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
await bare.ready();

const times = { search: [], bare: [] };
let hits = 0;
for (let i = 0; i < RUNS; i++) {
  const q = encodeURIComponent(TERMS[i % TERMS.length]);
  let start = performance.now();
  const res = await app.inject({ url: `/api/content/search?q=${q}` });
  times.search.push(performance.now() - start);
  if (res.statusCode !== 200) throw new Error(`search: ${res.statusCode} ${res.body}`);
  hits += res.json().results?.length ?? 0;
  start = performance.now();
  await bare.inject({ url: '/bare' });
  times.bare.push(performance.now() - start);
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
  `\nSite search over ${pages.length.toLocaleString('en-US')} ${existsSync(built) ? 'pages of the web build' : 'synthetic sample pages'} (anonymous, ${TERMS.length} terms in turn; ${hits} results in all), ms — load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  formatTable(
    ['path', 'runs', 'p50', 'p95', 'max'],
    [row('GET /api/content/search (real app)', times.search), row('bare Fastify route (inject)', times.bare)],
  ),
);
await bare.close();
await app.close();
await database.close();
