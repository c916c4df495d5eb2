import type { WalletConfig } from '../config/WalletConfig.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { WalletCoreError } from '../errors/WalletCoreError.js';

/** Loads `api.whitelist` for the connected address into `state.whiteListInfo`. */
export async function loadWhitelist(config: WalletConfig): Promise<unknown> {
  if (!config.api) throw new WalletCoreError('No API configured');
  const address = config.store.getState().web3.address;
  if (!address) throw new NotConnectedError();
  const whiteListInfo = await config.api.api.whitelist(address);
  config.store.setState({ whiteListInfo });
  return whiteListInfo;
}
