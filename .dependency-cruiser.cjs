// Import rules of the monorepo (issue #22), checked by `pnpm run deps` and in the lint step of `npm test` / CI.
// tests/import-rules (src/importRules.test.ts) runs these rules on its fixtures/ with one breach each, so no rule can
// pass everything in silence.

// The engine's packages, which apps reach only through the entry points their package.json `exports` publish.
const ENGINE_PACKAGES = ['wallet-core', 'batch-core', 'contracts'];
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The files an `exports` target names, through nested conditions (`{ import: { types, default } }`). */
const targetsOf = (target) =>
  typeof target === 'string' ? [target] : Object.values(target ?? {}).flatMap((inner) => targetsOf(inner));
/** Per package: the specifiers it publishes (`^@fanout/wallet-core/bulk-send$`) and the files they resolve to. */
const engineEntries = ENGINE_PACKAGES.flatMap((name) => {
  const { exports } = require(`./packages/${name}/package.json`);
  return Object.entries(exports).flatMap(([subpath, target]) => [
    `^@fanout/${name}${escapeRegExp(subpath.slice(1))}$`,
    ...targetsOf(target).map((file) => `(^|/)packages/${name}/${escapeRegExp(file.replace(/^\.\//, ''))}$`),
  ]);
});
const ENGINE = `(${ENGINE_PACKAGES.join('|')})`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No circular import anywhere (type-only imports included: a circle of types is still a knot).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-package-imports-app',
      severity: 'error',
      comment: 'Packages are the lower layer: none imports an app.',
      from: { path: '(^|/)packages/[^/]+/' },
      to: { path: ['(^|/)apps/[^/]+/', '^@fanout/(api|web)(/|$)'] },
    },
    {
      name: 'ui-no-wallet-or-chain',
      severity: 'error',
      comment:
        'packages/ui draws; it imports no wallet or chain code (wallet-core, batch-core, contracts, ethers, viem…).',
      from: { path: '(^|/)packages/ui/' },
      to: {
        path: [
          '(^|/)packages/(wallet-core|batch-core|contracts)/',
          '(^|/)node_modules/(@fanout/(wallet-core|batch-core|contracts)|ethers|viem|wagmi|@noble|@scure|web3)(/|$)',
          // the same names when not installed where the import stands (still a breach)
          '^(@fanout/(wallet-core|batch-core|contracts)|ethers|viem|wagmi|@noble|@scure|web3)(/|$)',
        ],
      },
    },
    // A feature's doors are its index.ts and, where a caller must not load the whole feature, a side door
    // index.<part>.ts beside it (features/wallet/index.nav.ts: the nav's Connect slot without wallet-core).
    {
      name: 'feature-only-through-index',
      severity: 'error',
      comment:
        "A feature in apps/web/src/features/<name>/ imports another feature only through that feature's doors " +
        '(index.ts, or an index.<part>.ts side door).',
      from: { path: '(^|/)apps/web/src/features/([^/]+)/' },
      to: {
        path: '(^|/)apps/web/src/features/([^/]+)/',
        pathNot: [
          '(^|/)apps/web/src/features/$2/',
          '(^|/)apps/web/src/features/[^/]+/index\\.tsx?$',
          '(^|/)apps/web/src/features/[^/]+/index\\.[a-z]+\\.tsx?$',
        ],
      },
    },
    {
      name: 'app-and-site-only-through-index',
      severity: 'error',
      comment:
        'The rest of apps/web/src (app/, site/, i18n/, testing/, the entry) imports a feature only through its doors ' +
        '(index.ts, or an index.<part>.ts side door), like another feature would.',
      from: { path: '(^|/)apps/web/src/', pathNot: '(^|/)apps/web/src/features/' },
      to: {
        path: '(^|/)apps/web/src/features/[^/]+/',
        pathNot: [
          '(^|/)apps/web/src/features/[^/]+/index\\.tsx?$',
          '(^|/)apps/web/src/features/[^/]+/index\\.[a-z]+\\.tsx?$',
        ],
      },
    },
    {
      name: 'apps-engine-only-through-entries',
      severity: 'error',
      comment:
        'Apps import @fanout/wallet-core, @fanout/batch-core and @fanout/contracts by name, through the entry points ' +
        "their package.json `exports` publish ('@fanout/wallet-core/bulk-send'), never a deep file, src/ or dist/.",
      from: { path: '(^|/)apps/' },
      to: {
        dependencyTypesNot: ['local'],
        path: [`(^|/)packages/${ENGINE}/`, `(^|/)node_modules/@fanout/${ENGINE}/`, `^@fanout/${ENGINE}(/|$)`],
        pathNot: engineEntries,
      },
    },
    {
      name: 'apps-engine-not-by-path',
      severity: 'error',
      comment:
        "Apps never reach into the engine's packages by a relative path (not even to a built entry file): " +
        "an import by name is what an outside project gets, and what the packages' tests check.",
      from: { path: '(^|/)apps/' },
      to: { dependencyTypes: ['local'], path: `(^|/)packages/${ENGINE}/` },
    },
    {
      name: 'test-fixtures-only-in-tests',
      severity: 'error',
      comment:
        "@fanout/test-chain (tests/chain-fixtures: Safe contracts, a batching wallet) is private test code: an app's or " +
        "a package's src/ imports it only from a test file (*.test.ts); test/ and e2e/ folders may import it freely.",
      from: { path: '(^|/)(apps|packages)/[^/]+/src/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: [
          '(^|/)tests/chain-fixtures/',
          '(^|/)node_modules/@fanout/test-chain/',
          // the name when not installed where the import stands (still a breach)
          '^@fanout/test-chain(/|$)',
        ],
      },
    },
  ],
  options: {
    // A circle between packages would pass through their built entries: pnpm and turbo refuse a circle of
    // workspace dependencies, so package.json keeps that one out.
    // Built output is kept as leaves (never excluded: an import of a workspace package resolves to its dist/,
    // and an excluded module would take that edge out of the rules).
    doNotFollow: { path: ['node_modules', '(^|/)dist/'] },
    exclude: {
      path: [
        '(^|/)(coverage|storybook-static|artifacts|cache|test-results|playwright-report)/',
        '(^|/)packages/contracts/src/typechain-types/',
        // breaches on purpose, for tests/import-rules (which runs the rules there with its own working directory)
        '^tests/import-rules/fixtures/',
      ],
    },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default', 'require', 'node'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.jsx', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
