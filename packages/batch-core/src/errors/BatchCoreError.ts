// Base of every error @fanout/batch-core throws (modelled on viem's BaseError).
import type { BatchCoreMessageKey } from '../messages/BatchCoreMessageKey.js';
import type { BatchCoreMessageParams } from '../messages/BatchCoreMessageParams.js';

export interface BatchCoreErrorOptions {
  /** Extra detail for developers (never needed to understand the short message). */
  details?: string;
  /** The underlying error, when there is one. */
  cause?: unknown;
  /** Catalogue key of the text to show a person ({@link batchCoreMessages}); `BATCH_CORE_ERROR` when not given. */
  messageKey?: BatchCoreMessageKey;
  /** Values of that text's `{{name}}` placeholders. */
  messageParams?: BatchCoreMessageParams;
}

/**
 * The `name` of every error this package throws: literal, so `switch (error.name)` narrows and a misspelt case does
 * not compile. A new error class adds its name here.
 */
export type BatchCoreErrorName =
  | 'BatchCoreError'
  | 'InvalidAddressError'
  | 'InvalidAmountError'
  | 'InvalidChunkSizeError'
  | 'InvalidDecimalsError'
  | 'InvalidFeeParameterError'
  | 'InvalidOptionError'
  | 'InvalidTokenIdError'
  | 'PackRecipientsError'
  | 'PackedAmountTooLargeError';

/**
 * Every error thrown by this package is an instance of `BatchCoreError`; subclasses carry a stable `name`.
 * `parseRecipients` never throws on user text: it reports problems as values instead.
 */
export class BatchCoreError extends Error {
  override readonly name: BatchCoreErrorName = 'BatchCoreError';
  /** The one-line human message, without details. */
  readonly shortMessage: string;
  readonly details: string | undefined;
  /** Catalogue key of the text to show a person: `batchCoreMessages.en[messageKey]` (wallet-core has it in Chinese). */
  readonly messageKey: BatchCoreMessageKey;
  /** Values of the text's `{{name}}` placeholders; empty when it has none. */
  readonly messageParams: BatchCoreMessageParams;

  constructor(shortMessage: string, options: BatchCoreErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    });
    this.shortMessage = shortMessage;
    this.details = options.details;
    this.messageKey = options.messageKey ?? 'BATCH_CORE_ERROR';
    this.messageParams = options.messageParams ?? {};
  }
}
