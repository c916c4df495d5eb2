import type { BulkSendConfig } from './BulkSendConfig.js';
import type { TransactionAttempt } from './BulkSendRun.js';

/** What the wallet says of the EIP-5792 bundle an attempt went in. */
export type BundleState =
  /** Received, not settled on chain yet (100). */
  | { state: 'pending' }
  /** Settled (200 confirmed, 400 not included, 500 reverted, 600 partly reverted): the chain says what was paid. */
  | { state: 'final'; status: number }
  /** The wallet does not know the id: it never received the bundle (e.g. the page died before asking). */
  | { state: 'unknownId' }
  /** The config's sender cannot follow bundles (e.g. a reload with a plain EIP-1193 sender). */
  | { state: 'unreadable' };

/**
 * Follows an attempt sent in a bundle (`attempt.calls`) with the sender's `wallet_getCallsStatus`, and records the
 * transaction that carried it once the receipts name it (one receipt per call, or one for the whole bundle when it ran
 * in one transaction). Returns undefined for an attempt that was not in a bundle. Whether the chunk is paid is still
 * decided by the chain (its receipt, `batchSent`): the wallet's status only says when to stop waiting.
 * A failed read throws (a failed poll, never a failed bundle).
 */
export async function followBundle(
  config: Pick<BulkSendConfig, 'sender' | 'now'>,
  attempt: TransactionAttempt | undefined,
): Promise<BundleState | undefined> {
  const calls = attempt?.calls;
  if (!attempt || !calls) return undefined;
  if (!config.sender.callsStatus) return { state: 'unreadable' };
  const status = await config.sender.callsStatus(calls.id);
  if (!status) return { state: 'unknownId' };
  if (!attempt.hash) {
    const { receipts } = status;
    const receipt =
      receipts.length === calls.count ? receipts[calls.index] : receipts.length === 1 ? receipts[0] : undefined;
    if (receipt?.hash) {
      attempt.hash = receipt.hash;
      attempt.submittedAt ??= config.now();
    }
  }
  return status.status >= 200 ? { state: 'final', status: status.status } : { state: 'pending' };
}
