import { hmac } from '@noble/hashes/hmac';
import { sha512 } from '@noble/hashes/sha512';
import { getPublicKey } from '@noble/secp256k1';
import type { Bip32Node } from './Bip32Node.js';
import { bip32Split } from './bip32Split.js';

/** First hardened index (2^31). */
export const BIP32_HARDENED = 0x80000000;

/**
 * BIP-32 CKDpriv: child `index` of `parent` (hardened when index ≥ 2^31). Written here instead of
 * @scure/bip32 so that each child costs one HMAC and no point multiplication (the caller computes the
 * one public key it needs), which halves HD generation time and keeps noble-curves out of the chunk.
 */
export function bip32Child(parent: Bip32Node, index: number, parentPublicKey?: Uint8Array): Bip32Node {
  const data = new Uint8Array(37);
  if (index >= BIP32_HARDENED) {
    data.set(parent.key, 1);
  } else {
    data.set(parentPublicKey ?? getPublicKey(parent.key, true), 0);
  }
  new DataView(data.buffer).setUint32(33, index >>> 0, false);
  return bip32Split(hmac(sha512, parent.chainCode, data), parent.key);
}
