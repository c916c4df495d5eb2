import { BatchCoreError } from '../errors/BatchCoreError.js';
import { MAX_RECIPIENTS } from '../limits/constants.js';

/** Thrown by chunk when the size is not an integer from 1 to 255 (the contract's cap). */
export class InvalidChunkSizeError extends BatchCoreError {
  override readonly name = 'InvalidChunkSizeError';
  readonly size: unknown;

  constructor(size: unknown) {
    super(`Chunk size must be an integer from 1 to ${MAX_RECIPIENTS}, got ${String(size)}.`, {
      messageKey: 'INVALID_CHUNK_SIZE',
      messageParams: { max: MAX_RECIPIENTS, size: String(size) },
    });
    this.size = size;
  }
}
