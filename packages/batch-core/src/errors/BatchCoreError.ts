// Base of every error @fanout/batch-core throws (modelled on viem's BaseError).

export interface BatchCoreErrorOptions {
  /** Extra detail for developers (never needed to understand the short message). */
  details?: string;
  /** The underlying error, when there is one. */
  cause?: unknown;
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

  constructor(shortMessage: string, options: BatchCoreErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    });
    this.shortMessage = shortMessage;
    this.details = options.details;
  }
}
