// Where a request's time goes: starts the built server (`npm run build -w apps/server`) under
// `node --cpu-prof`, drives one path with autocannon, stops the server (which writes the profile)
// and prints the top functions by self time, grouped by package as well.
// Usage: node scripts/profile-requests.mjs [/healthz|/api/mti/products] [seconds] [LOG_LEVEL]
// DATABASE_URL=postgres://… profiles on PostgreSQL instead of in-memory PGlite.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { selfTimeTables } from '../bench/support/cpu-profile.mjs';
import { freePort } from '../bench/support/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [target = '/api/mti/products', seconds = '10', logLevel = 'info'] = process.argv.slice(2);
const profileDir = mkdtempSync(path.join(tmpdir(), 'mti-profile-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, 'apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
    SESSION_SECRET: 'profile-secret-profile-secret-profile-01',
    LOG_LEVEL: logLevel,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
// The analytics copy loads at start: measure after it, so that its load is not in the profile.
let copyLoaded = false;
child.stdout.on('data', (d) => {
  if (!copyLoaded && String(d).includes('analytics copy loaded')) copyLoaded = true;
});
for (let i = 0; ; i++) {
  if (i > 600) throw new Error('server did not start');
  try {
    if ((await fetch(`${url}/readyz`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}
const logsLoad = ['trace', 'debug', 'info'].includes(logLevel);
for (let i = 0; logsLoad && !copyLoaded && i < 1200; i++) await new Promise((r) => setTimeout(r, 100));
if (!logsLoad) await new Promise((r) => setTimeout(r, 20_000));
const headers = {};
if (target.startsWith('/api/')) {
  const page = await fetch(`${url}/healthz`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
  const res = await fetch(`${url}/api/mti/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ userid: 'member', password: 'MTInsight!2026' }),
  });
  headers.authorization = `Bearer ${(await res.json()).token}`;
  // The cookies the sign-in set, sent back as a browser does (session, anti-forgery token).
  headers.cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
const from = process.hrtime.bigint() / 1000n;
const result = await autocannon({ url: `${url}${target}`, headers, connections: 50, duration: Number(seconds) });
console.log(
  `${target} at LOG_LEVEL=${logLevel}: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}\n`,
);
const to = process.hrtime.bigint() / 1000n;
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8'));
console.log(selfTimeTables(profile, { root, top: 30, window: [Number(from), Number(to)] }));
writeFileSync(path.join(profileDir, 'profile.json'), JSON.stringify(profile));
console.log(`\nprofile: ${path.join(profileDir, file)}`);
