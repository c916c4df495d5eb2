import type { WalletConfig } from '../config/WalletConfig.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { WalletCoreError } from '../errors/WalletCoreError.js';

/** Loads `api.whitelist` for the connected address into `state.whiteListInfo`. */
export async function loadWhitelist(config: WalletConfig): Promise<unknown> {
  const api = config.api?.api;
  if (!api?.whitelist)
    throw new WalletCoreError('No API configured', { details: 'api.whitelist', messageKey: 'noApiConfigured' });
  const address = config.store.getState().web3.address;
  if (!address) throw new NotConnectedError();
  const whiteListInfo = await api.whitelist(address);
  config.store.setState({ whiteListInfo });
  return whiteListInfo;
}
