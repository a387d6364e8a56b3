// Start-time benchmark (issue 3): after `npm ci`, the first `npm start` (build, migrate, seed)
// must be serving within 2 minutes, and a restart with the data already there within 10 seconds.
// Measures (a) `npm run build`, (b) the first start of the built server on a fresh DATA_DIR
// until /readyz answers 200, (c) a restart on that data until /readyz answers 200, beside a bare
// `node -e` HTTP server started and answering in the same run (what Node itself costs here).
// The restart row is the server alone: `npm start` also runs scripts/build-if-changed.mjs first.
// BENCH_SKIP_BUILD=1 reuses the existing build (row (a) and the 2-minute verdict are then left out).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './support/free-port.mjs';
import { formatTable } from './support/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === '1';
const FIRST_START_TARGET_S = 120;
const RESTART_TARGET_S = 10;
const BUILD_LIMIT_MS = 15 * 60_000;
const START_LIMIT_MS = 5 * 60_000;
const STOP_LIMIT_MS = 20_000;

const running = new Set();
process.on('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

/** Runs a process in its own group (so npm's children can be stopped with it), output kept. */
function launch(command, args, env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (d) => {
    output += d;
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.output = () => output;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** SIGTERM, then SIGKILL if it has not exited within STOP_LIMIT_MS; resolves to its exit code or signal. */
async function stop(child) {
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_LIMIT_MS);
  const result = await child.exited;
  clearTimeout(timer);
  return result;
}

/** Seconds from `since` (performance.now()) until url answers 200; throws on exit or past the limit. */
async function secondsUntilOk(url, child, since, limitMs = START_LIMIT_MS) {
  const deadline = since + limitMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${child.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return (performance.now() - since) / 1000;
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer 200 within ${limitMs / 1000} s:\n${child.output()}`);
}

/** The environment of a fresh clone: nothing of ours set but what the step needs. */
function cleanEnv(extra) {
  const env = { ...process.env };
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'DATA_DIR', 'SESSION_SECRET', 'PUBLIC_URL', 'WEB_DIST', 'PORT']) {
    delete env[name];
  }
  return { ...env, ...extra };
}

async function timeBareServer() {
  const port = await freePort();
  const since = performance.now();
  const child = launch(
    process.execPath,
    ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`],
    cleanEnv({}),
  );
  try {
    return await secondsUntilOk(`http://127.0.0.1:${port}/`, child, since);
  } finally {
    await stop(child);
  }
}

async function timeBuild() {
  const since = performance.now();
  const child = launch('npm', ['run', 'build'], cleanEnv({}));
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), BUILD_LIMIT_MS);
  const code = await child.exited;
  clearTimeout(timer);
  if (code !== 0) throw new Error(`npm run build failed (${code}):\n${child.output().slice(-4000)}`);
  return (performance.now() - since) / 1000;
}

/** Starts the built server on dataDir; resolves once /readyz is 200, with the seconds and the log. */
async function timeServerStart(dataDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const since = performance.now();
  const child = launch(
    process.execPath,
    [serverEntry],
    cleanEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
  );
  try {
    const seconds = await secondsUntilOk(`${url}/readyz`, child, since);
    const home = await fetch(`${url}/`);
    const servesApp = home.status === 200 && (await home.text()).includes('<html');
    const stopped = await stop(child);
    const seeded = /"seeded":true/.test(child.output());
    return { seconds, servesApp, seeded, stopped };
  } finally {
    if (child.exitCode === null) await stop(child);
  }
}

const verdict = (seconds, target) => (seconds <= target ? 'pass' : 'miss');
const s = (seconds) => seconds.toFixed(2);

const dataDir = mkdtempSync(path.join(tmpdir(), 'mti-bench-start-'));
try {
  const bare = await timeBareServer();
  const build = SKIP_BUILD ? null : await timeBuild();
  if (!existsSync(serverEntry)) throw new Error('No server build found: run `npm run build` first.');
  const first = await timeServerStart(dataDir);
  const restart = await timeServerStart(dataDir);
  if (!first.seeded) throw new Error('the first start did not seed: the data directory was not fresh');
  if (restart.seeded) throw new Error('the restart seeded again: it did not find the data of the first start');

  console.log(
    `Start-time benchmark: Node ${process.version}, ${cpus().length} cores, PGlite under a fresh temporary DATA_DIR.\n`,
  );
  const rows = [['bare `node -e` HTTP server, start until it answers (reference)', s(bare), '', '']];
  if (build !== null) rows.push(['(a) npm run build (web + server)', s(build), '', '']);
  rows.push(['(b) first start: migrate + seed until /readyz 200', s(first.seconds), '', '']);
  if (build !== null) {
    const total = build + first.seconds;
    rows.push([
      '(a)+(b) build + first start',
      s(total),
      `<= ${FIRST_START_TARGET_S}`,
      verdict(total, FIRST_START_TARGET_S),
    ]);
  }
  rows.push([
    '(c) restart on that data until /readyz 200',
    s(restart.seconds),
    `<= ${RESTART_TARGET_S}`,
    verdict(restart.seconds, RESTART_TARGET_S),
  ]);
  console.log(formatTable(['step', 'seconds', 'target s', 'result'], rows));
  console.log(
    `\nGET / served the web app: first start ${first.servesApp ? 'yes' : 'NO'}, restart ${restart.servesApp ? 'yes' : 'NO'}.` +
      ` SIGTERM exit codes: ${first.stopped}, ${restart.stopped}.` +
      (build === null ? '\nBuild skipped (BENCH_SKIP_BUILD=1): no verdict on the 2-minute target.' : ''),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
