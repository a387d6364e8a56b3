// Starts the production build (apps/server/dist + apps/web/dist) on a free port with a fresh
// in-memory database, as the end-to-end tests do. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const webDist = path.join(root, 'apps/web/dist');

/** { url, stop } of a running built server; throws with its output if it does not come up. */
export async function startBuiltServer() {
  if (!existsSync(serverEntry) || !existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('No production build found: run `npm run build` first.');
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'test',
      ALLOW_TEST_PAYMENTS: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      PUBLIC_URL: url,
      WEB_DIST: webDist,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (d) => {
    output += d;
  });
  // The first start migrates and seeds: on a loaded machine that takes minutes, not seconds.
  const deadline = Date.now() + Number(process.env.SERVER_START_TIMEOUT_S ?? 600) * 1000;
  let ready = false;
  while (!ready && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      ready = (await fetch(`${url}/readyz`)).ok;
    } catch {
      // not listening yet
    }
    if (!ready) await new Promise((r) => setTimeout(r, 200));
  }
  if (!ready) {
    child.kill('SIGTERM');
    throw new Error(`the server at ${url} was not ready in time (SERVER_START_TIMEOUT_S):\n${output}`);
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}
