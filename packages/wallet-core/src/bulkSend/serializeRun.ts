import type { BulkSendRun } from './BulkSendRun.js';

/** A run as JSON text: every bigint becomes `{ "$bigint": "<decimal>" }` (JSON has no big integers). */
export function serializeRun(run: BulkSendRun): string {
  return JSON.stringify(run, (_key, value: unknown) =>
    typeof value === 'bigint' ? { $bigint: value.toString() } : value,
  );
}
