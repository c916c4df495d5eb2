import { defineConfig } from 'vitest/config';

// The whole suite runs on embedded PGlite, and a second time on a real PostgreSQL server when
// TEST_DATABASE_URL is set (npm test and CI set it; test/server.test.ts, about the entry point, runs once).
// The scale-out suite needs PostgreSQL and Redis.
// isolate: false: the files of a project share one worker and its loaded modules (Fastify, viem, PGlite's WebAssembly)
// instead of loading them again for each file, which took most of the suite's time on a busy 2-core machine (a
// file's own state lives in its own module scope and every app is closed by its file).
const shared = { testTimeout: 60_000, hookTimeout: 60_000, isolate: false };
const projects = [
  {
    test: {
      ...shared,
      name: 'pglite',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: ['test/scaleOut/**'],
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      ...shared,
      name: 'postgres',
      include: ['test/**/*.test.ts'],
      exclude: ['test/scaleOut/**', 'test/server.test.ts'],
      env: { API_TEST_DB: 'postgres' },
    } as (typeof projects)[number]['test'],
  });
}
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
  projects.push({
    test: {
      ...shared,
      name: 'scale-out',
      include: ['test/scaleOut/**/*.test.ts'],
    } as (typeof projects)[number]['test'],
  });
}

export default defineConfig({
  test: {
    projects,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
