import { describe, expect, it } from 'vitest';
import { isAddress } from './isAddress.js';

describe('isAddress', () => {
  it('accepts checksummed, all-lower and all-upper addresses', () => {
    expect(isAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(isAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
  });

  it('refuses a mixed-case address whose checksum is wrong (one letter flipped)', () => {
    expect(isAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
  });

  it('refuses wrong lengths, missing prefix, non-hex, padding and non-strings', () => {
    expect(isAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBe(false);
    expect(isAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAez')).toBe(false);
    expect(isAddress(' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isAddress(42)).toBe(false);
    expect(isAddress(undefined)).toBe(false);
  });
});
