import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';

/**
 * Whether the config's sender carries the run in atomic EIP-5792 bundles: it can send and follow bundles, and the
 * wallet reports atomic batching for the run's chain (`RunSender.atomicBatching`).
 */
export async function batchesAtomically(config: BulkSendConfig, run: BulkSendRun): Promise<boolean> {
  const { sender } = config;
  if (!config.bundles || !sender.atomicBatching || !sender.sendCalls || !sender.callsStatus) return false;
  return sender.atomicBatching(run);
}
