import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { readNonces } from './readNonces.js';
import { reconcileApprovals } from './reconcileApprovals.js';
import { reconcileChunk } from './reconcileChunk.js';
import { settleRunStatus } from './settleRunStatus.js';

/** reconcileRun without taking the lock (for callers that hold it). Mutates `run`; does not save. */
export async function reconcileRunUnlocked(
  config: BulkSendConfig,
  run: BulkSendRun,
  options: { resendUnknown?: boolean; whileSending?: boolean } = {},
): Promise<void> {
  const nonces = await readNonces(config, run.sender);
  await reconcileApprovals(config, run, nonces);
  // A few chunks at a time: a 40-chunk run is checked in a few round trips without flooding the node.
  const queue = [...run.chunks];
  const worker = async () => {
    for (let chunk = queue.shift(); chunk; chunk = queue.shift())
      await reconcileChunk(config, run, chunk, nonces, options);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  run.reconciledAt = config.now();
  settleRunStatus(config, run, options.whileSending);
}
