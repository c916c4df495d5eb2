import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';

/**
 * Sets `run.status` from its chunks: finished when all are confirmed, else paused (or `whileSending`). A closed run
 * stays closed.
 */
export function settleRunStatus(config: BulkSendConfig, run: BulkSendRun, whileSending = false): void {
  if (run.status === 'closed') return;
  if (run.chunks.every((chunk) => chunk.status === 'confirmed')) {
    if (run.status !== 'finished') run.finishedAt = config.now();
    run.status = 'finished';
  } else if (whileSending) run.status = 'sending';
  else if (run.status !== 'planned' || run.chunks.some((c) => c.attempts.length > 0 || c.status === 'confirmed')) {
    run.status = 'paused';
  }
}
