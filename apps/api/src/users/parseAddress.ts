// An EVM address from a query or body, lowercased; anything else is a parameter error naming the field.
// All-lowercase and all-uppercase addresses carry no checksum; a mixed-case one is EIP-55 and must be right, so a
// mistyped character is caught instead of pointing at someone else's address.
import { toChecksumAddress } from '@fanout/batch-core';
import { ParameterError } from '../errors/ParameterError.js';

const addressPattern = /^0x[0-9a-fA-F]{40}$/;

export function parseAddress(value: unknown, field: string): string {
  if (typeof value !== 'string' || !addressPattern.test(value)) throw new ParameterError(field);
  try {
    // batch-core's EIP-55: any case in; a mixed-case address must already carry the right checksum.
    toChecksumAddress(value);
  } catch {
    throw new ParameterError(field);
  }
  return value.toLowerCase();
}
