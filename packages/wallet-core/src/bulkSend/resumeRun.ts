import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { InvalidRunError } from './InvalidRunError.js';
import type { OnRunEvent } from './RunEvent.js';
import { RunNotFoundError } from './RunNotFoundError.js';
import { reconcileRun } from './reconcileRun.js';

export type ResumeRunParameters = {
  runId: string;
  /** Offer chunks left `unknown` by a wallet error again (see reconcileRun). */
  resendUnknown?: boolean;
  /** Receives a `reorged` event for each paid chunk a reorganisation dropped. */
  onProgress?: OnRunEvent;
};

export type ResumeRunReturnType = {
  run: BulkSendRun;
  /** Chunks that may be sent now (`pending`), in order: pass the run to `sendRun` to send them. */
  unpaid: number[];
  /** Chunks still in flight (`signing`, `submitted`, `unknown`): `sendRun` waits for them, never resends them. */
  inFlight: number[];
};

/**
 * Loads a stored run and reconciles it with the chain first (receipts, replaced transactions by nonce, `batchSent`
 * for every chunk, paid ones re-read), so only unpaid chunks are offered. A run stored for another chain with the
 * same id (restarted, reset: another block 0) is refused, and so is a closed one.
 * @throws RunNotFoundError, RunLockedError, ReaderChainMismatchError, InvalidRunError (closed)
 */
export async function resumeRun(config: BulkSendConfig, parameters: ResumeRunParameters): Promise<ResumeRunReturnType> {
  const stored = await config.storage.load(parameters.runId);
  if (!stored) throw new RunNotFoundError(parameters.runId);
  if (stored.status === 'closed') throw new InvalidRunError('this payment was closed; it is not sent again');
  const run = await reconcileRun(config, {
    run: stored,
    ...(parameters.resendUnknown !== undefined ? { resendUnknown: parameters.resendUnknown } : {}),
    ...(parameters.onProgress ? { onProgress: parameters.onProgress } : {}),
  });
  return {
    run,
    unpaid: run.chunks.filter((c) => c.status === 'pending').map((c) => c.index),
    inFlight: run.chunks.filter((c) => ['signing', 'submitted', 'unknown'].includes(c.status)).map((c) => c.index),
  };
}
