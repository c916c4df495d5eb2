import type { BulkSendConfig } from './BulkSendConfig.js';
import type { TransactionAttempt } from './BulkSendRun.js';

/** What the wallet says of the EIP-5792 bundle an attempt went in. */
export type BundleState =
  /** Received, not settled on chain yet (100). */
  | { state: 'pending'; shared?: `0x${string}` }
  /** Settled (200 confirmed, 400 not included, 500 reverted, 600 partly reverted): the chain says what was paid. */
  | { state: 'final'; status: number; shared?: `0x${string}` }
  /** The wallet does not know the id: it never received the bundle (e.g. the page died before asking). */
  | { state: 'unknownId' }
  /** The config's sender says nothing of bundles (e.g. a reload with a plain EIP-1193 sender). */
  | { state: 'unreadable' };

/**
 * Follows an attempt sent in a bundle (`attempt.calls`) with the sender's word (`RunSender.follow`: EIP-5792
 * `wallet_getCallsStatus`). The wallet's
 * receipts only say where to look: one per call names this call's own transaction (recorded as the attempt's hash);
 * a single receipt for the whole bundle is returned as `shared` (an account that ran every call in one transaction —
 * or only the approval, or an outer call whose inner calls reverted), never recorded as this call's: the caller reads
 * it (`readChunkPayment`: the chunk's `BatchSent` event in it) before it names the chunk's transaction. Returns
 * undefined for an attempt that was not in a bundle. Whether the chunk is paid is decided by the chain alone; the
 * wallet's status only says when to stop waiting. A failed read throws (a failed poll, never a failed bundle).
 */
export async function followBundle(
  config: Pick<BulkSendConfig, 'sender' | 'now'>,
  attempt: TransactionAttempt | undefined,
): Promise<BundleState | undefined> {
  const calls = attempt?.calls;
  if (!attempt || !calls) return undefined;
  const word = await config.sender.follow(attempt);
  if (word.state === 'silent') return { state: 'unreadable' };
  if (word.state === 'unknown') return { state: 'unknownId' };
  const receipts = word.hashes;
  const own = receipts.length === calls.count ? receipts[calls.index] : undefined;
  if (!attempt.hash && own) {
    attempt.hash = own;
    attempt.submittedAt ??= config.now();
  }
  const shared = !own && receipts.length === 1 ? receipts[0] : undefined;
  const where = shared ? { shared } : {};
  return word.state === 'settled'
    ? { state: 'final', status: word.status ?? 200, ...where }
    : { state: 'pending', ...where };
}
