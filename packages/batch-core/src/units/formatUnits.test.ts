import { formatUnits as ethersFormatUnits } from 'ethers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnits } from './formatUnits.js';
import { InvalidDecimalsError } from './InvalidDecimalsError.js';

describe('formatUnits', () => {
  it('writes base units as an exact decimal without trailing zeros', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5');
    expect(formatUnits(1n, 6)).toBe('0.000001');
    expect(formatUnits(0n, 6)).toBe('0');
    expect(formatUnits(10_000_000n, 6)).toBe('10');
    expect(formatUnits(-1_500_000n, 6)).toBe('-1.5');
    expect(formatUnits(123n, 0)).toBe('123');
    expect(formatUnits(2n ** 256n - 1n, 18)).toBe(
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    );
  });

  it('matches ethers formatUnits once its ".0" for whole numbers is dropped', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
        fc.integer({ min: 1, max: 40 }),
        (value, decimals) => {
          expect(formatUnits(value, decimals)).toBe(ethersFormatUnits(value, decimals).replace(/\.0$/, ''));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses invalid decimals', () => {
    expect(() => formatUnits(1n, 300)).toThrow(InvalidDecimalsError);
  });
});
