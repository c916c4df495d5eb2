import { assertWalletMatchesRun } from './assertWalletMatchesRun.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { ensureRunApproval } from './ensureRunApproval.js';
import { loadRunForChain } from './loadRunForChain.js';
import type { OnRunEvent } from './RunEvent.js';
import { reconcileRunUnlocked } from './reconcileRunUnlocked.js';
import { saveRun } from './saveRun.js';

export type ApproveRunParameters = { run: BulkSendRun; onProgress?: OnRunEvent };

export type ApproveRunReturnType = { run: BulkSendRun; hashes: `0x${string}`[] };

/**
 * Approves BulkSend for exactly what the unpaid chunks need (after a reconcile), resetting a non-zero allowance to
 * 0 first (USDT). Nothing for the native coin or a sufficient allowance. `sendRun` does this itself; call it to show
 * the approval as its own step. Takes the run's lock.
 * @throws WalletMismatchError, ReaderChainMismatchError, UserRejectedRequestError, RunLockedError, BulkSendError
 */
export async function approveRun(
  config: BulkSendConfig,
  parameters: ApproveRunParameters,
): Promise<ApproveRunReturnType> {
  return config.locks.withLock(parameters.run.id, async () => {
    const run = await loadRunForChain(config, parameters.run);
    await assertWalletMatchesRun(config, run);
    await reconcileRunUnlocked(config, run);
    await saveRun(config, run);
    const hashes = await ensureRunApproval(config, run, parameters.onProgress);
    return { run, hashes };
  });
}
