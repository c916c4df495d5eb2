import type { BulkSendRun } from './BulkSendRun.js';

/** Sum of the amounts of every chunk not yet confirmed: what the allowance must cover. */
export function unpaidTotal(run: BulkSendRun): bigint {
  let total = 0n;
  for (const chunk of run.chunks) if (chunk.status !== 'confirmed') total += chunk.total;
  return total;
}
