import type { Address } from '../address/Address.js';
import { isAddress } from '../address/isAddress.js';
import { notifyWrongNetwork } from '../chains/notifyWrongNetwork.js';
import type { WalletConfig } from '../config/WalletConfig.js';
import { ApiError } from '../errors/ApiError.js';
import { loadUserInfo } from '../login/loadUserInfo.js';
import { logout } from '../logout/logout.js';
import { discoverWallets } from '../provider/discoverWallets.js';
import { requestWallet } from '../provider/requestWallet.js';
import { STORAGE_KEYS } from '../storage/STORAGE_KEYS.js';
import { commitConnection } from './commitConnection.js';

/**
 * Restores a session after a page load, without any wallet prompt: when the `connected` flag is
 * stored, asks the wallet for its already-authorised accounts (`eth_accounts`); with a stored token
 * the session is logged in again and the user info reloaded (which starts the heartbeat). A token the
 * API rejects (401) ends the session. Returns whether a wallet was reconnected.
 */
export async function reconnect(config: WalletConfig): Promise<boolean> {
  if (config.storage.getItem(STORAGE_KEYS.connected) !== 'true') return false;
  const wallet = discoverWallets(config)[0];
  if (!wallet) return false;
  config.store.setState({ status: 'reconnecting' });
  const accounts = await requestWallet(wallet.provider, 'eth_accounts').catch(() => []);
  const first = Array.isArray(accounts) ? accounts[0] : undefined;
  if (!isAddress(first)) {
    logout(config);
    return false;
  }
  const networkId = Number(await requestWallet(wallet.provider, 'eth_chainId'));
  const address = first.toLowerCase() as Address;
  const token = config.storage.getItem(STORAGE_KEYS.token);
  commitConnection(config, { wallet, address, networkId }, { isLogin: token !== null, token });
  notifyWrongNetwork(config, networkId);
  if (token !== null) {
    try {
      await loadUserInfo(config);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        logout(config);
        return false;
      }
      throw error;
    }
  }
  return true;
}
