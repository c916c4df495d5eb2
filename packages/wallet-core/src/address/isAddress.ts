import type { Address } from './Address.js';

/** `0x` + 40 hex digits in any letter case (no checksum check: wallets answer lowercased accounts too). */
export function isAddress(value: unknown): value is Address {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value);
}
