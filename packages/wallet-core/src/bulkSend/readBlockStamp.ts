import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import { rpc } from './rpc.js';

/** The parts of a block header the history scan reads. */
export type BlockStamp = { number: bigint; hash: `0x${string}`; timestamp: number };

/** Block header by number (or tag) from the reader; null when the node has no such block. */
export async function readBlockStamp(config: BulkSendConfig, tag: bigint | 'latest'): Promise<BlockStamp | null> {
  const block = await rpc<{ number: string; hash: `0x${string}`; timestamp: string } | null>(
    config.reader,
    'eth_getBlockByNumber',
    [typeof tag === 'bigint' ? `0x${tag.toString(16)}` : tag, false],
  );
  if (!block) return null;
  return {
    number: hexToBigInt(block.number),
    hash: block.hash,
    timestamp: Number(hexToBigInt(block.timestamp)) * 1000,
  };
}
