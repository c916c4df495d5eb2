import type { WalletConfig } from '../config/WalletConfig.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { requestWallet } from '../provider/requestWallet.js';

/** Asks the wallet to send a transaction from the connected account; returns its hash. */
export async function sendTransaction(
  config: WalletConfig,
  transaction: { to: string; data?: string; value?: bigint },
): Promise<`0x${string}`> {
  const { instance, address } = config.store.getState().web3;
  if (!instance || !address) throw new NotConnectedError();
  const request: Record<string, string> = { from: address, to: transaction.to };
  if (transaction.data) request.data = transaction.data;
  if (transaction.value !== undefined) request.value = `0x${transaction.value.toString(16)}`;
  return (await requestWallet(instance, 'eth_sendTransaction', [request])) as `0x${string}`;
}
