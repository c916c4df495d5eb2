import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun, RunChunk, TransactionAttempt } from './BulkSendRun.js';
import { emitRunEvent } from './emitRunEvent.js';
import type { OnRunEvent } from './RunEvent.js';
import { saveRun } from './saveRun.js';

/**
 * The engine's "store before asking" step for one chunk: `attempt` added to the chunk, the chunk `signing` with the
 * operator `fee` it is asked for, its last failure cleared, the run written to storage, then the `signing` event.
 * Resolves once the storage holds the attempt, so a page that dies while the wallet (or the Safe host) is asked
 * leaves a chunk that a reconcile settles from the chain, never one sent twice. Used by `sendChunkUnlocked` (one
 * transaction) and `proposeSafeRun` (one Safe proposal); the caller asks the wallet only after it resolves.
 */
export async function recordChunkAttempt(
  config: BulkSendConfig,
  parameters: {
    run: BulkSendRun;
    chunk: RunChunk;
    attempt: TransactionAttempt;
    fee: bigint;
    onProgress: OnRunEvent | undefined;
  },
): Promise<void> {
  const { run, chunk, attempt, fee, onProgress } = parameters;
  chunk.attempts.push(attempt);
  chunk.status = 'signing';
  chunk.fee = fee;
  delete chunk.lastError;
  await saveRun(config, run);
  emitRunEvent(onProgress, { type: 'chunk', step: 'signing', chunkIndex: chunk.index, run });
}

/**
 * The sender's chain and account (`RunSender.assertReady`), read right after `recordChunkAttempt` and immediately
 * before the request: a wallet can move between chunks. On a mismatch nothing was asked, so the attempt just recorded
 * is withdrawn (the chunk `pending` again with the error, stored) and the error thrown; a reconcile never follows a
 * request that was not made.
 * @throws what `assertReady` throws (WalletMismatchError)
 */
export async function assertReadyForAttempt(config: BulkSendConfig, run: BulkSendRun, chunk: RunChunk): Promise<void> {
  try {
    await config.sender.assertReady(run);
  } catch (error) {
    chunk.attempts.pop();
    chunk.status = 'pending';
    if (error instanceof Error) chunk.lastError = { name: error.name, message: error.message };
    await saveRun(config, run);
    throw error;
  }
}
