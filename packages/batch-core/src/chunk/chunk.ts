import { MAX_RECIPIENTS } from '../limits/constants.js';
import type { RecipientRow } from '../recipients/RecipientRow.js';
import { InvalidChunkSizeError } from './InvalidChunkSizeError.js';
import type { RecipientChunk } from './RecipientChunk.js';

/**
 * Splits a plan's rows, in order, into consecutive chunks of at most `size` (default and maximum 255, the
 * BulkSend cap), each with its own total, so a list of any length can be sent call by call.
 * It sends whatever rows it is given: check `plan.ok` first (rows never include lines that had errors).
 * @throws InvalidChunkSizeError
 */
export function chunk(
  plan: { readonly rows: readonly RecipientRow[] },
  size: number = MAX_RECIPIENTS,
): RecipientChunk[] {
  if (!Number.isInteger(size) || size < 1 || size > MAX_RECIPIENTS) throw new InvalidChunkSizeError(size);
  const chunks: RecipientChunk[] = [];
  for (let start = 0; start < plan.rows.length; start += size) {
    const rows = plan.rows.slice(start, start + size);
    const recipients = rows.map((row) => row.address);
    const amounts = rows.map((row) => row.value);
    let total = 0n;
    for (const amount of amounts) total += amount;
    chunks.push({ index: chunks.length, rows, recipients, amounts, total });
  }
  return chunks;
}
