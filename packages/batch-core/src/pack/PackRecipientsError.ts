import { BatchCoreError } from '../errors/BatchCoreError.js';
import type { BatchCoreMessageParams } from '../messages/BatchCoreMessageParams.js';

/** What is wrong with one entry (or the whole list) given to packRecipients / unpackRecipients. */
export type PackProblem =
  | 'AMOUNT_TOO_LARGE'
  | 'AMOUNT_NEGATIVE'
  | 'INVALID_AMOUNT'
  | 'ZERO_ADDRESS'
  | 'INVALID_ADDRESS'
  | 'INVALID_WORD'
  | 'LENGTH_MISMATCH'
  | 'COUNT_OUT_OF_RANGE';

/** The `name` of a PackRecipientsError or of a subclass (a new subclass adds its name here). */
export type PackRecipientsErrorName = 'PackRecipientsError' | 'PackedAmountTooLargeError';

/**
 * Thrown by packRecipients and unpackRecipients. `index` is the 0-based entry at fault (undefined for problems of
 * the whole list: `LENGTH_MISMATCH`, `COUNT_OUT_OF_RANGE`); the texts (`PACK_<code>`) name it as `entry`, counted from 1.
 * `params` are the other values of the text (`address`, `amount`, `count`, `recipients`, `amounts`, `max`).
 */
export class PackRecipientsError extends BatchCoreError {
  override readonly name: PackRecipientsErrorName = 'PackRecipientsError';
  readonly code: PackProblem;
  readonly index: number | undefined;

  constructor(code: PackProblem, message: string, index?: number, params: BatchCoreMessageParams = {}) {
    super(message, {
      messageKey: `PACK_${code}`,
      messageParams: { ...params, ...(index === undefined ? {} : { index, entry: index + 1 }) },
    });
    this.code = code;
    this.index = index;
  }
}
