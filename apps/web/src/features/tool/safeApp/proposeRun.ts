// Send, inside Safe{Wallet}: one proposed Safe transaction per unpaid chunk (approval + chunk through MultiSend when
// both are needed). Loaded on the press; the chunks are then followed on the chain like any chunk in flight. Where the
// chain's settings name its Safe Transaction Service, the Safe's queue is read first (issue 36): proposals made
// elsewhere (another profile, an edited copy of the list) that pay lines of this run stop it by name, nothing proposed.
import type { BulkSendConfig, BulkSendRun, OnRunEvent } from '@fanout/wallet-core/bulk-send';
import type { ChainSetting } from '@fanout/wallet-core/chain-settings';
import { proposeSafeRun } from '@fanout/wallet-core/safe-apps';
import { olderBulkSendsOf } from '../transfer/bulkSendOf.js';

export function proposeRun(
  config: BulkSendConfig,
  run: BulkSendRun,
  onProgress: OnRunEvent,
  again = false,
  /** The chain's settings: its Safe Transaction Service (the queue is read where it names one) and older BulkSends. */
  chain: ChainSetting | null = null,
): Promise<BulkSendRun> {
  const safeTransactionService = chain?.safeTransactionService ?? null;
  // The queue reader (`@fanout/wallet-core/safe`) is loaded only where the chain names a Transaction Service.
  const queue = safeTransactionService
    ? async () => {
        const { readSafeQueue } = await import('@fanout/wallet-core/safe');
        // Proposals to the chain's older BulkSends (v2 beside v3) still queued hold lines too.
        const bulkSend = [run.bulkSend, ...(chain ? olderBulkSendsOf(chain) : [])];
        return readSafeQueue(config, { serviceUrl: safeTransactionService, safe: run.sender, bulkSend });
      }
    : undefined;
  return proposeSafeRun(config, { run, onProgress, again, ...(queue ? { queue } : {}) });
}
