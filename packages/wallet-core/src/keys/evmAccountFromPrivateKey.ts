import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { toChecksumAddress } from '../address/toChecksumAddress.js';
import { publicKeyToAddress } from '../signature/publicKeyToAddress.js';
import type { GeneratedWallet } from './GeneratedWallet.js';

/** EVM account (EIP-55 address, `0x` private key) of a 32-byte secp256k1 private key. */
export function evmAccountFromPrivateKey(privateKey: Uint8Array): GeneratedWallet {
  const address = toChecksumAddress(publicKeyToAddress(secp256k1.getPublicKey(privateKey, false)));
  return { address, privateKey: `0x${bytesToHex(privateKey)}` };
}
