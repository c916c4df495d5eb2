import { keccak_256 } from '@noble/hashes/sha3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keccak256 } from './keccak256.js';

describe('keccak256', () => {
  it('hashes any input like noble keccak_256, across the 136-byte block edges', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 420 }), (bytes) => {
        expect(Array.from(keccak256(bytes))).toEqual(Array.from(keccak_256(bytes)));
      }),
      { numRuns: 300 },
    );
    for (const length of [135, 136, 137, 272]) {
      const bytes = new Uint8Array(length).fill(7);
      expect(Array.from(keccak256(bytes))).toEqual(Array.from(keccak_256(bytes)));
    }
  });
});
