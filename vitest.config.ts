import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const PROCESS_TESTS = [
  'apps/server/src/main.test.ts',
  'apps/server/src/modules/passport/campaigns/sender-process.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default for a run is one worker fewer than the cores: one worker on a 2-core CI
    // machine, with the second core mostly idle while PGlite, jsdom and argon2 keep the first busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker runs many test files and keeps the modules it loaded (decision 077): loading the app,
    // PGlite, React and Mantine once per file was more than a third of the suite's CPU time. Vitest
    // reads this for the whole run, not per project; it still gives each project fresh workers.
    isolate: false,
    projects: [
      {
        test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      {
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The server process as an operator starts and stops it: it brings its own embedded database,
        // so it runs once, not again in the API suite on PostgreSQL (`npm run test:api`).
        test: {
          name: 'process',
          include: PROCESS_TESTS,
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...PROCESS_TESTS],
          environment: 'node',
          setupFiles: ['apps/server/test/setup.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // On PostgreSQL (`npm run test:api`) CI runs this suite at a lower priority beside the browser
          // tests (decision 077): it gets the CPU they leave, and a 30 s cut measured that, not the test
          // (a drill-down export and the blend property test were each cut so). The limits are ceilings.
          testTimeout: process.env.TEST_DATABASE_URL ? 120_000 : 30_000,
          hookTimeout: process.env.TEST_DATABASE_URL ? 180_000 : 60_000,
        },
      },
      {
        plugins: [react()],
        css: { modules: { generateScopedName: '[local]' } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: './apps/web/test/shared-jsdom-environment.ts',
          setupFiles: ['apps/web/test/setup.ts'],
          // The keyboard paths through whole pages take seconds of jsdom work; on a loaded CI machine
          // Vitest's default 5 s cut some of them short.
          testTimeout: 15_000,
          css: false,
        },
      },
    ],
  },
});
