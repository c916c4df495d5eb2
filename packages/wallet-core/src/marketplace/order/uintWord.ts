import { InvalidOrderError } from './InvalidOrderError.js';

const UINT256_MAX = (1n << 256n) - 1n;

/** One ABI word (32 bytes, hex without 0x) of an unsigned integer. */
export function uintWord(field: string, value: bigint): string {
  if (typeof value !== 'bigint' || value < 0n || value > UINT256_MAX) {
    throw new InvalidOrderError(field, `must be a uint256 bigint, got ${String(value)}`);
  }
  return value.toString(16).padStart(64, '0');
}
