import { isBatchIdFor } from '@fanout/contracts';
import type { BulkSendConfig } from './BulkSendConfig.js';
import { BulkSendError } from './BulkSendError.js';
import type { BulkSendRun } from './BulkSendRun.js';

/**
 * Read immediately before every signature request of the engine's loop (chunks and approvals), for every sender: the
 * config's sender must be on the run's chain and sign as the run's sender (`RunSender.assertReady`; for the EIP-1193
 * sender: `eth_chainId` and `eth_accounts[0]`), and a BulkSend v3 run's batch ids must be bound to that sender on that
 * chain (`isBatchIdFor`: an edited or foreign stored run), so no sender is asked to sign what v3 would refuse.
 * @throws WalletMismatchError, BulkSendError `BatchIdNotForSender` (nothing asked)
 */
export async function assertWalletMatchesRun(config: BulkSendConfig, run: BulkSendRun): Promise<void> {
  await config.sender.assertReady(run);
  if (run.bulkSendVersion !== 'v3') return;
  const chunk = run.chunks.find((one) => !isBatchIdFor(one.batchId, run.chainId, run.sender));
  if (!chunk) return;
  const chunkNumber = String(chunk.index + 1);
  throw new BulkSendError(`Chunk ${chunkNumber}'s batch id is not bound to ${run.sender} on chain ${run.chainId}`, {
    errorName: 'BatchIdNotForSender',
    args: [run.sender, BigInt(run.chainId), chunk.batchId],
    details: `BulkSend v3 would refuse batch ${chunk.batchId} from ${run.sender} on chain ${run.chainId}`,
    messageKey: 'bulkSendBatchIdNotForSender',
    messageParams: { chunk: chunkNumber, sender: run.sender, chainId: String(run.chainId) },
  });
}
