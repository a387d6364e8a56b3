// Territory Wizard benchmark (issue 15): a plan whose territories cover every state — all 3,100-odd
// counties — sized through the real app (POST /analytics/api/territories/figures: the region check,
// the county figures from the analytics service, the sums), beside a plain lookup in the same run
// (GET /analytics/api/territories/colleagues: one indexed query). In-memory PGlite, migrated and
// seeded as at a start; the analytics copy loads on the first call (warm-up).
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = (p) => path.join(root, 'apps/server/src', p);
const { loadConfig } = await import(src('config.ts'));
const { prepareDatabase } = await import(src('prepare-database.ts'));
const { buildApp } = await import(src('app.ts'));
const { US_STATES } = await import(path.join(root, 'packages/contracts/src/territory-wizard/us-states.ts'));

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 3;
const TARGET_P95_MS = 100;

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function measure(name, fn) {
  for (let i = 0; i < WARMUP; i++) await fn();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(ms(start));
  }
  times.sort((a, b) => a - b);
  return { name, p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

const cookieOf = (res, name) => res.cookies.find((c) => c.name === name)?.value;

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: 'memory://',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  PUBLIC_URL: 'http://localhost:8080',
});
const setupStart = process.hrtime.bigint();
const { database } = await prepareDatabase(config);
const app = await buildApp({ config, database, secret: config.SESSION_SECRET, backgroundTasks: false });
await app.ready();

// Sign in as the demo user `territory`, then to the analytics service, as the web app does.
const docs = await app.inject({ url: '/api/docs/json' });
const xsrf0 = cookieOf(docs, 'XSRF-TOKEN');
const login = await app.inject({
  method: 'POST',
  url: '/api/mti/login',
  headers: { cookie: `XSRF-TOKEN=${xsrf0}`, 'x-xsrf-token': xsrf0 },
  payload: { userid: 'territory', password: 'MTInsight!2026' },
});
const { token } = login.json();
const portalCookie = `mti_session=${cookieOf(login, 'mti_session')}; XSRF-TOKEN=${cookieOf(login, 'XSRF-TOKEN')}`;
const portal = {
  authorization: `Bearer ${token}`,
  cookie: portalCookie,
  'x-xsrf-token': cookieOf(login, 'XSRF-TOKEN'),
};
const sso = (await app.inject({ url: '/api/mti/ssotoken', headers: portal })).json();
const ssoRes = await app.inject({ url: `/analytics/sso.jsp?token=${encodeURIComponent(sso.token)}` });
const headers = { ...portal, cookie: `${portalCookie}; mti_analytics=${cookieOf(ssoRes, 'mti_analytics')}` };
const setupMs = ms(setupStart);

// Ten territories, the states dealt out in turn: every county of the country is in the plan.
const plan = {
  name: 'Whole country',
  year: null,
  territories: Array.from({ length: 10 }, (_, t) => ({
    name: `Territory ${t + 1}`,
    reps: [{ name: `Rep ${t + 1}` }],
    members: US_STATES.filter((_, i) => i % 10 === t).map((s) => ({ kind: 'state', code: s.code })),
  })),
};

const sized = await app.inject({ method: 'POST', url: '/analytics/api/territories/figures', headers, payload: plan });
if (sized.statusCode !== 200) throw new Error(`figures: ${sized.statusCode} ${sized.body}`);
const counties = sized.json().territories.reduce((n, t) => n + t.county_count, 0);

const results = [
  await measure('plain lookup (GET colleagues)', async () => {
    const res = await app.inject({ url: '/analytics/api/territories/colleagues', headers });
    if (res.statusCode !== 200) throw new Error(res.body);
  }),
  await measure(`plan over ${counties.toLocaleString('en-US')} counties (POST figures)`, async () => {
    const res = await app.inject({ method: 'POST', url: '/analytics/api/territories/figures', headers, payload: plan });
    if (res.statusCode !== 200) throw new Error(res.body);
  }),
];

const [l1, l5, l15] = loadavg().map((v) => v.toFixed(2));
console.log(`\nTerritory Wizard — ${RUNS} runs each after ${WARMUP} warm-up; setup ${(setupMs / 1000).toFixed(1)} s`);
console.log(`load average ${l1} ${l5} ${l15} (figures under load are not trustworthy)\n`);
console.log('| call | p50 ms | p95 ms | target p95 |');
console.log('|---|---:|---:|---:|');
for (const r of results) {
  const target = r.name.startsWith('plan') ? `< ${TARGET_P95_MS} ${r.p95 < TARGET_P95_MS ? '✓' : '✗'}` : '(baseline)';
  console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${target} |`);
}
await app.close();
await database.close();
