import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { reconcileUnsettledRuns } from './reconcileUnsettledRuns.js';
import { runsOfThisChain } from './runsOfThisChain.js';

export type FindUnfinishedRunsParameters = {
  /** The connected account. */
  sender: string;
  /** Only runs on this chain (default: every chain). */
  chainId?: number;
  /**
   * Reconcile first the reader's runs that may still change (default true): a run that finished and was then rolled
   * back by a reorganisation is offered again, with only its dropped chunks unpaid.
   */
  reconcile?: boolean;
};

export type FindUnfinishedRunsReturnType = BulkSendRun[];

/**
 * Stored runs of `sender` that are not finished nor closed and have been started (something signed, asked, or paid),
 * newest first — what the Tool offers to resume when it opens. Runs of the reader's chain id stored for another chain
 * with that id (another block 0: a restarted or reset chain) are left out. Runs that may still change on the reader's
 * chain (a chunk in flight, a paid chunk not final yet, finished runs included) are reconciled first
 * (`reconcileUnsettledRuns`); the others are as stored: call `resumeRun` to check one against the chain.
 */
export async function findUnfinishedRuns(
  config: BulkSendConfig,
  parameters: FindUnfinishedRunsParameters,
): Promise<FindUnfinishedRunsReturnType> {
  const stored = await runsOfThisChain(config, await config.storage.list(parameters.sender));
  const runs = parameters.reconcile === false ? stored : await reconcileUnsettledRuns(config, stored);
  return runs.filter(
    (run) =>
      run.status !== 'finished' &&
      run.status !== 'closed' &&
      (parameters.chainId === undefined || run.chainId === parameters.chainId) &&
      (run.status !== 'planned' || run.approvals.length > 0 || run.chunks.some((c) => c.attempts.length > 0)),
  );
}
