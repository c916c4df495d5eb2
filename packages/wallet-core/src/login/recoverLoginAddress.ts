import { etc, Point, recoverPublicKey } from '@noble/secp256k1';
import { InvalidSignatureError } from '../errors/InvalidSignatureError.js';
import { publicKeyToAddress } from '../signature/publicKeyToAddress.js';
import { splitSignature } from '../signature/splitSignature.js';
import { hashPersonalMessage } from './hashPersonalMessage.js';

const HALF_CURVE_ORDER = Point.CURVE().n >> 1n;

/**
 * Recovers the address that signed `message` with `personal_sign` (EIP-191), as a lowercased `0x` address.
 * Throws {@link InvalidSignatureError} for a malformed signature, v other than 27/28, a non-canonical
 * (high-s) signature, or one that matches no public key. Compare the result with the claimed address.
 */
export function recoverLoginAddress(message: string, signature: string): string {
  if (typeof message !== 'string') throw new InvalidSignatureError('message must be a string');
  const { r, s, v } = splitSignature(signature);
  const sValue = BigInt(s);
  if (sValue > HALF_CURVE_ORDER) throw new InvalidSignatureError('non-canonical signature (s in the upper half)');
  let publicKey: Uint8Array;
  try {
    // noble-secp256k1's recovered format: recovery id ‖ r ‖ s.
    const recovered = etc.concatBytes(Uint8Array.of(v - 27), etc.hexToBytes(r.slice(2)), etc.hexToBytes(s.slice(2)));
    publicKey = recoverPublicKey(recovered, hashPersonalMessage(message), { prehash: false, isCompressed: false });
  } catch (cause) {
    throw new InvalidSignatureError('signature does not recover to a public key', { cause });
  }
  return publicKeyToAddress(publicKey);
}
