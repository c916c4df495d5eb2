import { BatchCoreError } from '../errors/BatchCoreError.js';
import { MAX_DIGITS } from '../limits/constants.js';
import type { AmountProblem } from './AmountProblem.js';

/** Thrown by `parseUnits` when the text is not a plain decimal it can convert exactly; its `code` is its `messageKey`. */
export class InvalidAmountError extends BatchCoreError {
  override readonly name = 'InvalidAmountError';
  readonly code: AmountProblem;
  readonly value: string;

  /** `decimals`: the token's, named by the `TOO_MANY_DECIMALS` text. */
  constructor(code: AmountProblem, value: string, message: string, decimals?: number) {
    const shown = value.length > 40 ? `${value.slice(0, 37)}...` : value;
    super(message, {
      messageKey: code,
      messageParams: {
        value: shown,
        ...(code === 'TOO_MANY_DIGITS' ? { max: MAX_DIGITS } : {}),
        ...(decimals === undefined ? {} : { decimals }),
      },
    });
    this.code = code;
    this.value = value;
  }
}
