import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun, RunChunk } from './BulkSendRun.js';
import { batchIdOf } from './batchIdOf.js';
import { chunkWords } from './chunkWords.js';
import { normalizeLabel } from './normalizeLabel.js';
import { readBatchSent } from './readBatchSent.js';

/**
 * Whether the chain recorded this chunk for the run's sender: `batchSent` of its batch id, or — for a label that is not
 * in its normalized form ("December payroll") — of the id the engine gave the same chunk before labels were normalized
 * (it hashed the label as typed), so a list paid under a label before that change is still recognised as paid.
 */
export async function readChunkPaid(
  config: BulkSendConfig,
  run: BulkSendRun,
  chunk: RunChunk,
  blockTag?: string,
): Promise<boolean> {
  const read = (batchId: string) =>
    readBatchSent(config, {
      bulkSend: run.bulkSend,
      sender: run.sender,
      batchId,
      ...(blockTag !== undefined ? { blockTag } : {}),
    });
  if (await read(chunk.batchId)) return true;
  const legacy = legacyBatchIdOf(run, chunk);
  return legacy !== undefined && (await read(legacy));
}

/** The batch id of the chunk under the label as typed, when that differs from the normalized one. */
export function legacyBatchIdOf(run: BulkSendRun, chunk: RunChunk): `0x${string}` | undefined {
  // NFT runs and v3 runs came after labels were normalized: they never had another id.
  if (run.standard || run.bulkSendVersion === 'v3' || run.label === normalizeLabel(run.label)) return undefined;
  const legacy = batchIdOf({
    chainId: run.chainId,
    bulkSend: run.bulkSend,
    sender: run.sender,
    token: run.token,
    chunkIndex: chunk.index,
    words: chunkWords(run, chunk),
    label: run.label,
  });
  return legacy === chunk.batchId ? undefined : legacy;
}
