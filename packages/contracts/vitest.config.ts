import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    // Each file runs the in-process Hardhat network; 255-recipient batches and a local node take seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
