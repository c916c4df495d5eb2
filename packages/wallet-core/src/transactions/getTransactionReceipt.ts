import type { WalletConfig } from '../config/WalletConfig.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { requestWallet } from '../provider/requestWallet.js';
import { decodeReceipt } from './decodeReceipt.js';
import type { TransactionReceipt } from './TransactionReceipt.js';

/** `eth_getTransactionReceipt` through the wallet, decoded; null while the transaction is pending. */
export async function getTransactionReceipt(config: WalletConfig, hash: string): Promise<TransactionReceipt | null> {
  const provider = config.store.getState().web3.instance;
  if (!provider) throw new NotConnectedError();
  const raw = (await requestWallet(provider, 'eth_getTransactionReceipt', [hash])) as Record<string, unknown> | null;
  return decodeReceipt(raw);
}
