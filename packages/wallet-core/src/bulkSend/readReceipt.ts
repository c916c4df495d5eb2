import { decodeReceipt } from '../transactions/decodeReceipt.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { RunReceipt } from './BulkSendRun.js';
import { rpc } from './rpc.js';
import { runReceiptOf } from './runReceiptOf.js';

/** The receipt of `hash`, or null while it is not mined (or unknown to the node). */
export async function readReceipt(config: BulkSendConfig, hash: string): Promise<RunReceipt | null> {
  const receipt = decodeReceipt(
    await rpc<Record<string, unknown> | null>(config.reader, 'eth_getTransactionReceipt', [hash]),
  );
  return receipt ? runReceiptOf(receipt) : null;
}
