import { describe, expect, it } from 'vitest';
import { isTokenAddressCandidate } from './isTokenAddressCandidate.js';

describe('isTokenAddressCandidate', () => {
  it('looks up entries of 32+ characters starting with 0x in any case', () => {
    expect(isTokenAddressCandidate('0xc2132D05D31c914a87C6611C10748AEb04B58e8F')).toBe(true);
    expect(isTokenAddressCandidate('0Xc2132D05D31c914a87C6611C10748AEb04B58e8F')).toBe(true);
    expect(isTokenAddressCandidate(`0x${'a'.repeat(30)}`)).toBe(true); // exactly 32
  });

  it('waits while the entry is shorter than 32 characters or not 0x-prefixed', () => {
    expect(isTokenAddressCandidate(`0x${'a'.repeat(29)}`)).toBe(false); // 31
    expect(isTokenAddressCandidate('c2132D05D31c914a87C6611C10748AEb04B58e8F')).toBe(false);
    expect(isTokenAddressCandidate('')).toBe(false);
  });

  it('ignores whitespace around a pasted entry', () => {
    expect(isTokenAddressCandidate('  0xc2132D05D31c914a87C6611C10748AEb04B58e8F\n')).toBe(true);
    expect(isTokenAddressCandidate(`   0x${'a'.repeat(29)}  `)).toBe(false);
  });
});
