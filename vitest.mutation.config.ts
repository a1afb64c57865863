import { defineConfig } from 'vitest/config';
import { scopes } from './stryker.config.mjs';

// The unit tests of one mutation scope (stryker.config.mjs), with the env the unit project has.
const scope = (process.env.MUTATION_SCOPE ?? 'page-cache') as keyof typeof scopes;
const env = { DONOR_DATA_KEY: 'dGVzdC1rZXktZm9yLXNlYWxlZC1kb25vci1kYXRhLTA=' };

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: { include: scopes[scope].tests, environment: 'node', env },
});
