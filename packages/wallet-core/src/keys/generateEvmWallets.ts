// Subpath entry `@fanout/wallet-core/keys/evm`: local EVM key generation, no network.
import { utils } from '@noble/secp256k1';
import { assertWalletCount } from './assertWalletCount.js';
import { evmAccountFromPrivateKey } from './evmAccountFromPrivateKey.js';
import { EVM_HD_BASE_PATH } from './evmHdBasePath.js';
import type { GeneratedWallet } from './GeneratedWallet.js';
import type { GeneratedWallets } from './GeneratedWallets.js';
import type { GenerateWalletsOptions } from './GenerateWalletsOptions.js';
import { resolveMnemonic } from './resolveMnemonic.js';
import { secureRandomBytes } from './secureRandomBytes.js';

export { EVM_HD_BASE_PATH } from './evmHdBasePath.js';
export type { GeneratedWallet } from './GeneratedWallet.js';
export type { GeneratedWallets } from './GeneratedWallets.js';
export type { GenerateWalletsOptions } from './GenerateWalletsOptions.js';

/**
 * Generates `count` (1–99) EVM wallets from `crypto.getRandomValues`, or all from one mnemonic
 * (`{ mnemonic: true }` for a new one) at m/44'/60'/0'/0/i.
 */
export function generateEvmWallets(
  count: number,
  options: GenerateWalletsOptions & { mnemonic: true | string },
): Promise<GeneratedWallets<GeneratedWallet, string>>;
export function generateEvmWallets(
  count: number,
  options?: GenerateWalletsOptions & { mnemonic?: false },
): Promise<GeneratedWallets<GeneratedWallet, null>>;
export function generateEvmWallets(
  count: number,
  options?: GenerateWalletsOptions,
): Promise<GeneratedWallets<GeneratedWallet>>;
export async function generateEvmWallets(
  count: number,
  options: GenerateWalletsOptions = {},
): Promise<GeneratedWallets<GeneratedWallet>> {
  assertWalletCount(count);
  const fromMnemonic = await resolveMnemonic(options);
  const wallets: GeneratedWallet[] = [];
  if (fromMnemonic) {
    // BIP-32 (HMAC-SHA-512) is loaded with the word list, only when a mnemonic is asked for.
    const { evmHdKeys } = await import('./bip32/evmHdKeys.js');
    evmHdKeys(fromMnemonic.seed, count).forEach((key, i) => {
      wallets.push({ ...evmAccountFromPrivateKey(key), path: `${EVM_HD_BASE_PATH}/${i}` });
    });
    return { wallets, mnemonic: fromMnemonic.mnemonic };
  }
  while (wallets.length < count) {
    const key = secureRandomBytes(32);
    // Rejection sampling: a key must lie in [1, n-1] (fails with probability ~2^-128).
    if (utils.isValidSecretKey(key)) wallets.push(evmAccountFromPrivateKey(key));
  }
  return { wallets, mnemonic: null };
}
