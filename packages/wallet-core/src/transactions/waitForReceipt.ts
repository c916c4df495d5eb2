import type { WalletConfig } from '../config/WalletConfig.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import type { TransactionReceipt } from './TransactionReceipt.js';
import { waitForTransactionReceipt } from './waitForTransactionReceipt.js';

/**
 * Waits for a receipt through the connected wallet: `waitForTransactionReceipt` on the config's provider and clock
 * (every `pollMs`, default 2 s, about one Polygon block; until `timeoutMs`, default 5 min).
 * @throws NotConnectedError, ReceiptTimeoutError
 */
export async function waitForReceipt(
  config: WalletConfig,
  hash: string,
  options: { pollMs?: number; timeoutMs?: number } = {},
): Promise<TransactionReceipt> {
  const provider = config.store.getState().web3.instance;
  if (!provider) throw new NotConnectedError();
  return waitForTransactionReceipt(provider, hash, {
    now: config.now,
    ...(options.pollMs !== undefined ? { pollIntervalMs: options.pollMs } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
}
