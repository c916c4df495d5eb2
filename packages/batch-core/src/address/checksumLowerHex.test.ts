import { describe, expect, it } from 'vitest';
import { checksumLowerHex } from './checksumLowerHex.js';
import { toChecksumAddress } from './toChecksumAddress.js';

describe('checksumLowerHex', () => {
  it('gives the same EIP-55 form as toChecksumAddress (the EIP-55 vectors and the zero address)', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
      '0x0000000000000000000000000000000000000000',
    ]) {
      expect(checksumLowerHex(address.slice(2).toLowerCase())).toBe(address);
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    }
  });
});
