// `npm run bench:load` (issue 13): 50 clients mixing the calls of a working day (sign-in, token
// renewal, the launcher's products, analyzer queries, My Files listings) for 60 s against one
// server, beside a bare Node HTTP route driven the same way in the same run. Per call kind:
// throughput, p50/p99 and errors, with the targets beside: < 1 % errors, 429 never 5xx, p99 under
// 100 ms for the calls that are not analytic.
// Options: --seconds N (default 60), --clients N (default 50), --postgres (a temporary PostgreSQL
// server, bench/support/postgres.mjs) or DATABASE_URL=postgres://… (default: in-memory PGlite).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatTable } from './support/built-server.mjs';
import { freePort } from './support/free-port.mjs';
import { startPostgres } from './support/postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '50' },
    postgres: { type: 'boolean' },
  },
});
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
const PASSWORD = 'MTInsight!2026';
const USERS = [
  { userid: 'member', home: ':home:000100101' },
  { userid: 'admin', home: ':home:000100900' },
];
/** How often each kind is picked: a launcher reload is common, a sign-in rare. */
const MIX = [
  ['products', 50],
  ['files', 20],
  ['renew', 15],
  ['analyzer', 10],
  ['login', 5],
];
const ANALYTIC = new Set(['analyzer']);
const QUERY = {
  version: 1,
  dataset: 'usmto-orders',
  rows: ['region'],
  columns: ['year'],
  measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
};

const cookieOf = (res, name) => new RegExp(`(?:^|, )${name}=([^;]*)`).exec(res.headers.get('set-cookie') ?? '')?.[1];

/** One client: its own sessions (portal and analytics), cookies kept as a browser would. */
async function openClient(url, user) {
  const page = await fetch(`${url}/healthz`);
  const client = { user, xsrf: cookieOf(page, 'XSRF-TOKEN'), cookies: {} };
  client.cookies['XSRF-TOKEN'] = client.xsrf;
  await signInClient(url, client);
  return client;
}
const cookieHeader = (c) =>
  Object.entries(c.cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
function keepCookies(client, res) {
  for (const name of ['mti_session', 'XSRF-TOKEN', 'mti_analytics']) {
    const value = cookieOf(res, name);
    if (value) client.cookies[name] = value;
  }
  client.xsrf = client.cookies['XSRF-TOKEN'];
}
async function signInClient(url, client) {
  const res = await fetch(`${url}/api/mti/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(client), 'x-xsrf-token': client.xsrf },
    body: JSON.stringify({ userid: client.user.userid, password: PASSWORD }),
  });
  if (res.ok) {
    const body = await res.json();
    client.token = body.token;
    client.siteId = body.site_id;
    keepCookies(client, res);
    const sso = await fetch(`${url}/api/mti/ssotoken`, { headers: { authorization: `Bearer ${client.token}` } });
    if (sso.ok) {
      const opened = await fetch(`${url}/analytics/sso.jsp?token=${encodeURIComponent((await sso.json()).token)}`);
      keepCookies(client, opened);
    }
  } else await res.arrayBuffer();
  return res;
}

/** One call of a kind; resolves to its HTTP status. */
async function call(url, client, kind) {
  const auth = { authorization: `Bearer ${client.token}`, cookie: cookieHeader(client), 'x-xsrf-token': client.xsrf };
  let res;
  if (kind === 'login') return (await signInClient(url, client)).status;
  if (kind === 'renew') {
    res = await fetch(`${url}/api/mti/token/${client.siteId}`, { headers: { cookie: cookieHeader(client) } });
    if (res.ok) {
      client.token = (await res.json()).token;
      keepCookies(client, res);
      return res.status;
    }
  } else if (kind === 'products') res = await fetch(`${url}/api/mti/products`, { headers: auth });
  else if (kind === 'files')
    res = await fetch(`${url}/analytics/api/repo/files/${client.user.home}/children`, { headers: auth });
  else if (kind === 'analyzer') {
    res = await fetch(`${url}/analytics/api/analyzer/query`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(QUERY),
    });
  } else res = await fetch(`${url}/bare`);
  await res.arrayBuffer();
  return res.status;
}

function pick(random) {
  const total = MIX.reduce((s, [, w]) => s + w, 0);
  let r = random * total;
  for (const [kind, weight] of MIX) {
    r -= weight;
    if (r < 0) return kind;
  }
  return MIX[0][0];
}

/** CLIENTS loops for SECONDS; per kind: latencies (ms) and statuses. */
async function drive(url, clients, kindOf) {
  const stats = new Map();
  const until = Date.now() + SECONDS * 1000;
  let seed = 1;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };
  await Promise.all(
    clients.map(async (client) => {
      while (Date.now() < until) {
        const kind = kindOf(random());
        const t = process.hrtime.bigint();
        let status;
        try {
          status = await call(url, client, kind);
        } catch {
          status = 'error';
        }
        const s = stats.get(kind) ?? { ms: [], statuses: [] };
        s.ms.push(Number(process.hrtime.bigint() - t) / 1e6);
        s.statuses.push(status);
        stats.set(kind, s);
      }
    }),
  );
  return stats;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function rows(stats) {
  return [...stats].map(([kind, { ms, statuses }]) => {
    const sorted = [...ms].sort((a, b) => a - b);
    const errors = statuses.filter((s) => s === 'error' || s >= 500 || (s >= 400 && s !== 429)).length;
    const limited = statuses.filter((s) => s === 429).length;
    const fiveXx = statuses.filter((s) => s === 'error' || s >= 500).length;
    const p99 = pct(sorted, 99);
    const target = ANALYTIC.has(kind) || kind === 'bare' ? '—' : p99 < 100 ? 'met' : 'MISSED';
    return {
      errorShare: errors / ms.length,
      fiveXx,
      cells: [
        kind,
        (ms.length / SECONDS).toFixed(1),
        pct(sorted, 50).toFixed(1),
        p99.toFixed(1),
        `${((100 * errors) / ms.length).toFixed(2)} %`,
        String(limited),
        String(fiveXx),
        ANALYTIC.has(kind) ? '(analytic)' : kind === 'bare' ? '(reference)' : `p99 < 100 ms: ${target}`,
      ],
    };
  });
}

async function main() {
  const pg = args.postgres && !process.env.DATABASE_URL ? await startPostgres() : null;
  const databaseUrl = pg?.url ?? process.env.DATABASE_URL ?? 'memory://';
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const portal = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-02',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bare = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  const barePort = await freePort();
  await new Promise((r) => bare.listen(barePort, '127.0.0.1', r));
  try {
    for (let i = 0; ; i++) {
      if (portal.exitCode !== null || i > 1200) throw new Error('the portal did not start');
      if (
        await fetch(`${url}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const clients = [];
    for (let i = 0; i < CLIENTS; i++) clients.push(await openClient(url, USERS[i % USERS.length]));
    // One analyzer query first: the analytics copy loads on first use, not under the measurement.
    await call(url, clients[0], 'analyzer');

    const bareStats = await drive(`http://127.0.0.1:${barePort}`, clients, () => 'bare');
    const stats = await drive(url, clients, pick);
    const measured = rows(stats);
    const all = [...stats.values()].reduce((n, s) => n + s.ms.length, 0);
    const errors = measured.reduce((n, r) => n + r.errorShare * Number(r.cells[1]) * SECONDS, 0);
    console.log(
      `Load benchmark: ${CLIENTS} clients, ${SECONDS} s per run, Node ${process.version}, ${pg || databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'PGlite in memory'}, LOG_LEVEL=info.\n`,
    );
    console.log(
      formatTable(
        ['call', 'req/s', 'p50 ms', 'p99 ms', 'errors', '429', '5xx', 'target'],
        [...rows(bareStats).map((r) => r.cells), ...measured.map((r) => r.cells)],
      ),
    );
    const share = (100 * errors) / all;
    const fiveXx = measured.reduce((n, r) => n + r.fiveXx, 0);
    console.log(
      `\nAll calls: ${(all / SECONDS).toFixed(1)} req/s; errors ${share.toFixed(2)} % (target < 1 %: ${share < 1 ? 'met' : 'MISSED'}); 5xx ${fiveXx} (target 0, rate limits answer 429: ${fiveXx === 0 ? 'met' : 'MISSED'}).`,
    );
    console.log(
      'bare: node:http answering {"ok":true}, driven by the same clients (what the machine and the client loop cost).',
    );
  } finally {
    portal.kill('SIGTERM');
    bare.close();
    await new Promise((r) => (portal.exitCode !== null ? r() : portal.once('exit', r)));
    pg?.stop();
  }
}

await main();
