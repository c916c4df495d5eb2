import { PACKED_AMOUNT_LIMIT } from './PACKED_AMOUNT_LIMIT.js';
import { PackRecipientsError } from './PackRecipientsError.js';

/**
 * Thrown by packRecipients for an amount of 2^96 or more: it does not fit the packed word. Send that row with the
 * unpacked `sendErc20` / `sendEth` instead, or split it.
 */
export class PackedAmountTooLargeError extends PackRecipientsError {
  override readonly name = 'PackedAmountTooLargeError';
  readonly amount: bigint;

  constructor(index: number, amount: bigint) {
    super(
      'AMOUNT_TOO_LARGE',
      `Amount ${amount} at index ${index} does not fit a packed word (must be below 2^96 = ${PACKED_AMOUNT_LIMIT}).`,
      index,
      { amount: amount.toString() },
    );
    this.amount = amount;
  }
}
