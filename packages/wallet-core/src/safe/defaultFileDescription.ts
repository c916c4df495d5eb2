import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import type { SafeRunBatch } from './safeRunCalls.js';

/**
 * A Builder file's default name and description: "Fanout payment", the run's label, its chunks and their batch ids, and
 * what the chain refuses (v3: another Safe or chain as well as a repeat).
 */
export function defaultFileDescription(batch: SafeRunBatch, run: BulkSendRun): { name: string; description: string } {
  const numbers = batch.chunks.map((index) => index + 1);
  const part =
    batch.chunks.length === run.chunks.length ? '' : ` (chunk ${numbers.join(', ')} of ${run.chunks.length})`;
  const label = run.label ? ` "${run.label}"` : '';
  const ids = batch.chunks.map((index) => `chunk ${index + 1}: ${run.chunks[index]?.batchId}`).join('; ');
  const refused =
    run.bulkSendVersion === 'v3'
      ? `only Safe ${run.sender} on chain ${run.chainId}; a repeat, another Safe or another chain is refused on chain`
      : 'a repeat by this Safe on this chain is refused on chain';
  return {
    name: `Fanout payment${label}${part}`,
    description: `BulkSend exactly-once batches (${refused}): ${ids}`,
  };
}
