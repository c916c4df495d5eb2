import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** Lowercased `0x` Ethereum address of an uncompressed (65-byte, 0x04-prefixed) secp256k1 public key. */
export function publicKeyToAddress(uncompressedPublicKey: Uint8Array): string {
  return `0x${bytesToHex(keccak_256(uncompressedPublicKey.subarray(1)).subarray(-20))}`;
}
