import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** EIP-55 mixed-case form of a `0x` address (any case in, checksummed out). */
export function toChecksumAddress(address: string): string {
  if (!ADDRESS_PATTERN.test(address))
    throw new InvalidParameterError('address', `not a 20-byte hex address: ${address}`);
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const char = lower[i] as string;
    out += Number.parseInt(hash[i] as string, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}
