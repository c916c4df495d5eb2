import { WalletCoreError } from '../errors/WalletCoreError.js';

/** A BulkSend call that the chain rejected: the contract's custom error name and arguments, when known. */
export class BulkSendError extends WalletCoreError {
  override name = 'BulkSendError';
  /** Custom error of BulkSend.sol, e.g. `FeeTooLow`, `RecipientCountOutOfRange`; null when not decodable. */
  readonly errorName: string | null;
  readonly args: readonly unknown[];

  constructor(errorName: string | null, args: readonly unknown[], cause: unknown) {
    super('Network error', {
      messageKey: 'networkError',
      details: errorName
        ? `BulkSend reverted with ${errorName}(${args.map(String).join(', ')})`
        : 'BulkSend call failed',
      cause,
    });
    this.errorName = errorName;
    this.args = args;
  }
}
