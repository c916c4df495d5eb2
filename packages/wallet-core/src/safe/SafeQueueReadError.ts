import { WalletCoreError } from '../errors/WalletCoreError.js';

/**
 * The Safe Transaction Service did not give the Safe's queue (no answer, an HTTP error, a body not of its shape):
 * nothing is known of the pending proposals, so the caller must not say there are none.
 */
export class SafeQueueReadError extends WalletCoreError {
  override readonly name = 'SafeQueueReadError';
  /** The address asked. */
  readonly url: string;

  constructor(url: string, problem: string, cause?: unknown) {
    super('The Safe’s queue could not be read', {
      details: `${url}: ${problem}`,
      cause,
      messageKey: 'safeQueueUnreadable',
      messageParams: { error: problem },
    });
    this.url = url;
  }
}
