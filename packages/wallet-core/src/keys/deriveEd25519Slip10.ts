import { hmac } from '@noble/hashes/hmac';
import { sha512 } from '@noble/hashes/sha512';
import { utf8ToBytes } from '@noble/hashes/utils';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';

const HARDENED = 0x80000000;
const PATH_PATTERN = /^m(\/\d+')+$/;

/** SLIP-0010 ed25519 private key (32 bytes) at a fully hardened path such as m/44'/637'/0'/0'/0'. */
export function deriveEd25519Slip10(seed: Uint8Array, path: string): Uint8Array {
  if (!PATH_PATTERN.test(path)) throw new InvalidParameterError('path', `ed25519 paths are fully hardened: ${path}`);
  let digest = hmac(sha512, utf8ToBytes('ed25519 seed'), seed);
  for (const segment of path.split('/').slice(1)) {
    const index = Number.parseInt(segment, 10);
    if (index >= HARDENED) throw new InvalidParameterError('path', `index out of range: ${segment}`);
    const data = new Uint8Array(37);
    data.set(digest.subarray(0, 32), 1);
    new DataView(data.buffer).setUint32(33, index + HARDENED, false);
    digest = hmac(sha512, digest.subarray(32), data);
  }
  return digest.slice(0, 32);
}
