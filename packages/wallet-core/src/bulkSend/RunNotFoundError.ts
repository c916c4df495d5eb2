import { BulkSendError } from './BulkSendError.js';

/** No stored run has this id. */
export class RunNotFoundError extends BulkSendError {
  override readonly name = 'RunNotFoundError';
  readonly runId: string;

  constructor(runId: string) {
    super('Payment not found', {
      details: `no stored run ${runId}`,
      messageKey: 'bulkSendRunNotFound',
      messageParams: { runId },
    });
    this.runId = runId;
  }
}
