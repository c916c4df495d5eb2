import type { WalletConfig } from '../config/WalletConfig.js';
import { stopHeartbeat } from '../heartbeat/stopHeartbeat.js';
import { STORAGE_KEYS } from '../storage/STORAGE_KEYS.js';
import { emptyWeb3State } from '../store/emptyWeb3State.js';

/**
 * Ends the session: stops the heartbeat, stops listening to the wallet, removes the local
 * keys (Authorization, connected) and clears user, web3 data, token and balances.
 */
export function logout(config: WalletConfig): void {
  stopHeartbeat(config);
  config.runtime.unsubscribeProvider?.();
  config.runtime.wallet = null;
  config.storage.removeItem(STORAGE_KEYS.token);
  config.storage.removeItem(STORAGE_KEYS.connected);
  config.store.setState({
    status: 'disconnected',
    connected: false,
    isLogin: false,
    token: null,
    user: null,
    web3: emptyWeb3State(),
    ethBalance: 0n,
    erc20Balance: {},
    wrongNetworkAlerted: false,
  });
}
