import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { reconcileRunUnlocked } from './reconcileRunUnlocked.js';
import { saveRun } from './saveRun.js';

export type ReconcileRunParameters = {
  run: BulkSendRun;
  /** Offer chunks left `unknown` by a wallet error again (the chain still refuses a repeat: safe, may cost gas). */
  resendUnknown?: boolean;
};

export type ReconcileRunReturnType = BulkSendRun;

/**
 * Checks a run against the chain and saves it: receipts of every submitted hash, the sender's nonces (a replaced or
 * sped-up transaction is found by its nonce), and `batchSent(sender, batchId)` for every chunk — so a chunk paid
 * from another browser or with a lost hash is `confirmed`, and only unpaid chunks are `pending`. Takes the run's lock.
 * @throws RunLockedError while another tab or engine sends this run
 */
export async function reconcileRun(
  config: BulkSendConfig,
  parameters: ReconcileRunParameters,
): Promise<ReconcileRunReturnType> {
  return config.locks.withLock(parameters.run.id, async () => {
    const run = structuredClone((await config.storage.load(parameters.run.id)) ?? parameters.run);
    await reconcileRunUnlocked(config, run, { resendUnknown: parameters.resendUnknown ?? false });
    await saveRun(config, run);
    return run;
  });
}
