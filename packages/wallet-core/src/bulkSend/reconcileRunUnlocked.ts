import { applyFinality } from './applyFinality.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { emitRunEvent } from './emitRunEvent.js';
import type { OnRunEvent } from './RunEvent.js';
import { readNonces } from './readNonces.js';
import { reconcileApprovals } from './reconcileApprovals.js';
import { reconcileChunk } from './reconcileChunk.js';
import { settleRunStatus } from './settleRunStatus.js';
import { withBundleStatusCache } from './withBundleStatusCache.js';

/**
 * reconcileRun without taking the lock (for callers that hold it and have checked the reader's chain). Every chunk is
 * read from the chain, paid ones too (a reorganisation can drop them: they go back to `pending` and a `reorged` event
 * is emitted); paid ones get their finality. Mutates `run`; does not save. Returns the indexes of reorged chunks.
 * An EIP-5792 bundle's status is asked once per pass, whatever the number of chunks it carries.
 */
export async function reconcileRunUnlocked(
  engine: BulkSendConfig,
  run: BulkSendRun,
  options: { resendUnknown?: boolean; whileSending?: boolean; onProgress?: OnRunEvent | undefined } = {},
): Promise<number[]> {
  const config = withBundleStatusCache(engine);
  const nonces = await readNonces(config, run.sender);
  await reconcileApprovals(config, run, nonces);
  // A few chunks at a time: a 40-chunk run is checked in a few round trips without flooding the node.
  const queue = [...run.chunks];
  const reorged: number[] = [];
  const worker = async () => {
    for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
      if (await reconcileChunk(config, run, chunk, nonces, options)) reorged.push(chunk.index);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  await applyFinality(config, run);
  run.reconciledAt = config.now();
  if (reorged.length > 0 && run.status === 'finished') {
    run.status = 'paused';
    delete run.finishedAt;
  }
  settleRunStatus(config, run, options.whileSending);
  for (const chunkIndex of reorged.sort((a, b) => a - b)) {
    emitRunEvent(options.onProgress, { type: 'reorged', chunkIndex, run });
  }
  return reorged;
}
