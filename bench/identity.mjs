// Identity benchmark (issue 4): sign-in throughput and GET mti/products latency under 50
// concurrent clients, beside a bare Fastify route measured in the same run on the same machine.
// The portal runs from source (tsx) on a fresh in-memory database, as its own process, with
// NODE_ENV=test: the analytics module then loads its DuckDB copy on first use rather than at
// start, where that load would compete with the measurement for the embedded database.
// BENCH_DURATION (seconds per measurement, default 10) and BENCH_CONNECTIONS (default 50) tune it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from './support/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PASSWORD = 'MTInsight!2026';

if (process.argv[2] === '--bare-server') {
  // The reference: the same Fastify, one route, no database, no plugins.
  const { default: Fastify } = await import('fastify');
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
} else {
  await main();
}

function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  child.output = () => stderr;
  return child;
}

async function waitFor(url, child, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${child.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms`);
}

function measure(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        title,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        ok: result['2xx'],
        other: result.non2xx + result.errors + result.timeouts,
      });
    });
  });
}

function printTable(rows) {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx/errors'];
  const lines = rows.map((r) => [
    r.title,
    r.rps.toFixed(1),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.ok),
    String(r.other),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(row(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(row(line));
}

async function main() {
  const [portalPort, barePort] = [await freePort(), await freePort()];
  const portalUrl = `http://127.0.0.1:${portalPort}`;
  const bareUrl = `http://127.0.0.1:${barePort}`;
  const portal = start(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    NODE_ENV: 'test',
    PORT: String(portalPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: portalUrl,
    DATABASE_URL: 'memory://',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'error',
    // The benchmark is one address hammering sign-in: lift the per-IP limit for it.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const bare = start(process.execPath, [fileURLToPath(import.meta.url), '--bare-server', String(barePort)], {});
  try {
    await Promise.all([waitFor(`${portalUrl}/readyz`, portal), waitFor(`${bareUrl}/bare`, bare)]);

    // A page load arms the anti-forgery cookie; one token serves every anonymous sign-in.
    const page = await fetch(`${portalUrl}/healthz`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
    if (!xsrf) throw new Error('no anti-forgery cookie');
    const loginRequest = {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      body: JSON.stringify({ userid: 'member', password: PASSWORD }),
    };
    const signedIn = await fetch(`${portalUrl}/api/mti/login`, loginRequest);
    if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
    const { token } = await signedIn.json();
    const products = await fetch(`${portalUrl}/api/mti/products`, { headers: { authorization: `Bearer ${token}` } });
    const count = (await products.json()).length;

    console.log(
      `Identity benchmark: ${CONNECTIONS} concurrent clients, ${DURATION} s each, Node ${process.version}, PGlite in memory (member has ${count} apps).\n`,
    );
    const rows = [];
    rows.push(await measure('bare Fastify GET /bare (reference)', { url: `${bareUrl}/bare` }));
    rows.push(
      await measure('POST /api/mti/login (argon2id verify + session)', {
        url: `${portalUrl}/api/mti/login`,
        ...loginRequest,
      }),
    );
    rows.push(
      await measure('GET /api/mti/products (bearer + session check)', {
        url: `${portalUrl}/api/mti/products`,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    printTable(rows);
    console.log(
      '\nSign-in is bound by argon2id (19 MiB, 2 passes) on libuv threads by design; products by one session read and two catalog queries.',
    );
  } finally {
    portal.kill('SIGTERM');
    bare.kill('SIGTERM');
  }
}
