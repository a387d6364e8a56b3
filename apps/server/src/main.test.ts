// The process entry as an operator meets it: bad configuration, first start, restart, SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openDatabase } from './platform/db.ts';
import { prepareDatabase } from './prepare-database.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const entry = path.join(root, 'apps/server/src/main.ts');

type Started = { child: ChildProcess; output: () => string; exit: Promise<number | null> };

/** As root, file permissions do not stop the process: `asUnprivileged` runs it as `nobody` then. */
const nobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : null;

// Debug level: the tests wait for a request's "incoming request" line (logged at debug only).
function start(env: Record<string, string>, { asUnprivileged = false, nodeArgs = [] as string[] } = {}): Started {
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: root,
    ...(asUnprivileged && nobody ? nobody : {}),
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'debug', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

// Generous: a first start compiles with tsx, migrates and seeds, and CI machines are shared.
async function listeningUrl(started: Started, timeoutMs = 200_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/[\d.:]+)/.exec(started.output());
    if (match?.[1]) return match[1];
    if (started.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${started.output()}`);
}

async function waitForOutput(started: Started, pattern: RegExp, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (pattern.test(started.output())) return;
    if (started.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no output matching ${pattern}:\n${started.output()}`);
}

/** A POST over its own connection whose body the caller sends in parts; resolves to the whole response. */
function slowPost(url: string, headers: Record<string, string>, length: number) {
  const req = request(url, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-type': 'application/json', 'content-length': String(length) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.once('error', reject);
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
  });
  return { req, response };
}

type Answer = { status: number; connection: string | undefined; body: string };

/** A GET on the agent's keep-alive connection; rejects when the connection is reset or closed without an answer. */
function getOn(agent: Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.once('error', reject);
      res.once('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.once('error', reject);
    req.end();
  });
}

/** A keep-alive connection that has answered one request, and a promise of its closing by the server. */
async function openKeepAlive(url: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const closed = new Promise<void>((resolve) => {
    agent.once('free', (socket) => socket.once('close', () => resolve()));
  });
  const first = await getOn(agent, `${url}/healthz`);
  expect(first.connection).toBe('keep-alive');
  return { agent, closed };
}

/** Starts a sign-in whose body is held back: the server has the request and cannot answer it yet. */
async function heldSignIn(started: Started, url: string) {
  const armed = await fetch(`${url}/api/docs/json`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(armed.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const body = JSON.stringify({ userid: 'member', password: 'MTInsight!2026' });
  const post = slowPost(
    `${url}/api/mti/login`,
    { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    Buffer.byteLength(body),
  );
  const before = (started.output().match(/"url":"\/api\/mti\/login"[^\n]*incoming request/g) ?? []).length;
  post.req.write(body.slice(0, 10));
  await waitFor(
    () => (started.output().match(/"url":"\/api\/mti\/login"[^\n]*incoming request/g) ?? []).length > before,
    started,
  );
  return { finish: () => post.req.end(body.slice(10)), response: post.response };
}

async function waitFor(condition: () => boolean, started: Started, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return;
    if (started.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`condition not met:\n${started.output()}`);
}

/**
 * A data folder migrated and seeded once: the shutdown tests each start on a copy of it rather than
 * on an empty in-memory database they would seed again (seconds each); the first-start test seeds.
 */
let seededDataDir = '';
const seededCopy = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mti-seeded-'));
  cpSync(seededDataDir, dir, { recursive: true });
  return dir;
};

describe('server process', () => {
  beforeAll(async () => {
    seededDataDir = mkdtempSync(path.join(tmpdir(), 'mti-seeded-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: seededDataDir });
    const { database } = await prepareDatabase(config);
    await database.close();
  }, 240_000);

  it('refuses to start with a bad variable and names it', async () => {
    const started = start({ PORT: 'eighty', DATABASE_URL: 'memory://' });
    expect(await started.exit).toBe(1);
    expect(started.output()).toMatch(/Invalid environment:[\s\S]*PORT/);
  });

  it('refuses a production start on the test payment gateway unless ALLOW_TEST_PAYMENTS=1, and says so', async () => {
    const started = start({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'test', DATABASE_URL: 'memory://' });
    expect(await started.exit).toBe(1);
    expect(started.output()).toMatch(/Invalid environment:[\s\S]*ALLOW_TEST_PAYMENTS: must be 1/);
  });

  it('migrates and seeds on first start, keeps the data on restart, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mti-main-'));
    const first = start({ DATA_DIR: dataDir });
    const url = await listeningUrl(first);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect(first.output()).toContain('"seeded":true');
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(first.output()).toContain('shut down cleanly');

    const second = start({ DATA_DIR: dataDir });
    const url2 = await listeningUrl(second);
    expect(second.output()).toContain('"seeded":false');
    expect(second.output()).toContain('"applied":[]');
    const config = await (await fetch(`${url2}/assets/config/config.json`)).json();
    expect(config.roles.mtprospect).toBe('mtprospect');
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  }, 240_000);
  it('loads nothing of OpenTelemetry unless OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 036)', async () => {
    const recorder = path.join(root, 'apps/server/test/record-module-loads.mjs');
    const sdkLoads = async (env: Record<string, string>) => {
      const record = path.join(mkdtempSync(path.join(tmpdir(), 'mti-loads-')), 'modules.txt');
      const started = start(
        { DATA_DIR: seededCopy(), RECORD_MODULE_LOADS: record, ...env },
        { nodeArgs: ['--import', recorder] },
      );
      const url = await listeningUrl(started);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      started.child.kill('SIGTERM');
      await started.exit;
      expect(existsSync(record)).toBe(true);
      const loaded = readFileSync(record, 'utf8').split('\n');
      expect(loaded.some((url) => url.includes('/fastify/'))).toBe(true); // the recorder saw the start
      return loaded.filter((url) => /@opentelemetry\/(sdk-trace|exporter-trace-otlp-http|resources)\//.test(url));
    };
    expect(await sdkLoads({})).toEqual([]);
    // Port 9 (discard): nothing listens; the spans are batched and dropped, the start is what counts.
    expect((await sdkLoads({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' })).length).toBeGreaterThan(0);
  }, 240_000);

  it('finishes a request still in flight when SIGTERM arrives, then exits 0', async () => {
    const started = start({ DATA_DIR: seededCopy() });
    const url = await listeningUrl(started);
    const armed = await fetch(`${url}/api/docs/json`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(armed.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(xsrf).not.toBe('');

    const body = JSON.stringify({ userid: 'member', password: 'MTInsight!2026' });
    const { req, response } = slowPost(
      `${url}/api/mti/login`,
      { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      Buffer.byteLength(body),
    );
    req.write(body.slice(0, 10));
    // The server has the request (its headers, part of its body) before the signal comes.
    await waitForOutput(started, /"url":"\/api\/mti\/login"[^\n]*incoming request/);
    started.child.kill('SIGTERM');
    await waitForOutput(started, /shutting down: finishing in-flight requests/);
    req.end(body.slice(10));

    const res = await response;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ site_id: '100101', token: expect.any(String) });
    expect(await started.exit).toBe(0);
    expect(started.output()).toContain('shut down cleanly');
  }, 240_000);

  it('drains on SIGTERM: readyz 503, every request sent on 20 keep-alive connections answered, idle ones closed, exit 0', async () => {
    const started = start({ DATA_DIR: seededCopy() });
    const url = await listeningUrl(started);
    const busy = await Promise.all(Array.from({ length: 20 }, () => openKeepAlive(url)));
    const [probe, late, idle] = await Promise.all([openKeepAlive(url), openKeepAlive(url), openKeepAlive(url)]);
    const held = await Promise.all([heldSignIn(started, url), heldSignIn(started, url)]);

    // Twenty requests just sent on open keep-alive connections, and the signal right behind them.
    const justSent = busy.map(({ agent }) => getOn(agent, `${url}/assets/config/config.json`));
    started.child.kill('SIGTERM');
    const answers = await Promise.all(justSent);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    for (const answer of answers) expect(JSON.parse(answer.body).roles.mtprospect).toBe('mtprospect');
    await waitForOutput(started, /shutting down: finishing in-flight requests/);

    // While the held sign-ins are in flight, requests on open idle connections are still answered,
    // each closing its connection; readiness says no.
    const ready = await getOn(probe.agent, `${url}/readyz`);
    expect(ready).toMatchObject({ status: 503, connection: 'close' });
    expect(JSON.parse(ready.body)).toEqual({ status: 'shutting down' });
    const config = await getOn(late.agent, `${url}/assets/config/config.json`);
    expect(config).toMatchObject({ status: 200, connection: 'close' });

    for (const { finish } of held) finish();
    for (const { response } of held) {
      const res = await response;
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ site_id: '100101', token: expect.any(String) });
    }
    // The connection left idle is closed by the server, not left to time out.
    await idle.closed;
    expect(await started.exit).toBe(0);
    expect(started.output()).toContain('shut down cleanly');
    for (const { agent } of [...busy, probe, late, idle]) agent.destroy();
  }, 240_000);

  it('past SHUTDOWN_GRACE_MS, exits 1 and logs what it cut', async () => {
    const started = start({ DATA_DIR: seededCopy(), SHUTDOWN_GRACE_MS: '2000' });
    const url = await listeningUrl(started);
    const held = await heldSignIn(started, url);
    held.response.catch(() => {});
    started.child.kill('SIGTERM');
    expect(await started.exit).toBe(1);
    expect(started.output()).toMatch(/"requestsInFlight":1,"openConnections":\d+[^\n]*grace period of 2000 ms over/);
    expect(started.output()).not.toContain('shut down cleanly');
  }, 240_000);

  /** A fresh folder the unprivileged server user owns. */
  const ownedFolder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mti-data-'));
    if (nobody) chownSync(dir, nobody.uid, nobody.gid);
    return dir;
  };
  /** chmod of the folder and everything under it. */
  const chmodTree = (dir: string, mode: (isDir: boolean) => number) => {
    for (const name of readdirSync(dir)) {
      const child = path.join(dir, name);
      if (statSync(child).isDirectory()) chmodTree(child, mode);
      else chmodSync(child, mode(false));
    }
    chmodSync(dir, mode(true));
  };
  const ownTree = (dir: string) => {
    if (!nobody) return;
    for (const name of readdirSync(dir)) {
      const child = path.join(dir, name);
      if (statSync(child).isDirectory()) ownTree(child);
      else chownSync(child, nobody.uid, nobody.gid);
    }
    chownSync(dir, nobody.uid, nobody.gid);
  };

  it('refuses to start on a read-only DATA_DIR with one line naming the folder and the problem', async () => {
    const dataDir = ownedFolder();
    chmodSync(dataDir, 0o555);
    const started = start({ DATA_DIR: dataDir }, { asUnprivileged: true });
    expect(await started.exit).toBe(1);
    expect(started.output().trim()).toBe(
      `Cannot use the data folder ${path.join(dataDir, 'pglite')}: it is not writable by this user (EACCES).`,
    );
  }, 240_000);

  it('stops on an existing database made read-only, and leaves it intact for when it is writable again', async () => {
    const dataDir = ownedFolder();
    const made = await openDatabase(undefined, dataDir);
    await made.runScript("create table keepsake (note text); insert into keepsake values ('kept');");
    await made.close();
    ownTree(dataDir);
    chmodTree(dataDir, (isDir) => (isDir ? 0o555 : 0o444));

    const started = start({ DATA_DIR: dataDir }, { asUnprivileged: true });
    expect(await started.exit).toBe(1);
    expect(started.output().trim()).toBe(
      `Cannot use the data folder ${path.join(dataDir, 'pglite')}: it is not writable by this user (EACCES).`,
    );

    chmodTree(dataDir, (isDir) => (isDir ? 0o755 : 0o644));
    const reopened = await openDatabase(undefined, dataDir);
    const result = (await reopened.db.execute('select note from keepsake')) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ note: 'kept' }]);
    await reopened.close();
  }, 240_000);
});
