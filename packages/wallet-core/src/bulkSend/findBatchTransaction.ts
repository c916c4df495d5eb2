import { zeroPadValue } from 'ethers';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import { bulkSendInterface } from './contractInterfaces.js';
import { rpc } from './rpc.js';

/** How far back to look for a batch's event when the run does not know where it started (about 2 days on Polygon). */
export const BATCH_LOG_LOOKBACK_BLOCKS = 100_000n;

export type FindBatchTransactionParameters = {
  bulkSend: string;
  sender: string;
  batchId: string;
  /** First block to search; default: latest − BATCH_LOG_LOOKBACK_BLOCKS. */
  fromBlock?: bigint;
};

/**
 * The transaction that paid a batch, from BulkSend's `BatchSent(sender, batchId, token, …)` event (sender and batch id
 * are indexed): how a chunk known paid only through `batchSent` — replaced, sent before a -32603, or from another
 * device — gets its hash and block for the receipts. Null when the node finds no event (or refuses the range).
 */
export async function findBatchTransaction(
  config: BulkSendConfig,
  parameters: FindBatchTransactionParameters,
): Promise<{ hash: `0x${string}`; blockNumber: bigint } | null> {
  const event = bulkSendInterface.getEvent('BatchSent');
  if (!event) return null;
  try {
    let fromBlock = parameters.fromBlock;
    if (fromBlock === undefined) {
      const latest = hexToBigInt(await rpc(config.reader, 'eth_blockNumber'));
      fromBlock = latest > BATCH_LOG_LOOKBACK_BLOCKS ? latest - BATCH_LOG_LOOKBACK_BLOCKS : 0n;
    }
    const logs = await rpc<{ transactionHash: `0x${string}`; blockNumber: string; removed?: boolean }[]>(
      config.reader,
      'eth_getLogs',
      [
        {
          address: parameters.bulkSend,
          fromBlock: `0x${fromBlock.toString(16)}`,
          toBlock: 'latest',
          topics: [
            event.topicHash,
            zeroPadValue(parameters.sender, 32).toLowerCase(),
            parameters.batchId.toLowerCase(),
          ],
        },
      ],
    );
    const log = logs.find((entry) => !entry.removed);
    return log ? { hash: log.transactionHash, blockNumber: hexToBigInt(log.blockNumber) } : null;
  } catch {
    return null;
  }
}
