import { keccakP } from '@noble/hashes/sha3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
