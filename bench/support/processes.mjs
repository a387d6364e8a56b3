// Processes a benchmark starts: the portal from source (tsx), a reference server, their output
// kept for the error message when one does not come up.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts `node args…` in the repository with env added; child.output() and child.exited.
 * quiet: standard output (the log lines) goes nowhere, so that reading it costs the measuring side nothing;
 * cwd: another checkout of the repository (a benchmark's "before" measured in the same run).
 */
export function launch(args, env = {}, { quiet = false, cwd = root } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d) => {
    // Only the tail: a portal logging at info under load writes a lot.
    output = (output + d).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr.on('data', keep);
  child.output = () => output;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return child;
}

/** Waits until url answers 2xx, failing with the child's output if it exits first. */
export async function waitFor(url, child, timeoutMs = 300_000) {
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

/**
 * The portal from source on port, NODE_ENV=test (the analytics copy loads on first use), env added.
 * BENCH_CPU_PROF_DIR=<dir> writes the portal's CPU profile there when it stops (where the time went).
 */
export function launchPortal(port, env, options) {
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  return launch(
    [...profile, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      ...env,
    },
    options,
  );
}

/** SIGTERM, then waits for the exit. */
export async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await child.exited;
}
