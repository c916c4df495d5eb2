import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { TransactionReceipt } from '../transactions/TransactionReceipt.js';
import type { RunReceipt } from './BulkSendRun.js';
import { bulkSendInterface } from './contractInterfaces.js';

const BATCH_SENT_TOPIC = bulkSendInterface.getEvent('BatchSent')?.topicHash.toLowerCase() ?? '';

type RawLog = { address?: string; topics?: string[]; data?: string; removed?: boolean };

/** What a run keeps of a mined transaction's receipt. */
export function runReceiptOf(receipt: TransactionReceipt): RunReceipt {
  const { raw } = receipt;
  const batches = batchesOf(raw.logs);
  return {
    hash: receipt.transactionHash as `0x${string}`,
    blockNumber: receipt.blockNumber,
    blockHash: raw.blockHash as `0x${string}`,
    gasUsed: receipt.gasUsed,
    effectiveGasPrice: raw.effectiveGasPrice ? hexToBigInt(raw.effectiveGasPrice) : 0n,
    success: receipt.success,
    ...(batches.length > 0 ? { batches } : {}),
  };
}

/** `BatchSent(sender indexed, batchId indexed, token indexed, recipients, fee)`: the fee is the data's second word. */
function batchesOf(logs: unknown): NonNullable<RunReceipt['batches']> {
  if (!Array.isArray(logs)) return [];
  return (logs as RawLog[]).flatMap((log) => {
    const [topic, sender, batchId] = log.topics ?? [];
    const data = log.data ?? '';
    if (log.removed || topic?.toLowerCase() !== BATCH_SENT_TOPIC || !sender || !batchId || data.length < 130) return [];
    return [
      {
        emitter: (log.address ?? '').toLowerCase() as `0x${string}`,
        sender: `0x${sender.slice(-40)}`.toLowerCase() as `0x${string}`,
        batchId: batchId.toLowerCase() as `0x${string}`,
        fee: BigInt(`0x${data.slice(66, 130)}`),
      },
    ];
  });
}
