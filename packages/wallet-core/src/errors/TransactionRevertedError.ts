import { WalletCoreError } from './WalletCoreError.js';

/** A transaction was mined and failed (receipt status 0): whatever it was meant to do did not happen. */
export class TransactionRevertedError extends WalletCoreError {
  override readonly name = 'TransactionRevertedError';
  readonly hash: string;

  constructor(hash: string) {
    super('Transaction failed on chain', {
      messageKey: 'transactionReverted',
      messageParams: { hash },
      details: `transaction ${hash} reverted`,
    });
    this.hash = hash;
  }
}
