import type { BulkSendConfig } from '../bulkSend/BulkSendConfig.js';
import { rpc } from '../bulkSend/rpc.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { SAFE_BLOCK_GAS_PERCENT } from './SAFE_BLOCK_GAS_PERCENT.js';

/**
 * The most gas one Safe transaction of a run should take on the reader's chain: `SAFE_BLOCK_GAS_PERCENT` of the latest
 * block's gas limit (pass it to `safeRunCalls` / `buildRunTransactionBuilderFiles` as `maxGas`); null when the node
 * names no gas limit (then one chunk per Safe transaction is the safe choice).
 * @throws the reader's error when the block cannot be read
 */
export async function readSafeGasCap(config: Pick<BulkSendConfig, 'reader'>): Promise<bigint | null> {
  const block = await rpc<{ gasLimit?: string } | null>(config.reader, 'eth_getBlockByNumber', ['latest', false]);
  if (!block?.gasLimit) return null;
  return (hexToBigInt(block.gasLimit) * SAFE_BLOCK_GAS_PERCENT) / 100n;
}
