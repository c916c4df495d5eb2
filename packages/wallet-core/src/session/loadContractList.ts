import type { WalletConfig } from '../config/WalletConfig.js';
import { WalletCoreError } from '../errors/WalletCoreError.js';

/** Loads `api.contractList` (`data.list`) into `state.contractList`. */
export async function loadContractList(config: WalletConfig): Promise<unknown[]> {
  if (!config.api) throw new WalletCoreError('No API configured');
  const contractList = await config.api.api.contractList();
  config.store.setState({ contractList });
  return contractList;
}
