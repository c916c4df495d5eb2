// The one decimal-number scanner behind parseUnits and parseRecipients: char codes, no regex, exact bigint result.
import { MAX_DIGITS } from '../limits/constants.js';
import type { AmountProblem } from './AmountProblem.js';
import { pow10 } from './pow10.js';

export type DecimalScan =
  | { ok: true; value: bigint }
  | {
      ok: false;
      code: AmountProblem;
      /** Index in the scanned text of the character at fault. */
      offset: number;
    };

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const DOT = 46;

/** Characters people use to group thousands (or as a decimal comma): never accepted inside an amount. */
function isGroupingChar(c: number): boolean {
  return (
    c === 44 || // ,
    c === 32 || // space
    c === 39 || // '
    c === 95 || // _
    c === 0xa0 || // no-break space
    c === 0x2009 || // thin space
    c === 0x202f || // narrow no-break space
    c === 0x2019 || // ’
    c === 0xff0c // fullwidth comma
  );
}

// Numbers up to 2^53 are exact, so up to 15 decimal digits can be accumulated without a bigint.
const FAST_DIGITS = 15;
const POW10_NUMBER = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * Reads text[start, end) as a plain decimal (`123`, `0.5`, `.5`, `5.`) and returns its value in units of
 * 10^-decimals. Fraction digits beyond `decimals` are accepted only when they are zeros (no rounding, ever).
 * `decimals` must already be validated.
 */
export function scanDecimal(
  text: string,
  start: number,
  end: number,
  decimals: number,
  allowNegative: boolean,
): DecimalScan {
  let i = start;
  let negative = false;
  let c = text.charCodeAt(i);
  if (c === 45 || c === 0x2212) {
    // '-' or the typographic minus sign (U+2212, which word processors put in): for a list, a negative amount;
    // for parseUnits, only '-' is a sign.
    if (!allowNegative) return { ok: false, code: 'AMOUNT_NEGATIVE', offset: i };
    if (c !== 45) return { ok: false, code: 'INVALID_AMOUNT', offset: i };
    negative = true;
    i++;
  } else if (c === 43) {
    return { ok: false, code: 'INVALID_AMOUNT', offset: i };
  }
  const intStart = i;
  while (i < end) {
    c = text.charCodeAt(i);
    if (c < DIGIT_0 || c > DIGIT_9) break;
    i++;
  }
  const intEnd = i;
  let fracStart = i;
  let fracEnd = i;
  if (i < end && text.charCodeAt(i) === DOT) {
    i++;
    fracStart = i;
    while (i < end) {
      c = text.charCodeAt(i);
      if (c < DIGIT_0 || c > DIGIT_9) break;
      i++;
    }
    fracEnd = i;
  }
  const intLen = intEnd - intStart;
  const fracLen = fracEnd - fracStart;
  if (i < end) {
    c = text.charCodeAt(i);
    if ((c === 101 || c === 69) && intLen + fracLen > 0) return { ok: false, code: 'AMOUNT_EXPONENT', offset: i };
    if (isGroupingChar(c) && intLen + fracLen > 0) return { ok: false, code: 'AMOUNT_SEPARATOR', offset: i };
    return { ok: false, code: 'INVALID_AMOUNT', offset: i };
  }
  if (intLen + fracLen === 0) return { ok: false, code: 'INVALID_AMOUNT', offset: start };
  if (intLen + fracLen > MAX_DIGITS) return { ok: false, code: 'TOO_MANY_DIGITS', offset: start };
  let used = fracLen;
  if (fracLen > decimals) {
    for (let k = fracStart + decimals; k < fracEnd; k++) {
      if (text.charCodeAt(k) !== DIGIT_0) return { ok: false, code: 'TOO_MANY_DECIMALS', offset: k };
    }
    used = decimals;
  }
  const scale = decimals - used;
  let value: bigint;
  if (intLen + used <= FAST_DIGITS) {
    let n = 0;
    for (let k = intStart; k < intEnd; k++) n = n * 10 + (text.charCodeAt(k) - DIGIT_0);
    for (let k = fracStart; k < fracStart + used; k++) n = n * 10 + (text.charCodeAt(k) - DIGIT_0);
    value = intLen + used + scale <= FAST_DIGITS ? BigInt(n * (POW10_NUMBER[scale] ?? 1)) : BigInt(n) * pow10(scale);
  } else {
    const digits = text.slice(intStart, intEnd) + text.slice(fracStart, fracStart + used);
    value = BigInt(digits) * pow10(scale);
  }
  return { ok: true, value: negative ? -value : value };
}
