import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    // Packing and `npm install` run once per file in beforeAll; a cold npm cache needs the registry. Examples that
    // start a local chain and the type checks are CPU-bound: two at a time (the machines have 2 cores), and a
    // generous timeout for a machine busy with other packages' tests.
    testTimeout: 180_000,
    maxConcurrency: 2,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
