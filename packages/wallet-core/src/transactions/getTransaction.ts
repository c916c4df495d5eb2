import type { WalletConfig } from '../config/WalletConfig.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { requestWallet } from '../provider/requestWallet.js';

/** `eth_getTransactionByHash` through the wallet: the raw JSON-RPC transaction, or null when unknown. */
export async function getTransaction(config: WalletConfig, hash: string): Promise<Record<string, unknown> | null> {
  const provider = config.store.getState().web3.instance;
  if (!provider) throw new NotConnectedError();
  return (await requestWallet(provider, 'eth_getTransactionByHash', [hash])) as Record<string, unknown> | null;
}
