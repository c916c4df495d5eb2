import type { BulkSendRun } from './BulkSendRun.js';
import { getRunReceipts } from './getRunReceipts.js';
import type { ReceiptNames } from './ReceiptNames.js';

/**
 * Receipts as JSON text: `{ summary, rows }` of `getRunReceipts`, bigints (amounts in base units, blocks, fees, gas)
 * written as decimal strings. Each row's `name` is the ENS name the list gave; with `nameOf` (the member's address
 * book), a line the list gave as an address carries the book's name for it (else '').
 */
export function receiptsToJson(run: BulkSendRun, options: ReceiptNames = {}): string {
  const receipts = getRunReceipts(run);
  const { nameOf } = options;
  const rows = nameOf
    ? receipts.rows.map((row) => ({ ...row, name: row.name || (nameOf(row.address) ?? '') }))
    : receipts.rows;
  return JSON.stringify(
    { ...receipts, rows },
    (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
    2,
  );
}
