// Send, inside Safe{Wallet}: one proposed Safe transaction per unpaid chunk (approval + chunk through MultiSend when
// both are needed). Loaded on the press; the chunks are then followed on the chain like any chunk in flight.
import type { BulkSendConfig, BulkSendRun, OnRunEvent } from '@fanout/wallet-core/bulk-send';
import { proposeSafeRun } from '@fanout/wallet-core/safe-apps';

export function proposeRun(
  config: BulkSendConfig,
  run: BulkSendRun,
  onProgress: OnRunEvent,
  again = false,
): Promise<BulkSendRun> {
  return proposeSafeRun(config, { run, onProgress, again });
}
