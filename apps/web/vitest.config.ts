import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Component tests in jsdom; the browser tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    setupFiles: ['src/testing/setup.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
