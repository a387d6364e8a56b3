// `npm test`'s first step: runs the given shell commands at the same time and fails if any fails.
//
// Typecheck, lint and the production build are each mostly one thread: one after the other they left
// a core of a two-core machine idle for minutes (decision 067). Each command's output is printed in
// one piece when it ends, so the logs of the three do not interleave.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/run-together.mjs "<command>" ["<command>" …]');
  process.exit(2);
}

const started = Date.now();
const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const chunks = [];
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (d) => chunks.push(d));
        child.stderr.on('data', (d) => chunks.push(d));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
          process.stdout.write(`\n== ${command}: ${status} after ${seconds} s\n${Buffer.concat(chunks).toString()}`);
          resolve(code === 0);
        });
      }),
  ),
);
const failed = commands.filter((_, i) => !results[i]);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
