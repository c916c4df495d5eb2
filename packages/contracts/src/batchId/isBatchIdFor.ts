import { batchIdTagOf } from './batchIdTagOf.js';

/** Whether BulkSend v3 accepts the non-zero `batchId` from `sender` on `chainId` (its upper 128 bits are their tag). */
export function isBatchIdFor(batchId: string | bigint, chainId: bigint | number, sender: string): boolean {
  return BigInt(batchId) >> 128n === batchIdTagOf(chainId, sender);
}
