import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { followBundle } from './followBundle.js';
import type { SenderNonces } from './readNonces.js';
import { readReceipt } from './readReceipt.js';

/** Settles the run's approvals from their receipts (an approval never needs `batchSent`: the allowance is re-read). */
export async function reconcileApprovals(
  config: BulkSendConfig,
  run: BulkSendRun,
  nonces: SenderNonces,
): Promise<void> {
  for (const approval of run.approvals) {
    if (approval.status === 'confirmed' || approval.status === 'failed') continue;
    // Sent in an EIP-5792 bundle: its status names the transaction and says when it is settled.
    const bundle = await followBundle(config, approval.attempt);
    // One receipt for the whole bundle: the approval's when the account ran the calls in one transaction.
    const hash =
      approval.attempt.hash ?? (bundle?.state === 'final' || bundle?.state === 'pending' ? bundle.shared : undefined);
    const receipt = hash ? await readReceipt(config, hash) : null;
    if (receipt) {
      approval.attempt.hash ??= receipt.hash;
      approval.receipt = receipt;
      approval.status = receipt.success ? 'confirmed' : 'failed';
    } else if (bundle?.state === 'pending' && paidInBundle(run, approval.attempt.calls?.id)) {
      // The wallet still says pending, but a chunk of the same atomic bundle is paid on chain: the approval ran too.
      approval.status = 'confirmed';
    } else if (bundle?.state === 'pending') {
      approval.status = 'submitted';
    } else if (bundle?.state === 'final' || (bundle?.state === 'unknownId' && !approval.attempt.hash)) {
      // Settled without a receipt of it, or never received: the allowance read before the next send decides.
      approval.status = 'failed';
      approval.attempt.outcome ??= bundle.state === 'final' ? 'error' : 'dropped';
    } else if (nonces.latest > approval.attempt.nonce) {
      // Replaced, cancelled or never sent: the allowance read before the next send decides what is still needed.
      approval.status = 'failed';
      approval.attempt.outcome ??= approval.attempt.hash ? 'replaced' : 'dropped';
    }
  }
}

/** Whether a chunk sent in the bundle `id` is paid (the caller reconciled the chunks). */
function paidInBundle(run: BulkSendRun, id: string | undefined): boolean {
  return id !== undefined && run.chunks.some((c) => c.status === 'confirmed' && c.attempts.at(-1)?.calls?.id === id);
}
