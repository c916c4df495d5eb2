import { pollUntil } from '../transactions/pollUntil.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun, RunChunk } from './BulkSendRun.js';
import { pollOptionsOf } from './pollOptionsOf.js';
import { readNonces } from './readNonces.js';
import { reconcileChunk } from './reconcileChunk.js';

/**
 * Polls the chain (the package's `pollUntil`) until the chunk is settled (confirmed, or pending again because its
 * nonce went elsewhere or it reverted) or `confirmTimeoutMs` passes. A failed poll is retried with doubling delay
 * (never read as a failure); an empty poll waits `pollIntervalMs`. An `unknown` chunk (no hash) stops being awaited
 * after a few polls in which nothing of the sender waits in the mempool. Returns the chunk's status when it stopped
 * waiting.
 */
export async function awaitChunkOutcome(
  config: BulkSendConfig,
  run: BulkSendRun,
  chunk: RunChunk,
): Promise<RunChunk['status']> {
  let idlePolls = 0;
  await pollUntil(async () => {
    const nonces = await readNonces(config, run.sender);
    await reconcileChunk(config, run, chunk, nonces);
    if (chunk.status === 'confirmed' || chunk.status === 'pending') return true;
    const last = chunk.attempts.at(-1);
    if (chunk.status === 'unknown' && last && nonces.pending <= last.nonce && ++idlePolls >= 3) return true;
    return undefined;
  }, pollOptionsOf(config));
  return chunk.status;
}
