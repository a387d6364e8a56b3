// `npm run test:e2e`: builds the production app, then runs the Playwright specs in system Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// CHROMIUM_PATH, when set, is the only browser considered (the e2e config reads it too).
const candidates = process.env.CHROMIUM_PATH
  ? [process.env.CHROMIUM_PATH]
  : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
if (!candidates.some((p) => existsSync(p))) {
  console.error(
    'End-to-end tests need Chromium, which is not installed: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH) and try again.',
  );
  process.exit(1);
}

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);
const extra = process.argv.slice(2).filter((a) => a !== '--no-build');
run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...extra]);
