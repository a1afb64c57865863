import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { astroFrontmatter } from './lint/astro-frontmatter.js';
import {
  appExceptions,
  boundaryPattern,
  featureExceptions,
  featureNames,
  routeExceptions,
} from './lint/feature-boundaries.js';

/**
 * The lint rules of the project (npm run lint). Astro files are checked by `astro check`; the
 * TypeScript and React sources here. The import-direction rules keep the layers of
 * CONTRIBUTING.md: src/server and src/ui are the ground floor and import no feature.
 */
const features = ['#src/features/*', '**/features/**'];
const above = [...features, '#src/app/*', '**/app/**', '#src/pages/*', '**/pages/**', '#src/middleware.ts'];
const dictionaries = ['#src/i18n/index.ts', '#src/i18n/dictionaries.ts', '**/i18n/index.ts', '**/i18n/dictionaries.ts'];

const featureBoundary = {
  group: ['#src/app/*', '**/app/**', '#src/pages/*', '#src/middleware.ts'],
  message: 'A feature does not import the composition (src/app) or the routes.',
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', '.astro/', 'public/', 'reports/', '.stryker-tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // An .astro file's frontmatter is linted as the TypeScript it is (lint/astro-frontmatter.js).
  { files: ['**/*.astro'], processor: astroFrontmatter },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused names are mistakes; a leading underscore says "on purpose".
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Prettier breaks code at 120 but leaves long strings, comments and Telugu (whose vowel signs it
      // counts as no width) whole; a long text is cut at a space into pieces joined by +.
      // scripts/line-length.test.ts holds the markup, stylesheets and shell to the same limit.
      'max-len': ['error', { code: 120 }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // A scrolling table or carousel is a labelled region that the keyboard must reach (axe:
      // scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'tabpanel'] }],
    },
  },
  {
    // Declarations name types where they are used, with import(); there is no other way in a global .d.ts.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Migrations and the dialect helpers work on any schema, as Kysely's own documentation types them.
    files: ['src/server/db/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // The ground floor: nothing from the features, the composition or the routes.
    files: ['src/server/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...above, ...dictionaries],
              message:
                'src/server and src/ui are the ground floor: they import no feature, app, route or dictionary ' +
                '(CONTRIBUTING.md). Hand the value in instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's process takes the site from the build (dist/server/app.mjs): a module of src/
    // imported here as well would be a second copy of it, with its own state, in the same process.
    files: ['scripts/start.ts', 'scripts/workers.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(#src/|(\\.\\./)+src/)',
              allowTypeImports: true,
              message: 'Take it from dist/server/app.mjs (src/app/server.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The one registry of table types: type imports only, so nothing of a feature runs here.
    files: ['src/server/db/schema.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: above.filter((p) => !features.includes(p)), message: 'Only feature table types belong here.' },
            {
              group: features,
              allowTypeImports: true,
              message: "Only the types of a feature's tables.ts, imported with `import type`.",
            },
          ],
        },
      ],
    },
  },
  // A feature reaches the composition and the routes never, another feature through its service.ts or index.ts
  // (docs/decisions/166). Money has one module (docs/decisions/125): donations and bookings each use payments,
  // never each other, and payments knows neither; the webhook route composes them.
  ...featureNames.map((feature) => {
    const banned = { bookings: ['donations'], donations: ['bookings'], payments: ['donations', 'bookings'] }[feature];
    const money = banned && {
      group: banned.flatMap((b) => [`#src/features/${b}/**`, `**/${b}/**`]),
      message: `${feature} does not import ${banned.join(' or ')}: what they share is in src/features/payments.`,
    };
    return {
      files: [`src/features/${feature}/**/*.{ts,tsx}`, `src/features/${feature}/**/*.astro/*.ts`],
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              featureBoundary,
              boundaryPattern(feature, featureExceptions[feature]),
              ...(money ? [money] : []),
            ],
          },
        ],
      },
    };
  }),
  {
    files: ['src/pages/**/*.ts', 'src/pages/**/*.astro/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [boundaryPattern(undefined, routeExceptions)] },
      ],
    },
  },
  {
    // The composition wires the features together, as the routes do: through their entry points.
    files: ['src/app/**/*.ts', 'src/middleware.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [boundaryPattern(undefined, appExceptions)] }],
    },
  },
  {
    // Names declared in the frontmatter are used by the template, which is not linted.
    files: ['**/*.astro/*.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
);
