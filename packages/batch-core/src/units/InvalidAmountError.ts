import { BatchCoreError } from '../errors/BatchCoreError.js';
import type { AmountProblem } from './AmountProblem.js';

/** Thrown by `parseUnits` when the text is not a plain decimal it can convert exactly. */
export class InvalidAmountError extends BatchCoreError {
  override readonly name = 'InvalidAmountError';
  readonly code: AmountProblem;
  readonly value: string;

  constructor(code: AmountProblem, value: string, message: string) {
    super(message);
    this.code = code;
    this.value = value;
  }
}
