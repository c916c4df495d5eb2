import type { WalletConfig } from '../config/WalletConfig.js';
import { logout } from '../logout/logout.js';
import { onAccountsChanged } from './onAccountsChanged.js';
import { onChainChanged } from './onChainChanged.js';
import type { WalletEventListeners } from './WalletEventListeners.js';

/** The config's event handlers (built once by `createWalletConfig`; attached to whichever wallet is connected). */
export function createWalletEventListeners(config: WalletConfig): WalletEventListeners {
  return {
    accountsChanged: (accounts: unknown) => onAccountsChanged(config, Array.isArray(accounts) ? accounts : []),
    chainChanged: (chainId: string | number) => onChainChanged(config, chainId),
    disconnect: () => logout(config),
  };
}
