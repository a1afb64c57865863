import type { KnipConfig } from 'knip';

/** Unused files, exports and dependencies (npm run lint). */
const config: KnipConfig = {
  entry: ['src/pages/**/*.{astro,ts}', 'src/server/db/migrations/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', 'src/**/*.test.{ts,tsx}', 'vitest.e2e.config.ts'],
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
