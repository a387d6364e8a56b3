// `npm run lint`'s duplicate-code step (issue 11's acceptance): jscpd over apps/ and packages/ fails when a
// block of ten or more lines is copied anywhere outside tests. Extract the block into one shared function.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const CHECKED_PATHS = ['apps', 'packages'];
export const MIN_LINES = 10;

/**
 * Tests may repeat themselves (each reads on its own); built or installed files are not ours, and neither are
 * drizzle-kit's schema snapshots (generated, one full copy of the schema per migration).
 */
const NOT_CHECKED = [
  '**/*.test.*',
  'apps/*/test/**',
  'apps/web/e2e/**',
  '**/dist/**',
  '**/dist-ssr/**',
  '**/node_modules/**',
  '**/migrations/meta/**',
];

/**
 * Runs jscpd over `paths` (relative to `cwd`) and returns its exit status (1 when a clone was found) and report.
 * @param {{ cwd?: string, paths?: string[] }} [options]
 */
export function findDuplicates({ cwd = repoRoot, paths = CHECKED_PATHS } = {}) {
  const jscpd = path.join(repoRoot, 'node_modules', 'jscpd', 'bin', 'jscpd');
  const args = [
    // jscpd reports only blocks longer than --min-lines (a ten-line clone needs --min-lines 9);
    // boundaries.test.ts pins the boundary, so an upgrade that fixes this fails the test and not silently.
    ...['--min-lines', String(MIN_LINES - 1), '--ignore', NOT_CHECKED.join(',')],
    ...['--exitCode', '1', '--reporters', 'console', '--noTips'],
    ...paths,
  ];
  const result = spawnSync(process.execPath, [jscpd, ...args], { cwd, encoding: 'utf8' });
  return { status: result.status ?? 1, report: `${result.stdout}${result.stderr}` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { status, report } = findDuplicates();
  process.stdout.write(report);
  process.exitCode = status;
}
