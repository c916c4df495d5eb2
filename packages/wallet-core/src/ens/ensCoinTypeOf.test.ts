import { describe, expect, it } from 'vitest';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import { ensCoinTypeOf } from './ensCoinTypeOf.js';

describe('ensCoinTypeOf', () => {
  it("is Ether's 60 on chain 1 and 0x80000000 | chainId elsewhere (ENSIP-11's own examples)", () => {
    expect(ensCoinTypeOf(1)).toBe(60);
    expect(ensCoinTypeOf(10)).toBe(2147483658); // Optimism
    expect(ensCoinTypeOf(137)).toBe(2147483785); // Polygon
    expect(ensCoinTypeOf(42161)).toBe(2147525809); // Arbitrum One
  });

  it('refuses what is no EVM chain id below 2^31', () => {
    for (const chainId of [0, -1, 1.5, 0x80000000, Number.NaN]) {
      expect(() => ensCoinTypeOf(chainId)).toThrow(InvalidParameterError);
    }
  });
});
