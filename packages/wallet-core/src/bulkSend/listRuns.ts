import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';

export type ListRunsParameters = { sender: string; chainId?: number };
export type ListRunsReturnType = BulkSendRun[];

/** Every stored run of `sender` (finished ones too), newest first: the run history, as stored (no chain reads). */
export async function listRuns(config: BulkSendConfig, parameters: ListRunsParameters): Promise<ListRunsReturnType> {
  const runs = await config.storage.list(parameters.sender);
  return parameters.chainId === undefined ? runs : runs.filter((run) => run.chainId === parameters.chainId);
}
