// Starts the production build of the server on a free port with a fresh in-memory database,
// a real SMTP server, and a JSON view of the received mail for the tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestSmtpServer } from '../../../server/test/smtp-server.ts';
import { E2E_EVENT_HOST_SECRET } from './event-host.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../../../server/dist/main.js');
const webDist = path.resolve(here, '../../dist');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server at ${url} was not ready within ${timeoutMs} ms`);
}

export default async function globalSetup() {
  const smtp = await startTestSmtpServer();
  const mailbox = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(smtp.messages));
  });
  await new Promise<void>((resolve) => mailbox.listen(0, '127.0.0.1', resolve));

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The east regional event's registration host: a port the event sign-on spec serves its stand-in on.
  const eventHostPort = await freePort();
  const logs: string[] = [];
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'test',
      ALLOW_TEST_PAYMENTS: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      PUBLIC_URL: baseUrl,
      SMTP_URL: smtp.url,
      WEB_DIST: webDist,
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456',
      LOG_LEVEL: 'warn',
      // Every spec signs in from 127.0.0.1: the per-IP limit would otherwise throttle the run itself.
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      EVENT_SIGNON_HOSTS: `east=http://127.0.0.1:${eventHostPort}/register?show=east,south=https://register.south.mti-events.example/sso`,
      EVENT_SIGNON_SECRETS: `east=${E2E_EVENT_HOST_SECRET}`,
      // contributions.spec.ts moves the USMTO in Advance clock past a deadline (test-only route).
      CONTRIBUTIONS_CLOCK_CONTROL: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  try {
    // A first start migrates and seeds (the passport sample too): on a shared, loaded machine that took past a minute.
    await waitUntilReady(baseUrl, child, 240_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${logs.join('')}`);
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_EVENT_HOST_PORT = String(eventHostPort);
  process.env.E2E_MAILBOX_URL = `http://127.0.0.1:${(mailbox.address() as AddressInfo).port}/`;

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(null);
      });
    });
    await smtp.close();
    await new Promise((resolve) => mailbox.close(resolve));
  };
}
