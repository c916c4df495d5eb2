// Subpath entry `@fanout/wallet-core/keys/aptos`: local Aptos key generation, no network, no Aptos SDK.

import type { AptosGeneratedWallet } from './AptosGeneratedWallet.js';
import { aptosAccountFromPrivateKey } from './aptosAccountFromPrivateKey.js';
import { aptosHdPath } from './aptosHdPath.js';
import { assertWalletCount } from './assertWalletCount.js';
import { deriveEd25519Slip10 } from './deriveEd25519Slip10.js';
import type { GeneratedWallets } from './GeneratedWallets.js';
import type { GenerateWalletsOptions } from './GenerateWalletsOptions.js';
import { resolveMnemonic } from './resolveMnemonic.js';
import { secureRandomBytes } from './secureRandomBytes.js';

export type { AptosGeneratedWallet } from './AptosGeneratedWallet.js';
export { aptosHdPath } from './aptosHdPath.js';
export type { GeneratedWallets } from './GeneratedWallets.js';
export type { GenerateWalletsOptions } from './GenerateWalletsOptions.js';

/**
 * Generates `count` (1–99) Aptos Ed25519 wallets from `crypto.getRandomValues`, or all from one
 * mnemonic (`{ mnemonic: true }` for a new one) at m/44'/637'/i'/0'/0'. Private keys come in hex and AIP-80.
 */
export function generateAptosWallets(
  count: number,
  options: GenerateWalletsOptions & { mnemonic: true | string },
): Promise<GeneratedWallets<AptosGeneratedWallet, string>>;
export function generateAptosWallets(
  count: number,
  options?: GenerateWalletsOptions & { mnemonic?: false },
): Promise<GeneratedWallets<AptosGeneratedWallet, null>>;
export function generateAptosWallets(
  count: number,
  options?: GenerateWalletsOptions,
): Promise<GeneratedWallets<AptosGeneratedWallet>>;
export async function generateAptosWallets(
  count: number,
  options: GenerateWalletsOptions = {},
): Promise<GeneratedWallets<AptosGeneratedWallet>> {
  assertWalletCount(count);
  const fromMnemonic = await resolveMnemonic(options);
  const wallets: AptosGeneratedWallet[] = [];
  for (let i = 0; i < count; i++) {
    if (fromMnemonic) {
      const path = aptosHdPath(i);
      wallets.push({ ...aptosAccountFromPrivateKey(deriveEd25519Slip10(fromMnemonic.seed, path)), path });
    } else {
      wallets.push(aptosAccountFromPrivateKey(secureRandomBytes(32)));
    }
  }
  return { wallets, mnemonic: fromMnemonic?.mnemonic ?? null };
}
