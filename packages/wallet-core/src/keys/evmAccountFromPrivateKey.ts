import { keccak256 } from '@fanout/batch-core';
import { etc, getPublicKey } from '@noble/secp256k1';
import { publicKeyToAddress } from '../signature/publicKeyToAddress.js';
import type { GeneratedWallet } from './GeneratedWallet.js';

/**
 * EVM account (EIP-55 address, `0x` private key) of a 32-byte secp256k1 private key. The public key comes
 * from noble-secp256k1, whose base-point multiplication measured ~1.5x faster here than noble-curves'. The checksum
 * is written here from the same Keccak rather than through batch-core's address parser, which would add its
 * scanner and WebAssembly hasher to the generator's first load.
 */
export function evmAccountFromPrivateKey(privateKey: Uint8Array): GeneratedWallet {
  const lower = publicKeyToAddress(getPublicKey(privateKey, false)).slice(2);
  const hash = keccak256(new TextEncoder().encode(lower));
  let address = '0x';
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i & 1 ? 0 : 4)) & 0xf;
    address += nibble >= 8 ? (lower[i] ?? '').toUpperCase() : lower[i];
  }
  return { address, privateKey: `0x${etc.bytesToHex(privateKey)}` };
}
