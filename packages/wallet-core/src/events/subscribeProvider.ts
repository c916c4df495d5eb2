import type { WalletConfig } from '../config/WalletConfig.js';
import type { DiscoveredWallet } from '../provider/DiscoveredWallet.js';

/**
 * Attaches the config's event handlers (`config.runtime.listeners`, made once by `createWalletConfig`) to the
 * connected wallet, detaching them from the previous one. One wallet at a time; the same wallet is not re-attached.
 */
export function subscribeProvider(config: WalletConfig, wallet: DiscoveredWallet): void {
  const { runtime } = config;
  if (runtime.wallet?.provider === wallet.provider && runtime.unsubscribeProvider) {
    runtime.wallet = wallet;
    return;
  }
  runtime.unsubscribeProvider?.();
  runtime.wallet = wallet;
  const { provider } = wallet;
  const { listeners } = runtime;
  provider.on?.('accountsChanged', listeners.accountsChanged);
  provider.on?.('chainChanged', listeners.chainChanged);
  provider.on?.('disconnect', listeners.disconnect);
  runtime.unsubscribeProvider = () => {
    provider.removeListener?.('accountsChanged', listeners.accountsChanged);
    provider.removeListener?.('chainChanged', listeners.chainChanged);
    provider.removeListener?.('disconnect', listeners.disconnect);
    runtime.unsubscribeProvider = null;
  };
}
