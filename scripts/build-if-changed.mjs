// `npm start` builds only when a source file changed since the last build, so a restart with
// everything in place is serving within seconds. The stamp is a hash of every input's path,
// size and modification time.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const inputs = [
  'package-lock.json',
  'packages/contracts/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
];
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
const stampFile = 'apps/server/dist/.build-stamp';

function* walk(entry) {
  if (!existsSync(entry)) return;
  const stat = statSync(entry);
  if (stat.isDirectory()) {
    for (const name of readdirSync(entry).sort()) {
      if (name === 'node_modules' || name === 'dist') continue;
      yield* walk(path.join(entry, name));
    }
  } else {
    yield `${entry}:${stat.size}:${stat.mtimeMs}`;
  }
}

const hash = createHash('sha256');
for (const input of inputs) for (const line of walk(input)) hash.update(`${line}\n`);
const stamp = hash.digest('hex');

const upToDate =
  outputs.every((o) => existsSync(o)) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
if (upToDate && !process.argv.includes('--force')) {
  console.log('Build is up to date.');
} else {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, stamp);
}
