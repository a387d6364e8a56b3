import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findBoundaryViolations } from './check-boundaries.mjs';
import { findDuplicates, MIN_LINES } from './check-duplicates.mjs';

const config: { forbidden: { name: string }[] } = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

const scratch = mkdtempSync(path.join(tmpdir(), 'mti-boundaries-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes `files` (path → source) into a fresh folder shaped like the repository and returns the folder. */
function writeTree(name: string, files: Record<string, string>): string {
  const root = path.join(scratch, name);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

/** The `from → to` pairs that break `rule` when `files` are cruised with the real configuration. */
async function violationsOf(rule: string, files: Record<string, string>): Promise<string[]> {
  const baseDir = writeTree(rule, files);
  const roots = [...new Set(Object.keys(files).map((file) => file.split('/').slice(0, 2).join('/')))];
  const { violations } = await findBoundaryViolations({ baseDir, roots });
  return violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`);
}

const leaf = 'export const value = 1;\n';
const importing = (target: string) => `import { value } from '${target}';\nexport const copy = value;\n`;

// One tree per rule, each breaking it once; the expected list is exactly what the rule must report.
const brokenOnPurpose: Record<string, { files: Record<string, string>; expected: string[] }> = {
  'no-circular': {
    files: {
      'packages/contracts/src/a/x.ts': importing('./y.ts'),
      'packages/contracts/src/a/y.ts': `import type { copy } from './x.ts';\nexport const value: typeof copy = 1;\n`,
    },
    // dependency-cruiser names this cycle at x.ts; y.ts closes it with a type-only import, which counts too.
    expected: ['packages/contracts/src/a/x.ts → packages/contracts/src/a/y.ts'],
  },
  'web-feature-imports-another-feature': {
    files: {
      'apps/web/src/features/a/x.ts': importing('../b/y.ts'),
      'apps/web/src/features/a/z.ts': importing('./x.ts'),
      'apps/web/src/features/a/x.test.ts': importing('../b/y.ts'),
      'apps/web/src/features/b/y.ts': leaf,
    },
    expected: ['apps/web/src/features/a/x.ts → apps/web/src/features/b/y.ts'],
  },
  'web-shared-imports-feature-or-app': {
    files: {
      'apps/web/src/components/x.tsx': importing('../features/a/y.ts'),
      'apps/web/src/lib/x.ts': importing('../app/y.ts'),
      'apps/web/src/features/a/y.ts': leaf,
      'apps/web/src/app/y.ts': leaf,
    },
    expected: [
      'apps/web/src/components/x.tsx → apps/web/src/features/a/y.ts',
      'apps/web/src/lib/x.ts → apps/web/src/app/y.ts',
    ],
  },
  'web-content-imports-feature': {
    files: {
      'apps/web/src/content/x.ts': importing('../features/a/y.ts'),
      'apps/web/src/features/a/y.ts': leaf,
    },
    expected: ['apps/web/src/content/x.ts → apps/web/src/features/a/y.ts'],
  },
  'web-feature-imports-app': {
    files: {
      'apps/web/src/features/a/x.ts': importing('../../app/y.ts'),
      'apps/web/src/app/y.ts': leaf,
      'apps/web/src/app/z.ts': importing('../features/a/x.ts'),
    },
    expected: ['apps/web/src/features/a/x.ts → apps/web/src/app/y.ts'],
  },
  'server-module-bypasses-service': {
    files: {
      'apps/server/src/modules/a/service.ts': `${importing('../b/queries.ts')}export { value as other } from '../b/service.ts';\n`,
      'apps/server/src/modules/a/routes.ts': importing('./service.ts'),
      'apps/server/src/modules/a/service.test.ts': importing('../b/queries.ts'),
      'apps/server/src/modules/b/queries.ts': leaf,
      'apps/server/src/modules/b/service.ts': leaf,
    },
    expected: ['apps/server/src/modules/a/service.ts → apps/server/src/modules/b/queries.ts'],
  },
  'server-schema-imports-beyond-tables': {
    files: {
      'apps/server/src/modules/a/schema.ts': `${importing('../b/queries.ts')}export { value as users } from '../b/schema.ts';\n`,
      'apps/server/src/modules/b/queries.ts': leaf,
      'apps/server/src/modules/b/schema.ts': leaf,
    },
    expected: ['apps/server/src/modules/a/schema.ts → apps/server/src/modules/b/queries.ts'],
  },
  'server-seed-bypasses-service': {
    files: {
      'apps/server/src/seed/x.ts': `${importing('../modules/files/queries.ts')}export { value as a } from '../modules/files/service.ts';\nexport { value as b } from '../modules/files/provisioning.ts';\n`,
      'apps/server/src/modules/files/queries.ts': leaf,
      'apps/server/src/modules/files/service.ts': leaf,
      'apps/server/src/modules/files/provisioning.ts': leaf,
    },
    expected: ['apps/server/src/seed/x.ts → apps/server/src/modules/files/queries.ts'],
  },
  'server-platform-imports-module-or-seed': {
    files: {
      'apps/server/src/platform/x.ts': `${importing('../seed/y.ts')}export { value as other } from '../modules/a/service.ts';\n`,
      'apps/server/src/seed/y.ts': leaf,
      'apps/server/src/modules/a/service.ts': leaf,
    },
    expected: [
      'apps/server/src/platform/x.ts → apps/server/src/modules/a/service.ts',
      'apps/server/src/platform/x.ts → apps/server/src/seed/y.ts',
    ],
  },
  'server-module-imports-seed': {
    files: {
      'apps/server/src/modules/a/generator.ts': importing('../../seed/random.ts'),
      'apps/server/src/seed/random.ts': leaf,
    },
    expected: ['apps/server/src/modules/a/generator.ts → apps/server/src/seed/random.ts'],
  },
  'contracts-import-app': {
    files: {
      'packages/contracts/src/a/x.ts': importing('../../../../apps/web/src/lib/y.ts'),
      'apps/web/src/lib/y.ts': leaf,
    },
    expected: ['packages/contracts/src/a/x.ts → apps/web/src/lib/y.ts'],
  },
};

describe('the import boundaries (.dependency-cruiser.cjs)', () => {
  it('hold in the real tree', { timeout: 180_000 }, async () => {
    const { violations } = await findBoundaryViolations();
    expect(violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  });

  it('each rule is broken once on purpose below', () => {
    expect(Object.keys(brokenOnPurpose).sort()).toEqual(config.forbidden.map((rule) => rule.name).sort());
  });

  for (const [rule, { files, expected }] of Object.entries(brokenOnPurpose)) {
    it(`${rule} reports exactly the import that breaks it`, { timeout: 60_000 }, async () => {
      expect((await violationsOf(rule, files)).sort()).toEqual(expected.sort());
    });
  }

  it('no-circular also counts a cycle closed by a lazy import()', { timeout: 60_000 }, async () => {
    const found = await violationsOf('no-circular', {
      'apps/web/src/components/popup.tsx': `export const load = () => import('../content/text.tsx');\n`,
      'apps/web/src/content/text.tsx': `import { load } from '../components/popup.tsx';\nexport const again = load;\n`,
    });
    expect(found).toEqual(['apps/web/src/components/popup.tsx → apps/web/src/content/text.tsx']);
  });
});

describe('the duplicate-code check (jscpd)', () => {
  /** `lines` lines of code, each long enough that the block is well over jscpd's token minimum. */
  const block = (lines: number) =>
    Array.from(
      { length: lines },
      (_, i) => `export function scale${i}(amount: number, rate: number): number { return amount * rate + ${i}; }`,
    ).join('\n');

  it('passes the real tree', { timeout: 60_000 }, () => {
    const { status, report } = findDuplicates();
    expect(status, report).toBe(0);
  });

  it(`fails on a block of ${MIN_LINES} lines copied between two source files`, { timeout: 60_000 }, () => {
    const cwd = writeTree('clone', {
      'apps/web/src/lib/one.ts': `// one\n${block(MIN_LINES)}\n`,
      'packages/contracts/src/two.ts': `// two\nconst unrelated = 2;\n${block(MIN_LINES)}\n`,
    });
    const { status, report } = findDuplicates({ cwd, paths: ['apps', 'packages'] });
    expect(status).toBe(1);
    expect(report).toMatch(/lib\/one\.ts/);
    expect(report).toMatch(/src\/two\.ts/);
  });

  it(`passes a block of ${MIN_LINES - 1} lines copied between two source files`, { timeout: 60_000 }, () => {
    const cwd = writeTree('short-copy', {
      'apps/web/src/lib/one.ts': `// one\n${block(MIN_LINES - 1)}\n`,
      'apps/server/src/platform/two.ts': `// two\nconst unrelated = 2;\n${block(MIN_LINES - 1)}\n`,
    });
    expect(findDuplicates({ cwd, paths: ['apps'] }).status).toBe(0);
  });

  it('leaves tests alone: a block copied between test files passes', { timeout: 60_000 }, () => {
    const cwd = writeTree('clone-in-tests', {
      'apps/web/src/lib/one.test.ts': `// one\n${block(MIN_LINES)}\n`,
      'apps/server/test/two.ts': `// two\n${block(MIN_LINES)}\n`,
      'apps/web/e2e/three.spec.ts': `// three\n${block(MIN_LINES)}\n`,
    });
    expect(findDuplicates({ cwd, paths: ['apps'] }).status).toBe(0);
  });
});
