// The list lines of one chunk of a run: first and last line numbers of the member's list.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';

export function runLines(run: BulkSendRun, chunkIndex: number): { first: number; last: number } {
  const chunk = run.chunks[chunkIndex];
  if (!chunk) return { first: 0, last: 0 };
  return {
    first: run.lines[chunk.start]?.line ?? 0,
    last: run.lines[chunk.start + chunk.count - 1]?.line ?? 0,
  };
}
