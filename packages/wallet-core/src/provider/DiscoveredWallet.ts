import type { Eip1193Provider } from './Eip1193Provider.js';
import type { WalletType } from './WalletType.js';

/** A wallet found in the page, by injection or by an EIP-6963 announcement. */
export type DiscoveredWallet = {
  walletType: WalletType;
  /** Display name, e.g. "Nabox Wallet" or the EIP-6963 `info.name`. */
  name: string;
  provider: Eip1193Provider;
  /** EIP-6963 reverse-DNS id, when announced. */
  rdns?: string;
  /** EIP-6963 icon data URI, when announced. */
  icon?: string;
};
