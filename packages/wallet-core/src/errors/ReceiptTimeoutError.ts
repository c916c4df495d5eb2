import { WalletCoreError } from './WalletCoreError.js';

/** No receipt for a transaction within the wait: it may still be mined (never read as failed, never sent again). */
export class ReceiptTimeoutError extends WalletCoreError {
  override readonly name = 'ReceiptTimeoutError';
  readonly hash: string;
  readonly timeoutMs: number;

  constructor(hash: string, timeoutMs: number) {
    super('Transaction not mined yet', {
      messageKey: 'receiptTimeout',
      messageParams: { hash, seconds: Math.round(timeoutMs / 1000) },
      details: `no receipt for ${hash} within ${timeoutMs} ms`,
    });
    this.hash = hash;
    this.timeoutMs = timeoutMs;
  }
}
