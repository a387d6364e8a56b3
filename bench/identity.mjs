// Identity and request-cost benchmark (issues 4 and 13): /healthz, sign-in and GET mti/products
// under 50 concurrent clients, beside a bare Fastify route measured in the same run on the same
// machine, on the embedded PGlite and on PostgreSQL. Targets (issue 13): /healthz and products at
// ≥ 10 % of the bare route's throughput with p99 under 50 ms. The portal runs from source (tsx) as
// its own process with LOG_LEVEL=info (the production default; its lines go nowhere) and NODE_ENV=test:
// the analytics module then loads its DuckDB copy on first use rather than at start, where that
// load would compete with the measurement for the embedded database.
// Options: --pglite, --postgres (both by default; PostgreSQL is a throw-away server, support/postgres.mjs,
// on BENCH_PG_PORT or a free port); --before DIR also measures, on PGlite, the portal of another
// checkout (`git archive <commit> | tar -x -C DIR`, node_modules linked; DIR's name labels it) in the same run. BENCH_DURATION (seconds per measurement, default 10) and
// BENCH_CONNECTIONS (default 50) tune it.
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measure } from './support/autocannon-run.mjs';
import { freePort } from './support/free-port.mjs';
import { startPostgres } from './support/postgres.mjs';
import { launch, launchPortal, stop, waitFor } from './support/processes.mjs';
import { markdownTable } from './support/report.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PASSWORD = 'MTInsight!2026';
const TARGET_SHARE = 0.1;
const TARGET_P99_MS = 50;

if (process.argv[2] === '--bare-server') {
  // The reference: the same Fastify, one route, no database, no plugins.
  const { default: Fastify } = await import('fastify');
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
} else {
  await main();
}

/** The rows of one database: the portal started on it, measured beside the bare route. */
async function measurePortal(label, databaseUrl, bareUrl, cwd) {
  const port = await freePort();
  const portalUrl = `http://127.0.0.1:${port}`;
  const portal = launchPortal(
    port,
    {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      // The benchmark is one address hammering sign-in: lift the per-IP limit for it.
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    },
    { quiet: true, cwd },
  );
  try {
    await waitFor(`${portalUrl}/readyz`, portal);
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
    // A browser sends back the cookies its sign-in set (the session and the anti-forgery token bound
    // to it): without them the server would arm a new anti-forgery cookie on every call.
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const run = { connections: CONNECTIONS, duration: DURATION };
    const bare = await measure(`bare Fastify GET /bare (reference for ${label})`, { ...run, url: bareUrl });
    const rows = [bare];
    rows.push(await measure(`${label}: GET /healthz`, { ...run, url: `${portalUrl}/healthz` }));
    rows.push(
      await measure(`${label}: GET /api/mti/products`, {
        ...run,
        url: `${portalUrl}/api/mti/products`,
        headers: { authorization: `Bearer ${token}`, cookie },
      }),
    );
    rows.push(
      await measure(`${label}: POST /api/mti/login (argon2id)`, {
        ...run,
        url: `${portalUrl}/api/mti/login`,
        ...loginRequest,
      }),
    );
    return rows.map((r) => ({ ...r, bareRps: bare.rps, judged: /healthz|products/.test(r.title) }));
  } finally {
    await stop(portal);
  }
}

function cells(r) {
  const share = r.rps / r.bareRps;
  const verdict = `${(100 * share).toFixed(1)} % ${share >= TARGET_SHARE ? 'met' : 'MISSED'}; p99 ${r.p99 < TARGET_P99_MS ? 'met' : 'MISSED'}`;
  return [
    r.title,
    r.rps.toFixed(1),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.ok),
    String(r.other),
    r.judged ? verdict : '—',
  ];
}

async function main() {
  const { values } = parseArgs({
    options: { pglite: { type: 'boolean' }, postgres: { type: 'boolean' }, before: { type: 'string' } },
  });
  const both = !values.pglite && !values.postgres;
  const barePort = await freePort();
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  const bare = launch([fileURLToPath(import.meta.url), '--bare-server', String(barePort)]);
  const rows = [];
  const load = [loadavg()[0]];
  try {
    await waitFor(bareUrl, bare);
    if (values.before) {
      const commit = path.basename(values.before);
      rows.push(...(await measurePortal(`before (${commit}), PGlite`, 'memory://', bareUrl, values.before)));
    }
    if (both || values.pglite) rows.push(...(await measurePortal('PGlite', 'memory://', bareUrl)));
    load.push(loadavg()[0]);
    if (both || values.postgres) {
      const pg = await startPostgres();
      try {
        rows.push(...(await measurePortal('PostgreSQL', pg.url, bareUrl)));
      } finally {
        pg.stop();
      }
      load.push(loadavg()[0]);
    }
  } finally {
    await stop(bare);
  }
  console.log(
    `Identity benchmark: ${CONNECTIONS} concurrent clients, ${DURATION} s each, Node ${process.version}, LOG_LEVEL=info, CACHE_SECONDS=5; 1-minute load average ${load.map((l) => l.toFixed(2)).join(' → ')}.\n`,
  );
  console.log(
    markdownTable(
      [
        'scenario',
        'req/s',
        'p50 ms',
        'p99 ms',
        '2xx',
        'non-2xx/errors',
        `target: ≥ 10 % of bare, p99 < ${TARGET_P99_MS} ms`,
      ],
      rows.map(cells),
    ),
  );
  console.log(
    '\nSign-in is bound by argon2id (19 MiB, 2 passes) on libuv threads by design (no target); products by the session and catalogue reads (cached for CACHE_SECONDS).',
  );
}
