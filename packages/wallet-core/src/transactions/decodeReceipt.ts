import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { TransactionReceipt } from './TransactionReceipt.js';

/** A JSON-RPC receipt (`eth_getTransactionReceipt`) decoded; null while the transaction is not mined. */
export function decodeReceipt(raw: Record<string, unknown> | null | undefined): TransactionReceipt | null {
  if (!raw?.blockNumber) return null;
  return {
    transactionHash: String(raw.transactionHash),
    blockNumber: hexToBigInt(raw.blockNumber),
    // A node without `status` (pre-Byzantium) only returns mined, successful receipts.
    success: raw.status === undefined || hexToBigInt(raw.status) === 1n,
    gasUsed: hexToBigInt(raw.gasUsed),
    from: String(raw.from).toLowerCase(),
    to: typeof raw.to === 'string' ? raw.to.toLowerCase() : null,
    raw,
  };
}
