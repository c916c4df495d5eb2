import type { Address } from '../address/Address.js';
import type { WalletConfig } from '../config/WalletConfig.js';
import { subscribeProvider } from '../events/subscribeProvider.js';
import type { DiscoveredWallet } from '../provider/DiscoveredWallet.js';
import type { WalletState } from '../store/WalletState.js';

/**
 * The one state write of a connection, shared by `connect` and `reconnect`: connected, the account (lowercased),
 * the wallet and its chain, plus `extra` (e.g. the restored sign-in); then the config's event handlers follow the
 * wallet.
 */
export function commitConnection(
  config: WalletConfig,
  connection: { wallet: DiscoveredWallet; address: Address; networkId: number },
  extra: Partial<WalletState> = {},
): void {
  const { wallet, address, networkId } = connection;
  config.store.setState({
    ...extra,
    status: 'connected',
    connected: true,
    web3: {
      address,
      coinbase: address,
      error: null,
      instance: wallet.provider,
      isInjected: true,
      walletType: wallet.walletType,
      networkId,
    },
  });
  subscribeProvider(config, wallet);
}
