import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the built site served by the real API (see e2e/startSite.ts).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time: each Tool file has its own chain and Chromium, the others share the one site; most of a
    // browser test's time is spent waiting on the page or the chain, so two run in about the time of one.
    fileParallelism: true,
    maxWorkers: 2,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/e2e.json' },
  },
});
