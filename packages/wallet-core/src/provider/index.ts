// Subpath entry `@fanout/wallet-core/provider`: the wallets in the page (Nabox > Clover > injected, EIP-6963) and the
// EIP-1193 types beyond `Eip1193Provider` (which the main entry keeps, for `providerSource`).
export type { DiscoveredWallet } from './DiscoveredWallet.js';
export { discoverWallets } from './discoverWallets.js';
export type { Eip1193Listener, Eip1193Provider, Eip1193RequestArguments } from './Eip1193Provider.js';
export type { ProviderSource } from './ProviderSource.js';
export { WalletType } from './WalletType.js';
