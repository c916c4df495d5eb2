import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { readChunkPaid } from './readChunkPaid.js';
import { readFinalizedBlock } from './readFinalizedBlock.js';
import { toQuantity } from './toQuantity.js';

/**
 * Marks each confirmed chunk `final` (its block at or below the finalized block; for a chunk known only through
 * `batchSent`, that read at the finalized block) or `included`. Mutates `run`; a failed read leaves `included`.
 */
export async function applyFinality(config: BulkSendConfig, run: BulkSendRun): Promise<void> {
  const confirmed = run.chunks.filter((chunk) => chunk.status === 'confirmed');
  if (confirmed.length === 0) return;
  let finalized: bigint;
  try {
    finalized = await readFinalizedBlock(config);
  } catch {
    for (const chunk of confirmed) chunk.finality ??= 'included';
    return;
  }
  for (const chunk of confirmed) {
    if (chunk.finality === 'final') continue;
    let final = false;
    if (chunk.receipt) final = chunk.receipt.blockNumber <= finalized;
    else if (finalized >= 0n) {
      final = await readChunkPaid(config, run, chunk, toQuantity(finalized)).catch(() => false);
    }
    chunk.finality = final ? 'final' : 'included';
  }
}
