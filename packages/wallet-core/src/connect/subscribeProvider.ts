import { onChainChanged } from '../chains/onChainChanged.js';
import type { WalletConfig } from '../config/WalletConfig.js';
import { logout } from '../logout/logout.js';
import type { DiscoveredWallet } from '../provider/DiscoveredWallet.js';
import { appendLog } from '../session/appendLog.js';
import { onAccountsChanged } from './onAccountsChanged.js';

/** Wires the wallet's accountsChanged / chainChanged / disconnect events to the session (one wallet at a time). */
export function subscribeProvider(config: WalletConfig, wallet: DiscoveredWallet): void {
  config.runtime.unsubscribeProvider?.();
  config.runtime.wallet = wallet;
  const { provider } = wallet;
  const accounts = (list: unknown) => {
    onAccountsChanged(config, Array.isArray(list) ? list : []).catch((error) => appendLog(config, error));
  };
  const chain = (chainId: string) => onChainChanged(config, chainId);
  const disconnect = () => logout(config);
  provider.on?.('accountsChanged', accounts);
  provider.on?.('chainChanged', chain);
  provider.on?.('disconnect', disconnect);
  config.runtime.unsubscribeProvider = () => {
    provider.removeListener?.('accountsChanged', accounts);
    provider.removeListener?.('chainChanged', chain);
    provider.removeListener?.('disconnect', disconnect);
    config.runtime.unsubscribeProvider = null;
  };
}
