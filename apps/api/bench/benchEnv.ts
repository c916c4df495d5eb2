// Ports and database names of the benchmarks: from the environment (BENCH_PORT, BENCH_DB_PREFIX), else defaults that
// do not collide with other work on the machine (a port block picked from the process id, names with pid and a
// random suffix), so two benches, a dev server and the tests can run side by side.
import { randomBytes } from 'node:crypto';

/** The first of `count` consecutive ports: BENCH_PORT, else a block in 20000..59999 chosen from the pid. */
export function benchPortBase(env: NodeJS.ProcessEnv, pid: number, count = 10): number {
  const given = Number(env.BENCH_PORT);
  if (env.BENCH_PORT && Number.isInteger(given) && given >= 1024 && given + count <= 65_535) return given;
  return 20_000 + (pid % 4000) * count;
}

/** A fresh database name: BENCH_DB_PREFIX (letters, digits, _) or `fanout_bench`, then pid and a random suffix. */
export function benchDatabaseName(env: NodeJS.ProcessEnv, pid: number, what: string): string {
  const prefix = /^[a-z_][a-z0-9_]{0,30}$/.test(env.BENCH_DB_PREFIX ?? '') ? env.BENCH_DB_PREFIX : 'fanout_bench';
  return `${prefix}_${what}_${pid}_${randomBytes(4).toString('hex')}`;
}
