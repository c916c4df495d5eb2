import { InvalidParameterError } from '../../errors/InvalidParameterError.js';
import type { Bip32Node } from './Bip32Node.js';

/** Order of the secp256k1 group. */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

const toBigInt = (bytes: Uint8Array) =>
  BigInt(`0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`);

const toBytes32 = (value: bigint) => {
  const out = new Uint8Array(32);
  for (let i = 31, v = value; i >= 0; i--, v >>= 8n) out[i] = Number(v & 0xffn);
  return out;
};

/** Turns an HMAC-SHA512 digest into a node: key = IL (+ parent key) mod n, chain code = IR (BIP-32). */
export function bip32Split(digest: Uint8Array, parentKey: Uint8Array | null): Bip32Node {
  const tweak = toBigInt(digest.subarray(0, 32));
  const key = parentKey === null ? tweak : (tweak + toBigInt(parentKey)) % N;
  // BIP-32: such an index is invalid; it happens with probability below 2^-127.
  if (tweak >= N || key === 0n) throw new InvalidParameterError('path', 'derived an invalid key; use another index');
  return { key: toBytes32(key), chainCode: digest.slice(32) };
}
