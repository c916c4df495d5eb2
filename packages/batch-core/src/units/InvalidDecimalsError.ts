import { BatchCoreError } from '../errors/BatchCoreError.js';
import { MAX_DECIMALS } from '../limits/constants.js';

/** Thrown when a token's `decimals` is not an integer in 0..255. */
export class InvalidDecimalsError extends BatchCoreError {
  override readonly name = 'InvalidDecimalsError';
  readonly decimals: unknown;

  constructor(decimals: unknown) {
    super(`Token decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${String(decimals)}.`, {
      messageKey: 'INVALID_DECIMALS',
      messageParams: { max: MAX_DECIMALS, decimals: String(decimals) },
    });
    this.decimals = decimals;
  }
}
