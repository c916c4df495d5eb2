import { WalletCoreError } from '../errors/WalletCoreError.js';
import type { MessageKey } from '../messages/MessageKey.js';
import type { MessageParams } from '../messages/MessageParams.js';

/** The `name` of a BulkSendError or of a subclass (a new subclass adds its name here). */
export type BulkSendErrorName =
  | 'BulkSendError'
  | 'ChunkRevertedError'
  | 'ChunkSimulationError'
  | 'InvalidRunError'
  | 'ReaderChainMismatchError'
  | 'RunLockedError'
  | 'RunNotFoundError'
  | 'TokensNotHeldError'
  | 'TransactionOutcomeUnknownError'
  | 'WalletMismatchError';

/**
 * Base of the batch engine's errors (itself a WalletCoreError). `errorName` is BulkSend's custom error when the
 * chain gave one (`LengthMismatch`, `BatchAlreadySent`, `TokenPullFailed`…), and the message names it.
 */
export class BulkSendError extends WalletCoreError {
  override readonly name: BulkSendErrorName = 'BulkSendError';
  /** Custom error of BulkSend.sol, e.g. `FeeTooLow`, `BatchAlreadySent`; null when not decodable. */
  readonly errorName: string | null;
  readonly args: readonly unknown[];

  constructor(
    shortMessage: string,
    options: {
      errorName?: string | null;
      args?: readonly unknown[];
      details?: string;
      cause?: unknown;
      /** The member's text of this failure (required: a missing key used to read "Network error" for everything). */
      messageKey: MessageKey;
      messageParams?: MessageParams;
    },
  ) {
    super(shortMessage, {
      messageKey: options.messageKey,
      messageParams: options.messageParams,
      ...(options.details !== undefined ? { details: options.details } : {}),
      cause: options.cause,
    });
    this.errorName = options.errorName ?? null;
    this.args = options.args ?? [];
  }
}
