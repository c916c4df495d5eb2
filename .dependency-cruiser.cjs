// Import rules of the monorepo (issue #22), checked by `pnpm run deps` and in the lint step of `npm test` / CI.
// tests/import-rules (src/importRules.test.ts) runs these rules on its fixtures/ with one breach each, so no rule can
// pass everything in silence.
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
