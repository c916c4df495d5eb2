import { BatchCoreError } from '../errors/BatchCoreError.js';
import type { TokenIdProblem } from './TokenIdProblem.js';

/** Thrown by `parseTokenId` when the text is not a token id (a whole number 0 … 2^256 − 1). */
export class InvalidTokenIdError extends BatchCoreError {
  override readonly name = 'InvalidTokenIdError';
  readonly code: TokenIdProblem;
  readonly value: string;

  constructor(code: TokenIdProblem, value: string, message: string) {
    super(message);
    this.code = code;
    this.value = value;
  }
}
