import { parseUnits } from '@fanout/batch-core';
import { InvalidOrderError } from './InvalidOrderError.js';

/**
 * A decimal price in base units of a token with `decimals`. Minimum-price rule: the scaled
 * price must be at least 1, so "0.0000001" of a 6-decimal token is refused rather than rounded to 0.
 */
export function toOrderPrice(price: string, decimals: number): bigint {
  const [whole = '', fraction = ''] = String(price).trim().split('.');
  // Digits beyond the token's decimals cannot be paid: cut them (never round up), then apply the rule.
  const cut = fraction.length > decimals ? `${whole}.${fraction.slice(0, decimals)}` : String(price).trim();
  let units: bigint;
  try {
    units = parseUnits(cut.endsWith('.') ? cut.slice(0, -1) : cut, decimals);
  } catch (cause) {
    throw new InvalidOrderError('price', `not a decimal amount: ${price} (${(cause as Error).message})`);
  }
  if (units < 1n) throw new InvalidOrderError('price', `below the minimum of 1 base unit at ${decimals} decimals`);
  return units;
}
