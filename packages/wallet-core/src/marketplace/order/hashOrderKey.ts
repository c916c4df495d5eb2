import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { encodeOrderKey } from './encodeOrderKey.js';
import type { OrderKey } from './OrderKey.js';

/** keccak256 of {@link encodeOrderKey}: the key's identity on chain and in the API. */
export function hashOrderKey(key: OrderKey): `0x${string}` {
  return `0x${bytesToHex(keccak_256(hexToBytes(encodeOrderKey(key).slice(2))))}`;
}
