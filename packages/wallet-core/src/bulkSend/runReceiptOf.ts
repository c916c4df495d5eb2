import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { TransactionReceipt } from '../transactions/TransactionReceipt.js';
import type { RunReceipt } from './BulkSendRun.js';

/** What a run keeps of a mined transaction's receipt. */
export function runReceiptOf(receipt: TransactionReceipt): RunReceipt {
  const { raw } = receipt;
  return {
    hash: receipt.transactionHash as `0x${string}`,
    blockNumber: receipt.blockNumber,
    blockHash: raw.blockHash as `0x${string}`,
    gasUsed: receipt.gasUsed,
    effectiveGasPrice: raw.effectiveGasPrice ? hexToBigInt(raw.effectiveGasPrice) : 0n,
    success: receipt.success,
  };
}
