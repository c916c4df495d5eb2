import { toBeHex } from 'ethers';
import { batchIdTagOf } from './batchIdTagOf.js';

/** The low 128 bits of a batch id: what the id keeps of its content hash. */
const CONTENT_MASK = (1n << 128n) - 1n;

/**
 * A BulkSend v3 batch id for `sender` on `chainId`: `(batchIdTagOf(chainId, sender) << 128) | (contentHash & (2^128 − 1))`,
 * as 32 bytes (0x + 64 hex digits). `contentHash` is what identifies the batch (e.g. a hash of the run and chunk
 * index); only its low 128 bits are kept. Never zero (the tag is a hash), so the batch is always exactly-once.
 */
export function bindBatchId(chainId: bigint | number, sender: string, contentHash: string | bigint): string {
  return toBeHex((batchIdTagOf(chainId, sender) << 128n) | (BigInt(contentHash) & CONTENT_MASK), 32);
}
