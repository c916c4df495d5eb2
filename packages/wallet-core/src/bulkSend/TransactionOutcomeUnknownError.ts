import { BulkSendError } from './BulkSendError.js';

/**
 * The wallet failed after it may have broadcast the chunk (e.g. -32603 "Internal JSON-RPC error"), and the chain did
 * not settle it within the wait. The chunk is left `unknown` — never resent blindly; `reconcileRun` settles it once
 * the chain shows `batchSent` or the attempt's nonce taken by another transaction.
 */
export class TransactionOutcomeUnknownError extends BulkSendError {
  override readonly name = 'TransactionOutcomeUnknownError';
  readonly chunkIndex: number;

  constructor(chunkIndex: number, cause: unknown) {
    super(`Chunk ${chunkIndex + 1}: the wallet failed after sending; waiting for the chain to tell`, {
      details: `outcome of chunk ${chunkIndex} unknown after a wallet error`,
      cause,
      messageKey: 'bulkSendOutcomeUnknown',
    });
    this.chunkIndex = chunkIndex;
  }
}
