import { BatchCoreError } from '../errors/BatchCoreError.js';
import { MAX_DIGITS } from '../limits/constants.js';
import type { BatchCoreMessageKey } from '../messages/BatchCoreMessageKey.js';
import type { AmountProblem } from './AmountProblem.js';

const MESSAGE_KEYS: Readonly<Record<AmountProblem, BatchCoreMessageKey>> = {
  INVALID_AMOUNT: 'invalidAmount',
  AMOUNT_NEGATIVE: 'amountNegative',
  AMOUNT_EXPONENT: 'amountExponent',
  AMOUNT_SEPARATOR: 'amountSeparator',
  TOO_MANY_DECIMALS: 'tooManyDecimals',
  TOO_MANY_DIGITS: 'tooManyDigits',
};

/** Thrown by `parseUnits` when the text is not a plain decimal it can convert exactly. */
export class InvalidAmountError extends BatchCoreError {
  override readonly name = 'InvalidAmountError';
  readonly code: AmountProblem;
  readonly value: string;

  /** `decimals`: the token's, named by the `TOO_MANY_DECIMALS` text. */
  constructor(code: AmountProblem, value: string, message: string, decimals?: number) {
    const shown = value.length > 40 ? `${value.slice(0, 37)}...` : value;
    super(message, {
      messageKey: MESSAGE_KEYS[code] ?? 'invalidAmount',
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
