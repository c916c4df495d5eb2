import { toChecksumAddress } from '@fanout/batch-core';
import { bytesToHex } from '@noble/hashes/utils.js';
import { getPublicKey } from '@noble/secp256k1';
import { publicKeyToAddress } from '../signature/publicKeyToAddress.js';
import type { GeneratedWallet } from './GeneratedWallet.js';

/**
 * EVM account (EIP-55 address, `0x` private key) of a 32-byte secp256k1 private key. The public key comes
 * from noble-secp256k1, whose base-point multiplication measured ~1.5x faster here than noble-curves'.
 */
export function evmAccountFromPrivateKey(privateKey: Uint8Array): GeneratedWallet {
  const address = toChecksumAddress(publicKeyToAddress(getPublicKey(privateKey, false)));
  return { address, privateKey: `0x${bytesToHex(privateKey)}` };
}
