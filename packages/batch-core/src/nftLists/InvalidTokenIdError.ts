import { BatchCoreError } from '../errors/BatchCoreError.js';
import type { TokenIdProblem } from './TokenIdProblem.js';

/**
 * Thrown by `parseTokenId` when the text is not a token id (a whole number 0 … 2^256 − 1); its `messageKey` is its `code`
 * (`TOKEN_ID_MISSING` for an empty text).
 */
export class InvalidTokenIdError extends BatchCoreError {
  override readonly name = 'InvalidTokenIdError';
  readonly code: TokenIdProblem;
  readonly value: string;

  constructor(code: TokenIdProblem, value: string, message: string) {
    const shown = value.length > 40 ? `${value.slice(0, 37)}...` : value;
    super(message, {
      messageKey: value === '' ? 'TOKEN_ID_MISSING' : code,
      messageParams: { value: shown },
    });
    this.code = code;
    this.value = value;
  }
}
