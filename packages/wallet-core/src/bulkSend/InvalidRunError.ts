import { BulkSendError } from './BulkSendError.js';

/** A list or run the engine cannot send: no lines, a bad address, an amount outside 1..2^96-1 (with its line). */
export class InvalidRunError extends BulkSendError {
  override readonly name = 'InvalidRunError';
  /** 1-based line of the list, when one line is at fault. */
  readonly line: number | undefined;

  constructor(problem: string, line?: number) {
    super(line !== undefined ? `Line ${line}: ${problem}` : problem, {
      details: problem,
      ...(line !== undefined
        ? { messageKey: 'bulkSendInvalidRunLine', messageParams: { line } }
        : { messageKey: 'bulkSendInvalidRun' }),
    });
    this.line = line;
  }
}
