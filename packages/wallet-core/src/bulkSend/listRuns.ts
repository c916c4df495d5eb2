import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { runsOfThisChain } from './runsOfThisChain.js';

export type ListRunsParameters = { sender: string; chainId?: number };
export type ListRunsReturnType = BulkSendRun[];

/**
 * Every stored run of `sender` (finished and closed ones too), newest first: the run history, as stored. Only the
 * reader's chain identity is read: runs stored for its chain id but another block 0 (restarted, reset) are left out.
 */
export async function listRuns(config: BulkSendConfig, parameters: ListRunsParameters): Promise<ListRunsReturnType> {
  const runs = await runsOfThisChain(config, await config.storage.list(parameters.sender));
  return parameters.chainId === undefined ? runs : runs.filter((run) => run.chainId === parameters.chainId);
}
