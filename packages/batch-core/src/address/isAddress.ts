import type { Address } from './Address.js';
import { scanAddress } from './scanAddress.js';

/**
 * Whether `value` is an EVM address: `0x` + 40 hex digits, and when its letters are of mixed case, a valid EIP-55
 * checksum. The zero address counts as an address (parseRecipients refuses it as a recipient).
 */
export function isAddress(value: unknown): value is Address {
  if (typeof value !== 'string') return false;
  return scanAddress(value, 0, value.length, true).ok;
}
