import type { BulkSendRun } from './BulkSendRun.js';
import { getRunReceipts } from './getRunReceipts.js';

/**
 * Receipts as JSON text: `{ summary, rows }` of `getRunReceipts`, bigints (amounts in base units, blocks, fees, gas)
 * written as decimal strings.
 */
export function receiptsToJson(run: BulkSendRun): string {
  return JSON.stringify(
    getRunReceipts(run),
    (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
    2,
  );
}
