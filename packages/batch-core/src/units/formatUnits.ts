import { assertDecimals } from './assertDecimals.js';

/**
 * Formats base units as an exact decimal string: `formatUnits(1_500_000n, 6) === '1.5'`.
 * No trailing zeros, no exponent, no grouping; negative values keep their sign. Inverse of parseUnits.
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals);
  const negative = value < 0n;
  let digits = (negative ? -value : value).toString();
  if (decimals === 0) return negative ? `-${digits}` : digits;
  if (digits.length <= decimals) digits = digits.padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  let cut = fraction.length;
  while (cut > 0 && fraction.charCodeAt(cut - 1) === 48) cut--;
  fraction = fraction.slice(0, cut);
  const text = fraction ? `${integer}.${fraction}` : integer;
  return negative ? `-${text}` : text;
}
