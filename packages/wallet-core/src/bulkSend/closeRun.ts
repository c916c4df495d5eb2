import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { RunNotFoundError } from './RunNotFoundError.js';
import { saveRun } from './saveRun.js';

export type CloseRunParameters = {
  runId: string;
  /** The run that pays the list again (e.g. under a new label): the closed run points to it. */
  supersededBy?: string;
};

export type CloseRunReturnType = BulkSendRun;

/**
 * Closes a stored run (status `closed`, `closedReason: 'superseded'`): it is never offered for resume again
 * (`findUnfinishedRuns` skips it) and `sendRun` / `resumeRun` refuse it, so chunks nobody confirmed are not paid by a
 * plain Resume after the member chose to pay the list again under another label. Its paid chunks stay paid. Takes the
 * run's lock.
 * @throws RunNotFoundError, RunLockedError
 */
export async function closeRun(config: BulkSendConfig, parameters: CloseRunParameters): Promise<CloseRunReturnType> {
  return config.locks.withLock(parameters.runId, async () => {
    const run = await config.storage.load(parameters.runId);
    if (!run) throw new RunNotFoundError(parameters.runId);
    run.status = 'closed';
    run.closedReason = 'superseded';
    if (parameters.supersededBy) run.supersededBy = parameters.supersededBy as `0x${string}`;
    await saveRun(config, run);
    return run;
  });
}
