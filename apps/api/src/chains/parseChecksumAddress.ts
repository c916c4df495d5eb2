// An EVM address typed by the operator, returned in its EIP-55 form. A mixed-case address must carry the right
// checksum: a mistyped character is caught instead of pointing members at someone else's contract.
import { toChecksumAddress } from '@fanout/batch-core';
import { InvalidAddressError } from './InvalidAddressError.js';

const addressPattern = /^0x[0-9a-fA-F]{40}$/;

export function parseChecksumAddress(value: string | undefined, what: string): string {
  if (value === undefined || !addressPattern.test(value)) {
    throw new InvalidAddressError(`${what}: not an address (0x + 40 hex digits): ${value ?? '(none)'}`);
  }
  const checksummed = toChecksumAddress(value.toLowerCase());
  const hex = value.slice(2);
  if (hex !== hex.toLowerCase() && hex !== hex.toUpperCase() && checksummed !== value) {
    throw new InvalidAddressError(`${what}: bad EIP-55 checksum in ${value} (did you mean ${checksummed}?)`);
  }
  if (/^0x0{40}$/.test(value)) throw new InvalidAddressError(`${what}: the zero address is not a contract`);
  return checksummed;
}
