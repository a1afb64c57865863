/**
 * npm run lint's import-cycle check (docs/decisions/166): no cycle of modules that run, between features or in
 * the ground floor, the composition and the routes. Type imports are erased before anything runs: they do not count.
 */
const runtime = { dependencyTypesNot: ['type-only'] };

export default {
  forbidden: [
    {
      name: 'no-cycle-between-features',
      comment: "A feature's modules load others' and back: one of them could read the other's exports unset.",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { circular: true, ...runtime, via: { pathNot: '^src/features/$1/' }, viaOnly: runtime },
    },
    {
      name: 'no-cycle',
      comment: 'An import cycle outside the features (src/server, src/ui, src/i18n, src/app).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/features/' },
      to: { circular: true, ...runtime, viaOnly: runtime },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // A test imports what it tests and nothing imports a test: it closes no cycle.
    exclude: { path: '\\.test\\.tsx?$' },
    enhancedResolveOptions: {
      conditionNames: ['import', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
