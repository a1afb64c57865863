// Mutation testing (docs/decisions/164): `npm run mutation -- SCOPE`. Each scope mutates a few
// files and runs only the unit tests beside them, so a run takes minutes, not the whole suite.
export const scopes = {
  http: {
    mutate: ['src/server/http/*.ts', '!src/server/http/*.test.ts'],
    tests: ['src/server/http/*.test.ts'],
  },
  'page-cache': {
    mutate: ['src/server/page-cache/*.ts', '!src/server/page-cache/*.test.ts'],
    tests: ['src/server/page-cache/*.test.ts'],
  },
  lifecycle: {
    mutate: ['src/features/bookings/lifecycle.ts', 'src/features/bookings/expiry.ts'],
    tests: [
      'src/features/bookings/lifecycle.test.ts',
      'src/features/bookings/expiry.test.ts',
      'src/features/bookings/payments.test.ts',
      'src/features/bookings/payment-expiry.test.ts',
    ],
  },
};

const scope = process.env.MUTATION_SCOPE ?? 'page-cache';
if (!(scope in scopes)) throw new Error(`MUTATION_SCOPE is one of ${Object.keys(scopes).join(', ')}`);

export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: scopes[scope].mutate,
  coverageAnalysis: 'perTest',
  // A contributor's machine runs the rest of its work meanwhile; more runners rarely pay on two cores.
  concurrency: 1,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${scope}.html` },
  jsonReporter: { fileName: `reports/mutation/${scope}.json` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['dist', 'data', '.astro', 'reports', 'test-results'],
};
