import { BulkSendError } from './BulkSendError.js';

/** Another tab, engine instance or Node process holds this run's lock: it is sending right now. */
export class RunLockedError extends BulkSendError {
  override readonly name = 'RunLockedError';
  readonly runId: string;
  /** The other Node process (file storage lock), when known. */
  readonly pid: number | undefined;

  constructor(runId: string, holder: { pid?: number } = {}) {
    super(
      holder.pid !== undefined
        ? `This payment is being sent by another process (pid ${holder.pid})`
        : 'This payment is being sent from another window',
      {
        details: `run ${runId} is locked by ${holder.pid !== undefined ? `process ${holder.pid}` : 'another holder'}`,
        messageKey: holder.pid !== undefined ? 'bulkSendRunLockedByProcess' : 'bulkSendRunLocked',
        ...(holder.pid !== undefined ? { messageParams: { pid: holder.pid } } : {}),
      },
    );
    this.runId = runId;
    this.pid = holder.pid;
  }
}
