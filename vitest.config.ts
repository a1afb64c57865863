import { defineConfig } from 'vitest/config';

// A fixed key for sealing donors' identity numbers in tests, so no test writes a key file into ./data.
const env = { DONOR_DATA_KEY: 'dGVzdC1rZXktZm9yLXNlYWxlZC1kb25vci1kYXRhLTA=' };

const jsx = { oxc: { jsx: { runtime: 'automatic' as const, importSource: 'react' } } };

export default defineConfig({
  test: {
    projects: [
      {
        ...jsx,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], environment: 'node', env },
      },
      {
        test: {
          name: 'integration',
          env,
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/build.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
