import { defineConfig } from 'vitest/config';

const jsx = { oxc: { jsx: { runtime: 'automatic' as const, importSource: 'react' } } };

export default defineConfig({
  test: {
    projects: [
      {
        ...jsx,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/build.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
