import { amountProblemMessage } from './amountProblemMessage.js';
import { assertDecimals } from './assertDecimals.js';
import { InvalidAmountError } from './InvalidAmountError.js';
import { scanDecimal } from './scanDecimal.js';

/**
 * Converts a decimal string into base units: `parseUnits('1.5', 6) === 1_500_000n`.
 * Like viem's parseUnits, except that it never rounds: extra fraction digits must be zeros, otherwise it throws.
 * Accepts `-`, `.5` and `5.`; refuses spaces, exponents, grouping separators and more than 78 digits.
 * @throws InvalidAmountError (with a stable `code`) or InvalidDecimalsError.
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimals(decimals);
  const text = String(value);
  const scan = scanDecimal(text, 0, text.length, decimals, true);
  if (!scan.ok) {
    throw new InvalidAmountError(scan.code, text, amountProblemMessage(scan.code, text, decimals), decimals);
  }
  return scan.value;
}
