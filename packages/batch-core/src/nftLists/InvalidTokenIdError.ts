import { BatchCoreError } from '../errors/BatchCoreError.js';
import type { BatchCoreMessageKey } from '../messages/BatchCoreMessageKey.js';
import type { TokenIdProblem } from './TokenIdProblem.js';

const MESSAGE_KEYS: Readonly<Record<TokenIdProblem, BatchCoreMessageKey>> = {
  INVALID_TOKEN_ID: 'invalidTokenId',
  TOKEN_ID_NEGATIVE: 'tokenIdNegative',
  TOKEN_ID_EXPONENT: 'tokenIdExponent',
  TOKEN_ID_TOO_LARGE: 'tokenIdTooLarge',
};

/** Thrown by `parseTokenId` when the text is not a token id (a whole number 0 … 2^256 − 1). */
export class InvalidTokenIdError extends BatchCoreError {
  override readonly name = 'InvalidTokenIdError';
  readonly code: TokenIdProblem;
  readonly value: string;

  constructor(code: TokenIdProblem, value: string, message: string) {
    const shown = value.length > 40 ? `${value.slice(0, 37)}...` : value;
    super(message, {
      messageKey: value === '' ? 'tokenIdMissing' : (MESSAGE_KEYS[code] ?? 'invalidTokenId'),
      messageParams: { value: shown },
    });
    this.code = code;
    this.value = value;
  }
}
