// Shutdown benchmark (issue 13): 50 keep-alive clients hammer a server, SIGTERM arrives mid-run,
// and every request a client has sent must get a complete response: target 0 reset. New
// connections refused after SIGTERM are counted apart (they were never sent; a reverse proxy sends
// them to another instance). The baseline, measured in the same run, is a bare Fastify 5 app with
// its defaults closing on SIGTERM (`app.close()`), as the portal did before decision 028.
// The portal runs from source (tsx) on a fresh in-memory database, with NODE_ENV=test.
// BENCH_CONNECTIONS (default 50) and BENCH_LOAD_MS (load before SIGTERM, default 3000) tune it.
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort } from './support/free-port.mjs';
import { launch, launchPortal, waitFor } from './support/processes.mjs';
import { formatTable } from './support/report.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 3_000);
const STOP_LIMIT_MS = 60_000;

if (process.argv[2] === '--bare-server') {
  const { default: Fastify } = await import('fastify');
  const bare = Fastify();
  bare.get('/work', async () => {
    await new Promise((r) => setTimeout(r, 2));
    return { ok: true };
  });
  await bare.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
  process.once('SIGTERM', async () => {
    await bare.close();
    process.exit(0);
  });
} else {
  await main();
}

async function waitForLine(pattern, child, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(child.output())) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no ${pattern}:\n${child.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** One GET on the agent: 'answered' with its status, 'refused' (never sent) or 'reset' (sent, no response). */
function get(url, agent) {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.once('end', () =>
        resolve({
          outcome: 'answered',
          status: res.statusCode,
          close: !res.headers.connection?.includes('keep-alive'),
        }),
      );
      res.once('error', () => resolve({ outcome: 'reset' }));
    });
    req.once('error', (err) => resolve({ outcome: err.code === 'ECONNREFUSED' ? 'refused' : 'reset', code: err.code }));
    req.end();
  });
}

/** Runs the clients until each has met a refused connection after SIGTERM; SIGTERM after LOAD_MS. */
async function hammer(url, child) {
  const tally = { sent: 0, ok: 0, other: 0, reset: 0, refused: 0, afterSignal: 0, resetCodes: new Set() };
  let signalled = false;
  const client = async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (;;) {
        const result = await get(url, agent);
        if (result.outcome === 'refused') {
          tally.refused += 1;
          if (signalled) return;
          continue;
        }
        tally.sent += 1;
        if (signalled) tally.afterSignal += 1;
        if (result.outcome === 'reset') {
          tally.reset += 1;
          tally.resetCodes.add(result.code);
          if (signalled && child.exitCode !== null) return;
        } else if (result.status >= 200 && result.status < 300) tally.ok += 1;
        else tally.other += 1;
        if (child.exitCode !== null) return;
      }
    } finally {
      agent.destroy();
    }
  };
  const clients = Array.from({ length: CONNECTIONS }, client);
  await new Promise((r) => setTimeout(r, LOAD_MS));
  signalled = true;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
  const exit = await child.exited;
  await Promise.all(clients);
  clearTimeout(timer);
  return { ...tally, exit };
}

async function main() {
  const barePort = await freePort();
  const bare = launch([fileURLToPath(import.meta.url), '--bare-server', String(barePort)], {});
  await waitFor(`http://127.0.0.1:${barePort}/work`, bare);
  const baseline = await hammer(`http://127.0.0.1:${barePort}/work`, bare);

  const port = await freePort();
  const portal = launchPortal(port, { DATABASE_URL: 'memory://', LOG_LEVEL: 'info' });
  await waitFor(`http://127.0.0.1:${port}/readyz`, portal);
  // The analytics copy loads at start through the embedded database, which holds the event loop
  // meanwhile: measure the server as it runs afterwards.
  await waitForLine(/analytics copy (loaded|failed)/, portal);
  const ours = await hammer(`http://127.0.0.1:${port}/assets/config/config.json`, portal);

  console.log(
    `Shutdown benchmark: ${CONNECTIONS} keep-alive clients, SIGTERM after ${LOAD_MS} ms of load; numbers vary run to run on a shared machine.\n`,
  );
  const row = (title, t) => [
    title,
    String(t.sent),
    String(t.ok),
    String(t.other),
    String(t.reset),
    String(t.refused),
    String(t.exit),
    '0 reset',
    t.reset === 0 ? 'pass' : 'miss',
  ];
  console.log(
    formatTable(
      ['server', 'sent', '2xx', 'other', 'reset', 'refused (never sent)', 'exit', 'target', 'result'],
      [
        row('bare Fastify 5, defaults, app.close() on SIGTERM (baseline)', baseline),
        row('MTI Portal (decision 028)', ours),
      ],
    ),
  );
  const shutdownLines = portal
    .output()
    .split('\n')
    .filter((line) => /shutting down|shut down|grace period/.test(line));
  console.log(`\nPortal log at shutdown:\n${shutdownLines.join('\n')}`);
  if (ours.reset) console.log(`Portal reset codes: ${[...ours.resetCodes].join(', ')}`);
  if (baseline.reset) console.log(`Baseline reset codes: ${[...baseline.resetCodes].join(', ')}`);
  process.exit(ours.reset === 0 && ours.exit === 0 ? 0 : 1);
}
