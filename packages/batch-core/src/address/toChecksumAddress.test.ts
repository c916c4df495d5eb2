import { getAddress } from 'ethers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidAddressError } from './InvalidAddressError.js';
import { toChecksumAddress } from './toChecksumAddress.js';

// The test vectors of EIP-55 itself.
const EIP55 = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('toChecksumAddress', () => {
  it.each(EIP55)('checksums %s from lower and upper case', (address) => {
    const expected = getAddress(address.toLowerCase());
    expect(toChecksumAddress(address.toLowerCase())).toBe(expected);
    expect(toChecksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(expected);
    if (address === expected) expect(toChecksumAddress(address)).toBe(expected);
  });

  it('agrees with ethers getAddress on any 20 bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const lower = `0x${Buffer.from(bytes).toString('hex')}`;
        expect(toChecksumAddress(lower)).toBe(getAddress(lower));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the zero address (a valid address, only never a recipient)', () => {
    expect(toChecksumAddress('0x0000000000000000000000000000000000000000')).toBe(
      '0x0000000000000000000000000000000000000000',
    );
  });

  it.each([
    ['', 'INVALID_ADDRESS'],
    ['52908400098527886E0F7030069857D2E4169EE7', 'INVALID_ADDRESS'],
    ['0x52908400098527886E0F7030069857D2E4169EE', 'INVALID_ADDRESS'],
    ['0x52908400098527886E0F7030069857D2E4169EE70', 'INVALID_ADDRESS'],
    ['0xg2908400098527886E0F7030069857D2E4169EE7', 'INVALID_ADDRESS'],
    ['0X52908400098527886E0F7030069857D2E4169EE7', 'INVALID_ADDRESS'],
    ['0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'BAD_CHECKSUM'],
  ])('refuses %j with %s', (input, code) => {
    expect(() => toChecksumAddress(input)).toThrow(InvalidAddressError);
    try {
      toChecksumAddress(input);
    } catch (error) {
      expect((error as InvalidAddressError).code).toBe(code);
      expect((error as InvalidAddressError).name).toBe('InvalidAddressError');
    }
  });
});
