// `npm run bench`: runs every benchmark in bench/ (each *.mjs but this one), one after another.
// start-time.mjs goes first: it runs `npm run build`, which the bundle and web benchmarks need.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const self = path.basename(fileURLToPath(import.meta.url));
const FIRST = 'start-time.mjs';
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== self)
  .sort((a, b) => (a === FIRST ? -1 : b === FIRST ? 1 : a.localeCompare(b)));

let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench} ===\n`);
  const { status } = spawnSync(process.execPath, [path.join(here, bench)], { stdio: 'inherit' });
  if (status !== 0) {
    failed++;
    console.error(`${bench} failed with exit code ${status}`);
  }
}
process.exit(failed ? 1 : 0);
