import { BatchCoreError } from '../errors/BatchCoreError.js';
import type { BatchCoreMessageKey } from '../messages/BatchCoreMessageKey.js';
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

const MESSAGE_KEYS: Readonly<Record<PackProblem, BatchCoreMessageKey>> = {
  AMOUNT_TOO_LARGE: 'packAmountTooLarge',
  AMOUNT_NEGATIVE: 'packAmountNegative',
  INVALID_AMOUNT: 'packInvalidAmount',
  ZERO_ADDRESS: 'packZeroAddress',
  INVALID_ADDRESS: 'packInvalidAddress',
  INVALID_WORD: 'packInvalidWord',
  LENGTH_MISMATCH: 'packLengthMismatch',
  COUNT_OUT_OF_RANGE: 'packCountOutOfRange',
};

/**
 * Thrown by packRecipients and unpackRecipients. `index` is the 0-based entry at fault (undefined for problems of
 * the whole list: `LENGTH_MISMATCH`, `COUNT_OUT_OF_RANGE`); the texts name it as `entry`, counted from 1.
 * `params` are the other values of the text (`address`, `amount`, `count`, `recipients`, `amounts`, `max`).
 */
export class PackRecipientsError extends BatchCoreError {
  override readonly name: PackRecipientsErrorName = 'PackRecipientsError';
  readonly code: PackProblem;
  readonly index: number | undefined;

  constructor(code: PackProblem, message: string, index?: number, params: BatchCoreMessageParams = {}) {
    super(message, {
      messageKey: MESSAGE_KEYS[code] ?? 'batchCoreError',
      messageParams: { ...params, ...(index === undefined ? {} : { index, entry: index + 1 }) },
    });
    this.code = code;
    this.index = index;
  }
}
