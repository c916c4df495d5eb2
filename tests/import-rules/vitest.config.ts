import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    // One dependency-cruiser run over the fixtures; a machine busy with other packages' tests needs the margin.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
