import type { Address } from './Address.js';
import { InvalidAddressError } from './InvalidAddressError.js';
import { scanAddress } from './scanAddress.js';

/**
 * Returns the EIP-55 checksummed form of an address given in any case.
 * `0x` + 40 hex digits is required; mixed-case input must already carry a valid checksum (it is a claim we check).
 * The zero address is allowed here (it is a valid address, just never a recipient).
 * @throws InvalidAddressError
 */
export function toChecksumAddress(address: string): Address {
  const text = String(address);
  const scan = scanAddress(text, 0, text.length, true);
  if (!scan.ok) throw new InvalidAddressError(scan.code, text, scan.message);
  return scan.address;
}
