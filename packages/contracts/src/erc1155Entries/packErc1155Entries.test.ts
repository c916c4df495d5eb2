import { PackedAmountTooLargeError } from '@fanout/batch-core';
import { describe, expect, it } from 'vitest';
import { packErc1155Entries } from './packErc1155Entries.js';

// The contract reading these entries: test/BulkSendV3.test.ts (sendErc1155Packed).
describe('packErc1155Entries', () => {
  const a = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const b = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

  it('writes each address then its amount in the fewest bytes the largest amount needs', () => {
    expect(packErc1155Entries([a, b], [1n, 2n])).toEqual({
      amountBytes: 1,
      entries: `${a.toLowerCase()}01${b.slice(2).toLowerCase()}02`,
      total: 3n,
    });
    const wide = packErc1155Entries([a, b], [256n, 2n ** 96n - 1n]);
    expect(wide.amountBytes).toBe(12);
    expect(wide.entries.length).toBe(2 + 2 * 2 * 32);
    expect(wide.entries.slice(42, 66)).toBe('000000000000000000000100');
  });

  it('refuses an amount of 2^96 or more by position', () => {
    expect(() => packErc1155Entries([a, b], [1n, 2n ** 96n])).toThrow(PackedAmountTooLargeError);
  });
});
