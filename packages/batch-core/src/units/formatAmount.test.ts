import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidOptionError } from '../errors/InvalidOptionError.js';
import { formatAmount } from './formatAmount.js';
import { parseUnits } from './parseUnits.js';

describe('formatAmount', () => {
  it('rounds to 4 decimals by default, half away from zero, without trailing zeros', () => {
    expect(formatAmount(1_234_567n, 6)).toBe('1.2346');
    expect(formatAmount(1_234_449n, 6)).toBe('1.2344');
    expect(formatAmount(1_234_450n, 6)).toBe('1.2345');
    expect(formatAmount(1_500_000n, 6)).toBe('1.5');
    expect(formatAmount(999_999_999n, 6)).toBe('1000');
    expect(formatAmount(-1_234_567n, 6)).toBe('-1.2346');
    expect(formatAmount(0n, 6)).toBe('0');
  });

  it('never shows 0 for a non-zero amount', () => {
    expect(formatAmount(40n, 6)).toBe('<0.0001');
    expect(formatAmount(-40n, 6)).toBe('>-0.0001');
    expect(formatAmount(1n, 18, { maxFractionDigits: 2 })).toBe('<0.01');
    expect(formatAmount(50n, 6)).toBe('0.0001');
  });

  it('shows exact values when the token has no more decimals than asked', () => {
    expect(formatAmount(12_345n, 2)).toBe('123.45');
    expect(formatAmount(123_456_789n, 6, { maxFractionDigits: 6 })).toBe('123.456789');
    expect(formatAmount(123_456_789n, 6, { maxFractionDigits: 0 })).toBe('123');
  });

  it('is off from the exact value by at most half a display step', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 5, max: 24 }), (value, decimals) => {
        const shown = formatAmount(value, decimals);
        if (shown.startsWith('<')) {
          expect(value).toBeLessThan(10n ** BigInt(decimals - 4) / 2n);
          return;
        }
        const back = parseUnits(shown, decimals);
        const halfStep = 10n ** BigInt(decimals - 4) / 2n;
        const diff = back > value ? back - value : value - back;
        expect(diff <= halfStep).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a negative maxFractionDigits', () => {
    expect(() => formatAmount(1n, 6, { maxFractionDigits: -1 })).toThrow(InvalidOptionError);
  });
});
