import { keccak256 } from '@fanout/batch-core';

const utf8 = new TextEncoder();

/** EIP-191 (version 0x45) hash that `personal_sign` signs: keccak256("\x19Ethereum Signed Message:\n" + length + message). */
export function hashPersonalMessage(message: string | Uint8Array): Uint8Array {
  const body = typeof message === 'string' ? utf8.encode(message) : message;
  const prefix = utf8.encode(`\x19Ethereum Signed Message:\n${body.length}`);
  const data = new Uint8Array(prefix.length + body.length);
  data.set(prefix, 0);
  data.set(body, prefix.length);
  return keccak256(data);
}
