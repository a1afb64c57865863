import type { KnipConfig } from 'knip';

// src/app/server.ts: the server build's second entry, which scripts/start.ts loads from dist/.
const sources = ['src/pages/**/*.{astro,ts}', 'src/app/server.ts', 'src/server/db/migrations/*.ts', 'scripts/**/*.ts'];
const tests = ['tests/**/*.ts', 'src/**/*.test.{ts,tsx}', 'vitest.e2e.config.ts', 'vitest.mutation.config.ts'];

/** Unused files, exports and dependencies (npm run lint). */
const config: KnipConfig = {
  entry: [...sources, ...tests],
  project: ['src/**/*.{ts,tsx,astro}', 'scripts/**/*.ts', 'tests/**/*.ts'],
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Read as a file and run in the page by the browser tests' accessibility check.
    'axe-core',
    // Its font files are named by url() in src/styles/fonts.css (decision 116), which knip does not read.
    '@fontsource/noto-sans-telugu',
  ],
  // PostgreSQL's own tools, from the system's packages (.ci/run installs them).
  ignoreBinaries: ['pg_config'],
};

export default config;
