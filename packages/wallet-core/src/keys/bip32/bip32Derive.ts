import { hmac } from '@noble/hashes/hmac';
import { sha512 } from '@noble/hashes/sha512';
import { utf8ToBytes } from '@noble/hashes/utils';
import { InvalidParameterError } from '../../errors/InvalidParameterError.js';
import type { Bip32Node } from './Bip32Node.js';
import { BIP32_HARDENED, bip32Child } from './bip32Child.js';
import { bip32Split } from './bip32Split.js';

/** BIP-32 node of a BIP-39 seed at a path like m/44'/60'/0'/0. */
export function bip32Derive(seed: Uint8Array, path: string): Bip32Node {
  if (!/^m(\/\d+'?)*$/.test(path)) throw new InvalidParameterError('path', `not a BIP-32 path: ${path}`);
  let node = bip32Split(hmac(sha512, utf8ToBytes('Bitcoin seed'), seed), null);
  for (const segment of path.split('/').slice(1)) {
    const index = Number.parseInt(segment, 10);
    if (index >= BIP32_HARDENED) throw new InvalidParameterError('path', `index out of range: ${segment}`);
    node = bip32Child(node, segment.endsWith("'") ? index + BIP32_HARDENED : index);
  }
  return node;
}
