// The process entry as an operator meets it: bad configuration, first start, restart, SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const entry = path.join(root, 'apps/server/src/main.ts');

type Started = { child: ChildProcess; output: () => string; exit: Promise<number | null> };

function start(env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

// Generous: a first start compiles with tsx, migrates and seeds, and CI machines are shared.
async function listeningUrl(started: Started, timeoutMs = 100_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/[\d.:]+)/.exec(started.output());
    if (match?.[1]) return match[1];
    if (started.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${started.output()}`);
}

describe('server process', () => {
  it('refuses to start with a bad variable and names it', async () => {
    const started = start({ PORT: 'eighty', DATABASE_URL: 'memory://' });
    expect(await started.exit).toBe(1);
    expect(started.output()).toMatch(/Invalid environment:[\s\S]*PORT/);
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
});
