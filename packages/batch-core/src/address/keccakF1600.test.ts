import { keccak_256, keccakP } from '@noble/hashes/sha3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashLowerHex } from './hashLowerHex.js';
import { keccakF1600 } from './keccakF1600.js';

describe('keccakF1600', () => {
  it('permutes any state exactly like noble keccakP', () => {
    fc.assert(
      fc.property(fc.uint32Array({ minLength: 50, maxLength: 50 }), (words) => {
        const ours = Uint32Array.from(words);
        const theirs = Uint32Array.from(words);
        keccakF1600(ours);
        keccakP(theirs, 24);
        expect(Array.from(ours)).toEqual(Array.from(theirs));
      }),
      { numRuns: 200 },
    );
  });
});

describe('hashLowerHex', () => {
  it('gives the keccak-256 digest of a lowercase hex address', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const hex = Buffer.from(bytes).toString('hex');
        const ascii = new TextEncoder().encode(hex);
        const state = hashLowerHex(ascii);
        const digest = new Uint8Array(state.buffer, 0, 20);
        expect(Buffer.from(digest).toString('hex')).toBe(Buffer.from(keccak_256(ascii)).toString('hex').slice(0, 40));
      }),
      { numRuns: 200 },
    );
  });
});
