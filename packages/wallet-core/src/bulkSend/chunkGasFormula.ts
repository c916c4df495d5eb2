import type { BulkSendRun, RunChunk } from './BulkSendRun.js';
import type { RunAsset } from './RunAsset.js';

/**
 * What BulkSend v3 records per batch beyond v2, at most: the id check and the per-sender batch count (about 5,300 gas),
 * plus 20,000 on a sender's very first v3 batch (the count goes from zero to one). Per batch, nothing per recipient.
 */
const V3_BATCH_RECORD_GAS = 25_300n;

/**
 * Gas of a chunk while the node cannot estimate it (no approval yet): the asset's `gasFormula` (upper bounds of the v2
 * bench), plus v3's per-batch record on a v3 run.
 */
export function chunkGasFormula(
  asset: Pick<RunAsset, 'gasFormula'>,
  run: Pick<BulkSendRun, 'bulkSendVersion'>,
  chunk: Pick<RunChunk, 'count'>,
): bigint {
  const { base, perRecipient } = asset.gasFormula;
  return base + perRecipient * BigInt(chunk.count) + (run.bulkSendVersion === 'v3' ? V3_BATCH_RECORD_GAS : 0n);
}
