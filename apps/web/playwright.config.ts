import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/support/chromium.ts';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous: the machines that run this are shared and noisy; a slow first attempt should not fail.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findChromium({ headlessShell: true }) ?? undefined, args: CHROMIUM_ARGS },
    // A trace records screencast frames and DOM snapshots all through every test: with it always on,
    // Chromium's browser and GPU processes used about twice the CPU of the pages themselves
    // (decision 067). It is recorded when a failed test is retried (CI), or on demand: E2E_TRACE=on.
    trace: (process.env.E2E_TRACE as 'on' | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
