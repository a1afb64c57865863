import { defineConfig } from 'vitest/config';

/** Browser tests: one built server for the run, Debian's chromium driven by playwright-core. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    setupFiles: ['tests/e2e/support/policy-check.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one browser at a time keeps timings steady.
    fileParallelism: false,
  },
});
