import { keccak256 } from '@fanout/batch-core';

/** Lowercased `0x` Ethereum address of an uncompressed (65-byte, 0x04-prefixed) secp256k1 public key. */
export function publicKeyToAddress(uncompressedPublicKey: Uint8Array): string {
  let hex = '0x';
  for (const byte of keccak256(uncompressedPublicKey.subarray(1)).subarray(-20))
    hex += byte.toString(16).padStart(2, '0');
  return hex;
}
