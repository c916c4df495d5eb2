import type { WalletConfig } from '../config/WalletConfig.js';
import { translate } from '../messages/translate.js';
import { chainName } from './chainName.js';

/**
 * Records the wallet's network; when it is not the configured one, alerts 'Modify network to …' once
 * (again only after the wallet has been back on the right network). Returns whether it is the right one.
 */
export function notifyWrongNetwork(
  config: WalletConfig,
  networkId: number,
  options: { silent?: boolean } = {},
): boolean {
  const { store } = config;
  store.setState((state) => ({ web3: { ...state.web3, networkId } }));
  if (networkId === config.chainId) {
    store.setState({ wrongNetworkAlerted: false });
    return true;
  }
  if (!store.getState().wrongNetworkAlerted) {
    store.setState({ wrongNetworkAlerted: true });
    if (!options.silent) {
      const params = { network: chainName(config.chainId, config.chains) };
      config.alert(translate(config.lang, 'modifyNetworkTo', params), { key: 'modifyNetworkTo', params });
    }
  }
  return false;
}
