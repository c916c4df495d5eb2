import { describe, expect, it } from 'vitest';
import { safeFileName } from './safeFileNames.js';

const run = { id: `0x${'ab12cd34'.repeat(8)}` as `0x${string}`, chunks: [{}, {}, {}] as never[] };

describe('safeFileName', () => {
  it('names the run and the transactions a file pays, so per-chunk files never overwrite one another', () => {
    expect(safeFileName(run, [0, 1, 2])).toBe('fanout-safe-ab12cd34-all.json');
    expect(safeFileName(run, [1])).toBe('fanout-safe-ab12cd34-tx2.json');
    expect(safeFileName(run, [0, 2])).toBe('fanout-safe-ab12cd34-tx1-tx3.json');
  });
});
