// The benchmarks' ports and database names come from the environment, with defaults that do not collide.
import { describe, expect, it } from 'vitest';
import { benchDatabaseName, benchPortBase } from '../bench/benchEnv.js';

describe('bench ports and database names', () => {
  it('take BENCH_PORT and BENCH_DB_PREFIX, else pick per process and never repeat a name', () => {
    expect(benchPortBase({ BENCH_PORT: '41000' }, 1)).toBe(41_000);
    expect(benchPortBase({ BENCH_PORT: 'x' }, 7)).toBe(benchPortBase({}, 7));
    expect(benchPortBase({}, 7)).not.toBe(benchPortBase({}, 8));
    expect(benchPortBase({}, 7)).not.toBe(18_181);
    expect(benchPortBase({}, 3999) + 10).toBeLessThanOrEqual(65_535);
    expect(benchDatabaseName({ BENCH_DB_PREFIX: 'mine' }, 5, 'export')).toMatch(/^mine_export_5_[0-9a-f]{8}$/);
    expect(benchDatabaseName({ BENCH_DB_PREFIX: 'x; drop' }, 5, 'export')).toMatch(/^fanout_bench_export_5_/);
    expect(benchDatabaseName({}, 5, 'contact')).not.toBe(benchDatabaseName({}, 5, 'contact'));
  });
});
