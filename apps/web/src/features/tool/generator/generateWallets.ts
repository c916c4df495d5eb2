// Loads the chosen generator lazily (its own chunk) and makes `count` wallets locally.
import type { GeneratedWallet } from '@fanout/wallet-core/keys/evm';

export type WalletKind = 'evm' | 'aptos';

export interface GeneratedBatch {
  kind: WalletKind;
  wallets: GeneratedWallet[];
  mnemonic: string | null;
}

export async function generateWallets(kind: WalletKind, count: number, fromMnemonic: boolean): Promise<GeneratedBatch> {
  const options = fromMnemonic ? { mnemonic: true } : {};
  if (kind === 'evm') {
    const { generateEvmWallets } = await import('@fanout/wallet-core/keys/evm');
    const result = await generateEvmWallets(count, options);
    return { kind, wallets: result.wallets, mnemonic: result.mnemonic };
  }
  const { generateAptosWallets } = await import('@fanout/wallet-core/keys/aptos');
  const result = await generateAptosWallets(count, options);
  return { kind, wallets: result.wallets, mnemonic: result.mnemonic };
}

let warmed = false;

/**
 * Fetches both generators once the member reaches for the generator (pointer, touch or focus on it), so pressing
 * Create makes no network request, while a visitor who only reads the page or sends tokens never downloads them.
 */
export function warmGenerators(): void {
  if (warmed) return;
  warmed = true;
  void import('@fanout/wallet-core/keys/evm');
  void import('@fanout/wallet-core/keys/aptos');
}
