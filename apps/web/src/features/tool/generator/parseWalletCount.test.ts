import { describe, expect, it } from 'vitest';
import { parseWalletCount } from './parseWalletCount.js';

describe('parseWalletCount', () => {
  it('accepts whole numbers from 1 to 99', () => {
    expect(parseWalletCount('10')).toBe(10);
    expect(parseWalletCount(' 1 ')).toBe(1);
    expect(parseWalletCount('99')).toBe(99);
  });

  it('refuses 0, 100 and more, decimals, signs and text (the tip is shown)', () => {
    for (const text of ['0', '100', '1000', '2.5', '-3', '+3', '', 'ten', '1e1'])
      expect(parseWalletCount(text)).toBeNull();
  });
});
