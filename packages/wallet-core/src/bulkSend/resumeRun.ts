import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { RunNotFoundError } from './RunNotFoundError.js';
import { reconcileRun } from './reconcileRun.js';

export type ResumeRunParameters = {
  runId: string;
  /** Offer chunks left `unknown` by a wallet error again (see reconcileRun). */
  resendUnknown?: boolean;
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
 * for every chunk), so only unpaid chunks are offered.
 * @throws RunNotFoundError, RunLockedError
 */
export async function resumeRun(config: BulkSendConfig, parameters: ResumeRunParameters): Promise<ResumeRunReturnType> {
  const stored = await config.storage.load(parameters.runId);
  if (!stored) throw new RunNotFoundError(parameters.runId);
  const run = await reconcileRun(config, {
    run: stored,
    ...(parameters.resendUnknown !== undefined ? { resendUnknown: parameters.resendUnknown } : {}),
  });
  return {
    run,
    unpaid: run.chunks.filter((c) => c.status === 'pending').map((c) => c.index),
    inFlight: run.chunks.filter((c) => ['signing', 'submitted', 'unknown'].includes(c.status)).map((c) => c.index),
  };
}
