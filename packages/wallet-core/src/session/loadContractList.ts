import type { WalletConfig } from '../config/WalletConfig.js';
import { WalletCoreError } from '../errors/WalletCoreError.js';

/** Loads `api.contractList` (`data.list`) into `state.contractList`. */
export async function loadContractList(config: WalletConfig): Promise<unknown[]> {
  const api = config.api?.api;
  if (!api?.contractList)
    throw new WalletCoreError('No API configured', { details: 'api.contractList', messageKey: 'noApiConfigured' });
  const contractList = await api.contractList();
  config.store.setState({ contractList });
  return contractList;
}
