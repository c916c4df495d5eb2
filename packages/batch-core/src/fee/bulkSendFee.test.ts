import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkSendFee } from './bulkSendFee.js';
import { InvalidFeeParameterError } from './InvalidFeeParameterError.js';

const GWEI = 1_000_000_000n;

describe('bulkSendFee', () => {
  it('is gas estimate × (feePercent/100 + 1) × gas price (worked examples from the README)', () => {
    expect(bulkSendFee({ gasEstimate: 100_000n, gasPrice: 30n * GWEI, feePercent: 5 })).toBe(3_150_000_000_000_000n);
    expect(bulkSendFee({ gasEstimate: 1_234_567, gasPrice: 35n * GWEI, feePercent: 0 })).toBe(43_209_845n * GWEI);
    expect(bulkSendFee({ gasEstimate: 21_000n, gasPrice: 1n, feePercent: 255 })).toBe(74_550n);
  });

  it('rounds up so the fee is never a wei short', () => {
    expect(bulkSendFee({ gasEstimate: 3n, gasPrice: 1n, feePercent: 5 })).toBe(4n); // 3.15 → 4
    expect(bulkSendFee({ gasEstimate: 20n, gasPrice: 1n, feePercent: 5 })).toBe(21n); // exact stays exact
  });

  it('is the smallest integer not below the exact value, for any inputs', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 30_000_000n }),
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.integer({ min: 0, max: 255 }),
        (gasEstimate, gasPrice, feePercent) => {
          const fee = bulkSendFee({ gasEstimate, gasPrice, feePercent });
          const exactTimes100 = gasEstimate * gasPrice * (100n + BigInt(feePercent));
          expect(fee * 100n >= exactTimes100).toBe(true);
          expect((fee - 1n) * 100n < exactTimes100).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses negative, fractional or out-of-range inputs', () => {
    expect(() => bulkSendFee({ gasEstimate: -1n, gasPrice: 1n, feePercent: 5 })).toThrow(InvalidFeeParameterError);
    expect(() => bulkSendFee({ gasEstimate: 1.5, gasPrice: 1n, feePercent: 5 })).toThrow(InvalidFeeParameterError);
    expect(() => bulkSendFee({ gasEstimate: 1n, gasPrice: 1n, feePercent: 256 })).toThrow(/feePercent/);
    expect(() => bulkSendFee({ gasEstimate: 1n, gasPrice: Number.NaN, feePercent: 5 })).toThrow(/gasPrice/);
  });
});
