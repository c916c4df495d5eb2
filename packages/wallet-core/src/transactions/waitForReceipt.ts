import type { WalletConfig } from '../config/WalletConfig.js';
import { WalletCoreError } from '../errors/WalletCoreError.js';
import { getTransactionReceipt } from './getTransactionReceipt.js';
import type { TransactionReceipt } from './TransactionReceipt.js';

/** Polls for a receipt every `pollMs` (default 2 s, about one Polygon block) until `timeoutMs` (default 5 min). */
export async function waitForReceipt(
  config: WalletConfig,
  hash: string,
  options: { pollMs?: number; timeoutMs?: number } = {},
): Promise<TransactionReceipt> {
  const pollMs = options.pollMs ?? 2_000;
  const deadline = config.now() + (options.timeoutMs ?? 300_000);
  for (;;) {
    const receipt = await getTransactionReceipt(config, hash);
    if (receipt) return receipt;
    if (config.now() > deadline) {
      throw new WalletCoreError('Network error', { messageKey: 'networkError', details: `no receipt for ${hash}` });
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
