import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { reconcileUnsettledRuns } from './reconcileUnsettledRuns.js';
import { runsOfThisChain } from './runsOfThisChain.js';

export type ListRunsParameters = {
  sender: string;
  chainId?: number;
  /**
   * Reconcile first the runs of the reader's chain that may still change (a chunk in flight, or paid but not final):
   * default true, so a run a reorganisation rolled back after it finished is not listed as finished.
   */
  reconcile?: boolean;
};
export type ListRunsReturnType = BulkSendRun[];

/**
 * Every stored run of `sender` (finished and closed ones too), newest first: the run history. Runs stored for the
 * reader's chain id but another block 0 (restarted, reset) are left out; the reader's runs that may still change are
 * reconciled first (`reconcileUnsettledRuns`), unless `reconcile: false` (then as stored).
 */
export async function listRuns(config: BulkSendConfig, parameters: ListRunsParameters): Promise<ListRunsReturnType> {
  const stored = await runsOfThisChain(config, await config.storage.list(parameters.sender));
  const runs = parameters.reconcile === false ? stored : await reconcileUnsettledRuns(config, stored);
  return parameters.chainId === undefined ? runs : runs.filter((run) => run.chainId === parameters.chainId);
}
