// A planned batch transfer for the Tool's view tests: no chain behind it, only the shape the store and views read.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';

/** An address made of `n`, zero-padded (distinct per `n`, stable across tests). */
export const testAddress = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as `0x${string}`;

/**
 * A run on chain 137 from `testAddress(1)`: `lines` lines of 10 base units to `testAddress(100 + i)`, in up to three
 * chunks of `ceil(lines / 3)` (the last may be shorter), the `confirmed` chunks paid, the others pending; `extra`
 * overrides any field.
 */
export function testRun(lines: number, confirmed: number[] = [], extra: Partial<BulkSendRun> = {}): BulkSendRun {
  const size = Math.ceil(lines / 3);
  return {
    version: 1,
    id: `0x${'1'.repeat(64)}`,
    chainId: 137,
    genesisHash: `0x${'0'.repeat(64)}`,
    bulkSend: testAddress(0xb51),
    sender: testAddress(1),
    token: null,
    label: '',
    lines: Array.from({ length: lines }, (_, i) => ({ line: i + 1, address: testAddress(100 + i), amount: 10n })),
    chunks: [0, 1, 2]
      .filter((index) => index * size < lines)
      .map((index) => {
        const count = Math.min(size, lines - index * size);
        return {
          index,
          start: index * size,
          count,
          total: BigInt(count) * 10n,
          batchId: `0x${String(index).padStart(64, '0')}`,
          status: confirmed.includes(index) ? 'confirmed' : 'pending',
          attempts: [],
        };
      }),
    approvals: [],
    status: 'paused',
    createdAt: 0,
    updatedAt: 0,
    ...extra,
  };
}
