// A Mantine Loader or Skeleton renders a plain <span>/<div>: an aria-label on it is prohibited
// (axe "aria-prohibited-attr") and screen readers skip it. The name only counts with a role, so
// every labelled placeholder in the app must say role="status". Caught by the My dashboards e2e
// scan when a tile was still loading; this check does not depend on timing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LABELLED_PLACEHOLDER = /<(Loader|Skeleton)\b[^>]*\baria-label=[^>]*>/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

describe('loading placeholders', () => {
  it('give every labelled Loader and Skeleton the status role', () => {
    const unnamed = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(LABELLED_PLACEHOLDER)]
        .filter(([tag]) => !/\brole="status"/.test(tag))
        .map(([tag]) => `${path.relative(SRC, file)}: ${tag}`),
    );
    expect(unnamed).toEqual([]);
  });
});
