import type { Address } from '../address/Address.js';
import { isAddress } from '../address/isAddress.js';
import type { WalletConfig } from '../config/WalletConfig.js';
import { stopHeartbeat } from '../heartbeat/stopHeartbeat.js';
import { logout } from '../logout/logout.js';
import { STORAGE_KEYS } from '../storage/STORAGE_KEYS.js';

/**
 * Handler of the wallet's `accountsChanged` event: the session follows the account the event carries, without
 * asking the wallet again. No account (wallet locked or site disconnected) ends the session; another account
 * stays connected under the new address and ends the sign-in (token, user, balances belong to the old account).
 */
export function onAccountsChanged(config: WalletConfig, accounts: readonly unknown[]): void {
  const { connected, web3 } = config.store.getState();
  if (!connected) return;
  const first = accounts[0];
  if (!isAddress(first)) {
    logout(config);
    return;
  }
  const address = first.toLowerCase() as Address;
  if (address === web3.address) return;
  stopHeartbeat(config);
  config.storage.removeItem(STORAGE_KEYS.token);
  config.storage.removeItem(STORAGE_KEYS.connected);
  config.store.setState((state) => ({
    status: 'connected',
    isLogin: false,
    token: null,
    user: null,
    ethBalance: 0n,
    erc20Balance: {},
    web3: { ...state.web3, address, coinbase: address, error: null },
  }));
}
