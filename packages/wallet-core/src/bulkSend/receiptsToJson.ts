import type { BulkSendRun } from './BulkSendRun.js';
import { getRunReceipts } from './getRunReceipts.js';
import type { ReceiptNames } from './ReceiptNames.js';

/**
 * Receipts as JSON text: `{ summary, rows }` of `getRunReceipts`, bigints (amounts in base units, blocks, fees, gas)
 * written as decimal strings. With `nameOf` (the member's address book) each row whose recipient has a name there
 * carries it as `name`.
 */
export function receiptsToJson(run: BulkSendRun, options: ReceiptNames = {}): string {
  const receipts = getRunReceipts(run);
  const { nameOf } = options;
  const rows = nameOf
    ? receipts.rows.map((row) => {
        const name = nameOf(row.address);
        return name === undefined ? row : { ...row, name };
      })
    : receipts.rows;
  return JSON.stringify(
    { ...receipts, rows },
    (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
    2,
  );
}
