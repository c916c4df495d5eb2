import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import type { SafeRunBatch } from './safeRunCalls.js';

/** A Builder file's default name and description: "Fanout payment", the run's label, its chunks and their batch ids. */
export function defaultFileDescription(batch: SafeRunBatch, run: BulkSendRun): { name: string; description: string } {
  const numbers = batch.chunks.map((index) => index + 1);
  const part =
    batch.chunks.length === run.chunks.length ? '' : ` (chunk ${numbers.join(', ')} of ${run.chunks.length})`;
  const label = run.label ? ` "${run.label}"` : '';
  const ids = batch.chunks.map((index) => `chunk ${index + 1}: ${run.chunks[index]?.batchId}`).join('; ');
  return {
    name: `Fanout payment${label}${part}`,
    description: `BulkSend exactly-once batches (a repeat is refused on chain): ${ids}`,
  };
}
