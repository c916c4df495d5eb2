import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { loadRunForChain } from './loadRunForChain.js';
import type { OnRunEvent } from './RunEvent.js';
import { reconcileRunUnlocked } from './reconcileRunUnlocked.js';
import { saveRun } from './saveRun.js';

export type ReconcileRunParameters = {
  run: BulkSendRun;
  /** Offer chunks left `unknown` by a wallet error again (the chain still refuses a repeat: safe, may cost gas). */
  resendUnknown?: boolean;
  /** Receives a `reorged` event for each paid chunk a reorganisation dropped. */
  onProgress?: OnRunEvent;
};

export type ReconcileRunReturnType = BulkSendRun;

/**
 * Checks a run against the chain and saves it: receipts of every submitted hash, the sender's nonces (a replaced or
 * sped-up transaction is found by its nonce), and `batchSent(sender, batchId)` for every chunk — so a chunk paid
 * from another browser or with a lost hash is `confirmed`, and only unpaid chunks are `pending`. Paid chunks are
 * re-read too: one whose transaction a reorganisation dropped is `pending` again (same batch id; `reorged` event), and
 * each paid chunk is marked `final` or `included`. Reads only the reader, after checking it serves the run's chain (a
 * stored copy of another chain with the same id is not trusted). Takes the run's lock.
 * @throws RunLockedError while another tab or engine sends this run, ReaderChainMismatchError
 */
export async function reconcileRun(
  config: BulkSendConfig,
  parameters: ReconcileRunParameters,
): Promise<ReconcileRunReturnType> {
  return config.locks.withLock(parameters.run.id, async () => {
    const run = await loadRunForChain(config, parameters.run, { allowClosed: true });
    await reconcileRunUnlocked(config, run, {
      resendUnknown: parameters.resendUnknown ?? false,
      onProgress: parameters.onProgress,
    });
    await saveRun(config, run);
    return run;
  });
}
