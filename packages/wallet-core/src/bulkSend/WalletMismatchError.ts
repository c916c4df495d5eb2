import { BulkSendError } from './BulkSendError.js';

/** The wallet is on another chain, or signs for another account, than the run's: nothing is sent. */
export class WalletMismatchError extends BulkSendError {
  override readonly name = 'WalletMismatchError';
  readonly expected: string;
  readonly actual: string;

  constructor(what: 'chain' | 'account', expected: string, actual: string) {
    super(
      what === 'chain'
        ? `The wallet is on chain ${actual}, this payment is on chain ${expected}`
        : `The wallet is not ${expected}`,
      {
        details: `${what} mismatch: expected ${expected}, wallet has ${actual}`,
        messageKey: what === 'chain' ? 'bulkSendWrongChain' : 'bulkSendWrongAccount',
      },
    );
    this.expected = expected;
    this.actual = actual;
  }
}
