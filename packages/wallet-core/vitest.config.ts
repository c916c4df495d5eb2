import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    // The first request of a file starts Hardhat (~1.5 s idle, much more when CI runs packages side by side).
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
