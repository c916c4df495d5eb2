import type { WalletConfig } from '../config/WalletConfig.js';
import type { DiscoveredWallet } from './DiscoveredWallet.js';
import type { Eip1193Provider } from './Eip1193Provider.js';
import { isEip1193Provider } from './isEip1193Provider.js';
import { WalletType } from './WalletType.js';

/** Precedence: Nabox first, then Clover, then any injected MetaMask-style wallet. */
const PRECEDENCE: readonly WalletType[] = [WalletType.Nabox, WalletType.Clover, WalletType.MetaMask];

/**
 * Every wallet in the page, best first: `window.NaboxWallet`, `window.clover`, `window.ethereum`,
 * and the EIP-6963 announcements received so far (one entry per provider object).
 */
export function discoverWallets(config: WalletConfig): DiscoveredWallet[] {
  const source = config.providerSource;
  const found: DiscoveredWallet[] = [];
  const add = (wallet: DiscoveredWallet) => {
    if (!found.some((known) => known.provider === wallet.provider)) found.push(wallet);
  };
  if (isEip1193Provider(source.NaboxWallet)) {
    add({ walletType: WalletType.Nabox, name: 'Nabox Wallet', provider: source.NaboxWallet });
  }
  if (isEip1193Provider(source.clover)) {
    add({ walletType: WalletType.Clover, name: 'CLV Wallet', provider: source.clover });
  }
  if (isEip1193Provider(source.ethereum)) {
    const injected: Eip1193Provider = source.ethereum;
    add({
      walletType: WalletType.MetaMask,
      name: injected.isMetaMask ? 'MetaMask' : 'Injected wallet',
      provider: injected,
    });
  }
  for (const wallet of config.runtime.announced) add(wallet);
  // Stable sort: within one type, injected globals stay ahead of announcements.
  return found.sort((a, b) => PRECEDENCE.indexOf(a.walletType) - PRECEDENCE.indexOf(b.walletType));
}
