// `npm run lint`'s boundary step: cruises the apps and contracts with .dependency-cruiser.cjs and fails on
// any violation. Uses dependency-cruiser's JS API so that scripts/boundaries.test.ts can cruise fixtures the same way.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folders whose imports the rules govern, relative to the repository root. */
export const CHECKED_ROOTS = [
  'apps/server/src',
  'apps/server/test',
  'apps/web/src',
  'apps/web/test',
  'apps/web/e2e',
  'packages/contracts/src',
];

/**
 * Cruises `roots` (relative to `baseDir`) with the real rules and returns the violations.
 * @param {{ baseDir?: string, roots?: string[] }} [options]
 */
export async function findBoundaryViolations({ baseDir = repoRoot, roots = CHECKED_ROOTS } = {}) {
  const options = await extractDepcruiseOptions(path.join(repoRoot, '.dependency-cruiser.cjs'));
  const { output } = await cruise(roots, { ...options, baseDir, validate: true });
  if (typeof output === 'string') throw new Error('dependency-cruiser returned a formatted report, not a result');
  return { result: output, violations: output.summary.violations };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { result, violations } = await findBoundaryViolations();
  const { output } = await format(result, { outputType: 'err' });
  process.stdout.write(String(output));
  process.exitCode = violations.length > 0 ? 1 : 0;
}
