import type { WalletConfig } from '../config/WalletConfig.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { requestWallet } from '../provider/requestWallet.js';
import type { TransactionReceipt } from './TransactionReceipt.js';

/** `eth_getTransactionReceipt` through the wallet, decoded; null while the transaction is pending. */
export async function getTransactionReceipt(config: WalletConfig, hash: string): Promise<TransactionReceipt | null> {
  const provider = config.store.getState().web3.instance;
  if (!provider) throw new NotConnectedError();
  const raw = (await requestWallet(provider, 'eth_getTransactionReceipt', [hash])) as Record<string, unknown> | null;
  if (!raw) return null;
  return {
    transactionHash: String(raw.transactionHash),
    blockNumber: hexToBigInt(raw.blockNumber),
    success: raw.status === '0x1',
    gasUsed: hexToBigInt(raw.gasUsed),
    from: String(raw.from).toLowerCase(),
    to: typeof raw.to === 'string' ? raw.to.toLowerCase() : null,
    raw,
  };
}
