import { InvalidOptionError } from '../errors/InvalidOptionError.js';
import { DEFAULT_MAX_FRACTION_DIGITS } from '../limits/constants.js';
import { assertDecimals } from './assertDecimals.js';
import { formatUnits } from './formatUnits.js';
import { pow10 } from './pow10.js';

export interface FormatAmountOptions {
  /** Most fraction digits to show (default 4, the spec's display rounding). */
  maxFractionDigits?: number;
}

/**
 * Formats base units for display, rounded half away from zero to `maxFractionDigits` (default 4):
 * `formatAmount(1_234_567n, 6) === '1.2346'`. Trailing zeros are dropped. A non-zero amount that would round to
 * zero is shown as `<0.0001` (or `>-0.0001`), so a user never sees "0" for something that is not nothing.
 * For exact values use formatUnits.
 */
export function formatAmount(value: bigint, decimals: number, options: FormatAmountOptions = {}): string {
  assertDecimals(decimals);
  const digits = options.maxFractionDigits ?? DEFAULT_MAX_FRACTION_DIGITS;
  if (!Number.isInteger(digits) || digits < 0) {
    throw new InvalidOptionError('maxFractionDigits', digits, 'a non-negative integer');
  }
  if (digits >= decimals) return formatUnits(value, decimals);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const step = pow10(decimals - digits);
  const rounded = ((magnitude + step / 2n) / step) * step;
  if (rounded === 0n && magnitude !== 0n) {
    const smallest = formatUnits(step, decimals);
    return negative ? `>-${smallest}` : `<${smallest}`;
  }
  return formatUnits(negative ? -rounded : rounded, decimals);
}
