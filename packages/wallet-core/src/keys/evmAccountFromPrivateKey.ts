import { checksumLowerHex } from '@fanout/batch-core';
import { etc, getPublicKey } from '@noble/secp256k1';
import { publicKeyToAddress } from '../signature/publicKeyToAddress.js';
import type { GeneratedWallet } from './GeneratedWallet.js';

/**
 * EVM account (EIP-55 address, `0x` private key) of a 32-byte secp256k1 private key. The public key comes
 * from noble-secp256k1, whose base-point multiplication measured ~1.5x faster here than noble-curves'. The checksum
 * is batch-core's `checksumLowerHex` (EIP-55 without the address parser, whose scanner and WebAssembly hasher would
 * add to the generator's first load).
 */
export function evmAccountFromPrivateKey(privateKey: Uint8Array): GeneratedWallet {
  const lower = publicKeyToAddress(getPublicKey(privateKey, false)).slice(2);
  return { address: checksumLowerHex(lower), privateKey: `0x${etc.bytesToHex(privateKey)}` };
}
