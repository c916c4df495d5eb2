// The names of the Transaction Builder files the member downloads: the run's id and the transactions each pays, so
// per-chunk files sort and never overwrite one another.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';

/** `fanout-safe-<run id>-<transactions>.json`: `-all` for a file with every chunk, else the chunk numbers (1-based). */
export function safeFileName(run: Pick<BulkSendRun, 'id' | 'chunks'>, chunks: readonly number[]): string {
  const all = chunks.length === run.chunks.length;
  const part = all ? 'all' : chunks.map((index) => `tx${index + 1}`).join('-');
  return `fanout-safe-${run.id.slice(2, 10)}-${part}.json`;
}
