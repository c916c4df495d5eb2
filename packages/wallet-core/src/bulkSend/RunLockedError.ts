import { BulkSendError } from './BulkSendError.js';

/** Another tab or engine instance holds this run's lock: it is sending right now. */
export class RunLockedError extends BulkSendError {
  override readonly name = 'RunLockedError';
  readonly runId: string;

  constructor(runId: string) {
    super('This payment is being sent from another window', {
      details: `run ${runId} is locked by another holder`,
      messageKey: 'bulkSendRunLocked',
    });
    this.runId = runId;
  }
}
