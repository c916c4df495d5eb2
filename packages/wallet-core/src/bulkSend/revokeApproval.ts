import { assetOf } from './assetOf.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { sendApproval } from './ensureRunApproval.js';
import { loadRunForChain } from './loadRunForChain.js';
import type { OnRunEvent } from './RunEvent.js';

export type RevokeApprovalParameters = { run: BulkSendRun; onProgress?: OnRunEvent };

/** `hash` is null when BulkSend held no approval of the run's token any more (nothing was asked). */
export type RevokeApprovalReturnType = { run: BulkSendRun; hash: `0x${string}` | null };

/**
 * Withdraws BulkSend's approval of the run's token, offered after a run: `setApprovalForAll(BulkSend, false)` for
 * ERC-721 / ERC-1155 (an operator approval covers the whole collection, so it should not outlive the run), `approve(
 * BulkSend, 0)` for an ERC-20 with an allowance left. Nothing for the native coin or when nothing is left. Recorded in
 * `run.approvals` (kind `revoke`) and awaited like any approval. Takes the run's lock; works on finished and closed runs.
 * @throws WalletMismatchError (nothing asked), ReaderChainMismatchError, UserRejectedRequestError, RunLockedError,
 *   BulkSendError, ReceiptTimeoutError
 */
export async function revokeApproval(
  config: BulkSendConfig,
  parameters: RevokeApprovalParameters,
): Promise<RevokeApprovalReturnType> {
  return config.locks.withLock(parameters.run.id, async () => {
    const run = await loadRunForChain(config, parameters.run, { allowClosed: true });
    const asset = assetOf(config, run);
    if (!run.token || asset.standard === 'native') return { run, hash: null };
    const holdings = await asset.readHoldings(config, run, []);
    if (!asset.approvalLeft(holdings)) return { run, hash: null };
    await config.sender.assertReady(run);
    const hash = await sendApproval(config, run, { kind: 'revoke', amount: 0n }, parameters.onProgress);
    return { run, hash };
  });
}
