import { BulkSendError } from './BulkSendError.js';

/** A chunk's transaction was mined but reverted (nothing was paid; the gas is spent). The chunk is pending again. */
export class ChunkRevertedError extends BulkSendError {
  override readonly name = 'ChunkRevertedError';
  readonly chunkIndex: number;
  readonly hash: string;

  constructor(chunkIndex: number, hash: string) {
    super(`Chunk ${chunkIndex + 1} reverted on chain (${hash})`, {
      details: `transaction ${hash} of chunk ${chunkIndex} has status 0`,
      messageKey: 'bulkSendChunkReverted',
    });
    this.chunkIndex = chunkIndex;
    this.hash = hash;
  }
}
