import type { Address } from './Address.js';
import { isChecksumUpper } from './isChecksumUpper.js';
import { keccak256 } from './keccak256.js';

/**
 * The EIP-55 form of 40 lowercase hex digits already known to be an address (e.g. derived from a public key), with
 * the same rule as `toChecksumAddress` (`isChecksumUpper`) but without its scanner and WebAssembly hasher: for code
 * that must load small, such as the key generator's first load. Input is not validated.
 */
export function checksumLowerHex(lower: string): Address {
  const digest = keccak256(Uint8Array.from(lower, (c) => c.charCodeAt(0))); // ASCII hex digits;
  let address = '0x';
  for (let i = 0; i < 40; i++) {
    const c = lower[i] ?? '';
    address += isChecksumUpper(digest, i) ? c.toUpperCase() : c;
  }
  return address as Address;
}
