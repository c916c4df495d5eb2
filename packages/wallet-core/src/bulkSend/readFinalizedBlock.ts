import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import { BULK_SEND_DEFAULTS } from './createBulkSendConfig.js';
import { rpc } from './rpc.js';

/**
 * The highest block that counts as final on the reader's chain: the node's `finalized` block, or, where the node has
 * no such tag, the block `finalityConfirmations` deep (the latest block counts as one confirmation).
 */
export async function readFinalizedBlock(config: BulkSendConfig): Promise<bigint> {
  try {
    const block = await rpc<{ number?: string } | null>(config.reader, 'eth_getBlockByNumber', ['finalized', false]);
    if (block?.number) return hexToBigInt(block.number);
  } catch {
    // a node without the `finalized` tag: count confirmations instead
  }
  const latest = hexToBigInt(await rpc(config.reader, 'eth_blockNumber'));
  const depth = BigInt(config.finalityConfirmations ?? BULK_SEND_DEFAULTS.finalityConfirmations);
  return latest - depth + 1n;
}
