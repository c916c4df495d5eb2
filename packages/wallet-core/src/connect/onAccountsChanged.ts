import type { WalletConfig } from '../config/WalletConfig.js';
import { logout } from '../logout/logout.js';
import { connect } from './connect.js';

/**
 * Handler of the wallet's `accountsChanged` event: while connected, a different (or no) account logs
 * out; if accounts remain, the same wallet is reconnected silently with the new account.
 */
export async function onAccountsChanged(config: WalletConfig, accounts: readonly unknown[]): Promise<void> {
  const { connected, web3 } = config.store.getState();
  if (!connected) return;
  const next = typeof accounts[0] === 'string' ? accounts[0].toLowerCase() : null;
  if (next !== null && next === web3.address) return;
  const wallet = config.runtime.wallet;
  logout(config);
  if (next !== null && wallet) await connect(config, { silent: true, wallet });
}
