import { MAX_DIGITS } from '../limits/constants.js';
import type { AmountProblem } from './AmountProblem.js';

/** The human sentence for an amount problem (English; apps translate by code). */
export function amountProblemMessage(code: AmountProblem, value: string, decimals: number): string {
  const shown = value.length > 40 ? `${value.slice(0, 37)}...` : value;
  switch (code) {
    case 'AMOUNT_NEGATIVE':
      return `Amount "${shown}" is negative; amounts must be greater than zero.`;
    case 'AMOUNT_EXPONENT':
      return `Amount "${shown}" uses an exponent; write the number out in full (for example 1000000, not 1e6).`;
    case 'AMOUNT_SEPARATOR':
      return `Amount "${shown}" contains a separator; write it without thousands separators and with "." as the decimal point.`;
    case 'TOO_MANY_DECIMALS':
      return `Amount "${shown}" has more than ${decimals} decimal places, the most this token allows.`;
    case 'TOO_MANY_DIGITS':
      return `Amount "${shown}" has more than ${MAX_DIGITS} digits.`;
    default:
      return `Amount "${shown}" is not a plain decimal number.`;
  }
}
