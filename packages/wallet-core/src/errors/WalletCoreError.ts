import type { MessageKey } from '../messages/MessageKey.js';
import type { MessageParams } from '../messages/MessageParams.js';

/**
 * The `name` of every error this package throws: literal, so `switch (error.name)` narrows and a misspelt case does
 * not compile. A new error class adds its name here.
 */
export type WalletCoreErrorName =
  | 'ApiError'
  | 'BulkSendError'
  | 'ChainNotConfiguredError'
  | 'ChunkRevertedError'
  | 'ChunkSimulationError'
  | 'EnsL1ChainError'
  | 'EnsNameInvalidError'
  | 'EnsNoChainAddressError'
  | 'EnsNoResolverError'
  | 'EnsReadError'
  | 'InvalidParameterError'
  | 'InvalidRunError'
  | 'InvalidSignatureError'
  | 'NetworkError'
  | 'NotATokenError'
  | 'NotConnectedError'
  | 'ReaderChainMismatchError'
  | 'ReceiptTimeoutError'
  | 'RunLockedError'
  | 'RunNotFoundError'
  | 'SafeAppError'
  | 'SafeQueueReadError'
  | 'SafeQueueHoldsLinesError'
  | 'SafeFileError'
  | 'SecureRandomUnavailableError'
  | 'SignatureFailedError'
  | 'TokensNotHeldError'
  | 'TransactionOutcomeUnknownError'
  | 'TransactionRevertedError'
  | 'UserRejectedRequestError'
  | 'WalletCoreError'
  | 'WalletEnableError'
  | 'WalletMismatchError'
  | 'WalletNotInstalledError'
  | 'WalletRequestError';

/**
 * Base class of every error thrown by @fanout/wallet-core (viem-style: shortMessage, details, cause).
 * `message` is the short, user-safe text; technical context stays in `details`.
 */
export class WalletCoreError extends Error {
  override readonly name: WalletCoreErrorName = 'WalletCoreError';
  /** The one-line message, safe to show to a user. */
  readonly shortMessage: string;
  /** Technical details for logs (never shown to a user). */
  readonly details: string | undefined;
  /** Catalogue key of the user-facing text, when there is one (`userMessageOf` or i18next put it in a language). */
  readonly messageKey: MessageKey | undefined;
  /** Values of the text's `{{name}}` placeholders (e.g. `line`, `address`); empty when it has none. */
  readonly messageParams: MessageParams;

  constructor(
    shortMessage: string,
    options: { details?: string; cause?: unknown; messageKey?: MessageKey; messageParams?: MessageParams } = {},
  ) {
    super(shortMessage, { cause: options.cause });
    this.shortMessage = shortMessage;
    this.details = options.details;
    this.messageKey = options.messageKey;
    this.messageParams = options.messageParams ?? {};
  }
}
