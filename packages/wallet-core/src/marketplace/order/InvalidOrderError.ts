import { WalletCoreError } from '../../errors/WalletCoreError.js';

/** An order that cannot be encoded: asset type outside 0–5, a bad address, a number out of uint256 range, or a price below the minimum. */
export class InvalidOrderError extends WalletCoreError {
  override readonly name = 'InvalidOrderError';
  /** Path of the offending field, e.g. `key.sellAsset.assetType`. */
  readonly field: string;

  constructor(field: string, details: string) {
    super('Parameter error', { messageKey: 'parameterError', details: `${field}: ${details}` });
    this.field = field;
  }
}
