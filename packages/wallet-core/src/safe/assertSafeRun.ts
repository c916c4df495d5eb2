import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import { WalletMismatchError } from '../bulkSend/WalletMismatchError.js';

/**
 * A Safe sender's `assertReady`: the run is this Safe's (its sender) on this Safe's chain.
 * @throws WalletMismatchError (`chain`, then `account`)
 */
export async function assertSafeRun(run: BulkSendRun, safe: string, chainId: number): Promise<void> {
  if (run.chainId !== chainId) throw new WalletMismatchError('chain', String(run.chainId), String(chainId));
  if (run.sender.toLowerCase() !== safe.toLowerCase()) throw new WalletMismatchError('account', run.sender, safe);
}
