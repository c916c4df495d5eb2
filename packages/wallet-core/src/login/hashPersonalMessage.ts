import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** EIP-191 (version 0x45) hash that `personal_sign` signs: keccak256("\x19Ethereum Signed Message:\n" + length + message). */
export function hashPersonalMessage(message: string | Uint8Array): Uint8Array {
  const body = typeof message === 'string' ? utf8ToBytes(message) : message;
  const prefix = utf8ToBytes(`\x19Ethereum Signed Message:\n${body.length}`);
  const data = new Uint8Array(prefix.length + body.length);
  data.set(prefix, 0);
  data.set(body, prefix.length);
  return keccak_256(data);
}
