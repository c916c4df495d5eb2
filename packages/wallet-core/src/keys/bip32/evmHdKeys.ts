import { getPublicKey } from '@noble/secp256k1';
import { EVM_HD_BASE_PATH } from '../evmHdBasePath.js';
import { bip32Child } from './bip32Child.js';
import { bip32Derive } from './bip32Derive.js';

/** The first `count` private keys at m/44'/60'/0'/0/i of a BIP-39 seed (imported on demand by generateEvmWallets). */
export function evmHdKeys(seed: Uint8Array, count: number): Uint8Array[] {
  const account = bip32Derive(seed, EVM_HD_BASE_PATH);
  const accountPublicKey = getPublicKey(account.key, true);
  const keys: Uint8Array[] = [];
  for (let i = 0; i < count; i++) keys.push(bip32Child(account, i, accountPublicKey).key);
  return keys;
}
