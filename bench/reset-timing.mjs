// Reset-timing benchmark (issue 13): does POST mti/forgotPassword (and forgotUserName) answer an
// address with an account as fast as one without? Requests alternate between seeded addresses and
// unknown ones, one at a time, against the portal from source on an in-memory database; GET /healthz
// in the same run is the baseline of a request that does no work. Target: the known-unknown
// difference within the noise, well under the ~20 ms it was when the request looked the user up.
// BENCH_REQUESTS (per address kind and call, default 300) tunes it. Numbers on a shared machine are noisy.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './support/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const KNOWN = ['member@example.com', 'guest@example.com', 'lapsed@example.com', 'newcomer@example.com'];

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const portal = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATABASE_URL: 'memory://',
    // Mail goes to files in a scratch folder (no relay): the job worker runs beside the requests.
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mti-bench-reset-')),
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-02',
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    // Every request queues its job: the steady state, not the per-address limit, is measured.
    RECOVERY_MAILS_PER_ADDRESS_PER_HOUR: '100000000',
  },
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timed(request) {
  const started = performance.now();
  const res = await fetch(request.url, request.init);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${request.url}: ${res.status}`);
  return performance.now() - started;
}

try {
  for (let i = 0; ; i++) {
    if (portal.exitCode !== null) throw new Error(`portal exited with ${portal.exitCode}`);
    if (i > 1200) throw new Error('portal not ready within 5 minutes');
    if (
      await fetch(`${base}/readyz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const armed = await fetch(`${base}/healthz`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(armed.headers.get('set-cookie') ?? '')?.[1];
  if (!xsrf) throw new Error('no anti-forgery cookie');
  const post = (call, email) => ({
    url: `${base}/api/mti/${call}`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      body: JSON.stringify({ email }),
    },
  });

  const samples = { baseline: [] };
  for (const call of ['forgotPassword', 'forgotUserName']) {
    samples[`${call} known`] = [];
    samples[`${call} unknown`] = [];
  }
  // Warm-up, then interleaved so that any drift (the worker sending, the JIT) falls on both alike.
  for (let i = 0; i < 20; i++) await timed(post('forgotPassword', `warm-${i}@example.com`));
  for (let i = 0; i < REQUESTS; i++) {
    samples.baseline.push(await timed({ url: `${base}/healthz` }));
    for (const call of ['forgotPassword', 'forgotUserName']) {
      samples[`${call} known`].push(await timed(post(call, KNOWN[i % KNOWN.length])));
      samples[`${call} unknown`].push(await timed(post(call, `nobody-${i}@example.com`)));
    }
  }

  const stats = Object.fromEntries(
    Object.entries(samples).map(([name, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return [name, { p50: percentile(sorted, 50), p95: percentile(sorted, 95) }];
    }),
  );
  console.log(
    `Reset timing: ${REQUESTS} requests per row, one at a time, Node ${process.version}, PGlite in memory.\n`,
  );
  console.log('| scenario | p50 ms | p95 ms |');
  console.log('|---|---:|---:|');
  for (const [name, s] of Object.entries(stats)) console.log(`| ${name} | ${s.p50.toFixed(2)} | ${s.p95.toFixed(2)} |`);
  console.log('\n| call | known − unknown p50 ms | known − unknown p95 ms | target |');
  console.log('|---|---:|---:|---|');
  for (const call of ['forgotPassword', 'forgotUserName']) {
    const known = stats[`${call} known`];
    const unknown = stats[`${call} unknown`];
    console.log(
      `| ${call} | ${(known.p50 - unknown.p50).toFixed(2)} | ${(known.p95 - unknown.p95).toFixed(2)} | within noise (|p50 diff| < 2 ms; was ~20 ms) |`,
    );
  }
} finally {
  portal.kill('SIGTERM');
}
