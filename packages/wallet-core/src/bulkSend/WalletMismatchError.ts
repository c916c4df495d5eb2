import { BulkSendError } from './BulkSendError.js';

/**
 * The wallet is on another chain, or its selected account is not the run's sender: read immediately before every
 * signature request, so nothing is sent and the chunk stays `pending`.
 */
export class WalletMismatchError extends BulkSendError {
  override readonly name = 'WalletMismatchError';
  readonly kind: 'chain' | 'account';
  /** The run's chain id (decimal string) or sender address. */
  readonly expected: string;
  /** The wallet's chain id (decimal string) or selected account ('no account' when locked). */
  readonly actual: string;

  constructor(kind: 'chain' | 'account', expected: string, actual: string) {
    super(
      kind === 'chain'
        ? `The wallet is on chain ${actual}, this payment is on chain ${expected}`
        : `The wallet is not ${expected}`,
      {
        details: `${kind} mismatch: expected ${expected}, wallet has ${actual}`,
        messageKey: kind === 'chain' ? 'bulkSendWrongChain' : 'bulkSendWrongAccount',
        messageParams: { expected, actual },
      },
    );
    this.kind = kind;
    this.expected = expected;
    this.actual = actual;
  }
}
