import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { runsOfThisChain } from './runsOfThisChain.js';

export type FindUnfinishedRunsParameters = {
  /** The connected account. */
  sender: string;
  /** Only runs on this chain (default: every chain). */
  chainId?: number;
};

export type FindUnfinishedRunsReturnType = BulkSendRun[];

/**
 * Stored runs of `sender` that are not finished nor closed and have been started (something signed, asked, or paid),
 * newest first — what the Tool offers to resume when it opens. Runs of the reader's chain id stored for another chain
 * with that id (another block 0: a restarted or reset chain) are left out. As stored: call `resumeRun` to check one
 * against the chain.
 */
export async function findUnfinishedRuns(
  config: BulkSendConfig,
  parameters: FindUnfinishedRunsParameters,
): Promise<FindUnfinishedRunsReturnType> {
  const runs = await runsOfThisChain(config, await config.storage.list(parameters.sender));
  return runs.filter(
    (run) =>
      run.status !== 'finished' &&
      run.status !== 'closed' &&
      (parameters.chainId === undefined || run.chainId === parameters.chainId) &&
      (run.status !== 'planned' || run.approvals.length > 0 || run.chunks.some((c) => c.attempts.length > 0)),
  );
}
