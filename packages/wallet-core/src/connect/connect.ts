import type { Address } from '../address/Address.js';
import { isAddress } from '../address/isAddress.js';
import { notifyWrongNetwork } from '../chains/notifyWrongNetwork.js';
import type { WalletConfig } from '../config/WalletConfig.js';
import { WalletEnableError } from '../errors/WalletEnableError.js';
import { WalletNotInstalledError } from '../errors/WalletNotInstalledError.js';
import { WalletRequestError } from '../errors/WalletRequestError.js';
import { userMessageOf } from '../messages/userMessageOf.js';
import { userTextOf } from '../messages/userTextOf.js';
import type { DiscoveredWallet } from '../provider/DiscoveredWallet.js';
import { discoverWallets } from '../provider/discoverWallets.js';
import { requestWallet } from '../provider/requestWallet.js';
import type { WalletType } from '../provider/WalletType.js';
import { commitConnection } from './commitConnection.js';

/** Parameters of {@link connect}. */
export type ConnectParameters = {
  /** No alert on failure (the error is still thrown). */
  silent?: boolean;
  /** Wallet to use; default: the first of `discoverWallets` (Nabox > Clover > injected). */
  wallet?: DiscoveredWallet;
};

/** What {@link connect} returns. */
export type ConnectReturnType = {
  address: Address;
  walletType: WalletType;
  networkId: number;
  wallet: DiscoveredWallet;
};

/**
 * Requests accounts from the wallet and stores the session: connected, address lowercased, wallet
 * type and network id. Errors: {@link WalletNotInstalledError} without a wallet, the wallet type's enable error
 * when no account comes back, the wallet's own message otherwise; alerted unless silent.
 */
export async function connect(config: WalletConfig, parameters: ConnectParameters = {}): Promise<ConnectReturnType> {
  const { store } = config;
  const wasConnected = store.getState().connected;
  store.setState({ status: wasConnected ? 'reconnecting' : 'connecting' });
  try {
    const wallet = parameters.wallet ?? discoverWallets(config)[0];
    if (!wallet) throw new WalletNotInstalledError();
    const accounts = await requestWallet(wallet.provider, 'eth_requestAccounts');
    const first = Array.isArray(accounts) ? accounts[0] : undefined;
    if (!isAddress(first)) throw new WalletEnableError(wallet.walletType);
    const networkId = Number(await requestWallet(wallet.provider, 'eth_chainId'));
    const address = first.toLowerCase() as Address;
    commitConnection(config, { wallet, address, networkId });
    notifyWrongNetwork(config, networkId, { silent: parameters.silent ?? false });
    return { address, walletType: wallet.walletType, networkId, wallet };
  } catch (error) {
    // SPEC: a wallet's own refusal or failure of the connect request is passed through in its words (a refusal has
    // a catalogue text too, `userRejected`, for the apps that show it in the page's language).
    const passed = error instanceof WalletRequestError ? error.shortMessage : null;
    const message = passed ?? userMessageOf(error, config.lang);
    store.setState((state) => ({
      status: state.connected ? 'connected' : 'disconnected',
      web3: { ...state.web3, error: message },
    }));
    if (!parameters.silent) config.alert(message, passed !== null ? { key: null, text: passed } : userTextOf(error));
    throw error;
  }
}
