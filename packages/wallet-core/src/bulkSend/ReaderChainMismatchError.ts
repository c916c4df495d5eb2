import { BulkSendError } from './BulkSendError.js';

/**
 * The reader (the RPC every "is it paid?" read goes to) serves another chain than the run's: another chain id, or the
 * same id with another block 0 (a restarted local chain, a reset testnet). Nothing it says is trusted; nothing is sent.
 */
export class ReaderChainMismatchError extends BulkSendError {
  override readonly name = 'ReaderChainMismatchError';
  /** The run's chain id (decimal) or genesis hash. */
  readonly expected: string;
  /** What the reader serves. */
  readonly actual: string;
  readonly kind: 'chainId' | 'genesis';

  constructor(kind: 'chainId' | 'genesis', expected: string, actual: string) {
    super(
      kind === 'chainId'
        ? `The chain RPC serves chain ${actual}, this payment is on chain ${expected}`
        : 'The chain RPC serves another chain with the same id (it was restarted or reset)',
      {
        details: `reader ${kind} mismatch: expected ${expected}, reader has ${actual}`,
        messageKey: kind === 'chainId' ? 'bulkSendReaderWrongChain' : 'bulkSendReaderOtherGenesis',
        messageParams: { expected, actual },
      },
    );
    this.kind = kind;
    this.expected = expected;
    this.actual = actual;
  }
}
