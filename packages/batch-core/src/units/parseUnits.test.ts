import { parseUnits as ethersParseUnits } from 'ethers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnits } from './formatUnits.js';
import { InvalidAmountError } from './InvalidAmountError.js';
import { InvalidDecimalsError } from './InvalidDecimalsError.js';
import { parseUnits } from './parseUnits.js';

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    return error instanceof InvalidAmountError ? error.code : (error as Error).name;
  }
  return undefined;
};

describe('parseUnits', () => {
  it('converts decimal strings to base units exactly', () => {
    expect(parseUnits('1.5', 6)).toBe(1_500_000n);
    expect(parseUnits('0.000001', 6)).toBe(1n);
    expect(parseUnits('123', 0)).toBe(123n);
    expect(parseUnits('.5', 18)).toBe(500_000_000_000_000_000n);
    expect(parseUnits('5.', 2)).toBe(500n);
    expect(parseUnits('-2.25', 2)).toBe(-225n);
    expect(parseUnits('007', 1)).toBe(70n);
    expect(parseUnits('0.1', 18) + parseUnits('0.2', 18)).toBe(parseUnits('0.3', 18)); // no float drift
  });

  it('accepts extra fraction digits only when they are zeros (never rounds)', () => {
    expect(parseUnits('1.500000000', 6)).toBe(1_500_000n);
    expect(codeOf(() => parseUnits('1.0000001', 6))).toBe('TOO_MANY_DECIMALS');
    expect(codeOf(() => parseUnits('0.5', 0))).toBe('TOO_MANY_DECIMALS');
  });

  it('handles the largest amounts: 78 digits yes, 79 no', () => {
    const max = (2n ** 256n - 1n).toString();
    expect(parseUnits(max, 0)).toBe(2n ** 256n - 1n);
    expect(codeOf(() => parseUnits(`1${'0'.repeat(78)}`, 0))).toBe('TOO_MANY_DIGITS');
  });

  it.each([
    ['1e6', 'AMOUNT_EXPONENT'],
    ['1E+21', 'AMOUNT_EXPONENT'],
    ['1,000', 'AMOUNT_SEPARATOR'],
    ['1 000', 'AMOUNT_SEPARATOR'],
    ['1_000', 'AMOUNT_SEPARATOR'],
    ["1'000", 'AMOUNT_SEPARATOR'],
    ['+1', 'INVALID_AMOUNT'],
    ['', 'INVALID_AMOUNT'],
    ['.', 'INVALID_AMOUNT'],
    ['-', 'INVALID_AMOUNT'],
    [' 1', 'INVALID_AMOUNT'],
    ['1.2.3', 'INVALID_AMOUNT'],
    ['0x10', 'INVALID_AMOUNT'],
    ['NaN', 'INVALID_AMOUNT'],
    ['Infinity', 'INVALID_AMOUNT'],
    ['１', 'INVALID_AMOUNT'],
    ['\u22121', 'INVALID_AMOUNT'],
  ])('refuses %j with %s', (input, code) => {
    expect(codeOf(() => parseUnits(input, 6))).toBe(code);
  });

  it('refuses decimals outside 0..255', () => {
    expect(() => parseUnits('1', -1)).toThrow(InvalidDecimalsError);
    expect(() => parseUnits('1', 1.5)).toThrow(InvalidDecimalsError);
    expect(() => parseUnits('1', 256)).toThrow(InvalidDecimalsError);
  });

  it('agrees with ethers parseUnits on plain decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (units, decimals, shown) => {
          const text = formatUnits(units, Math.min(decimals, shown));
          expect(parseUnits(text, decimals)).toBe(ethersParseUnits(text, decimals));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('round-trips with formatUnits for every uint256 value and decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 255n), max: 2n ** 256n - 1n }),
        fc.integer({ min: 0, max: 77 }),
        (value, decimals) => {
          expect(parseUnits(formatUnits(value, decimals), decimals)).toBe(value);
        },
      ),
      { numRuns: 500 },
    );
  });
});
