import { PackRecipientsError, packRecipients } from '@fanout/batch-core';
import type { BulkSendRun, RunChunk } from './BulkSendRun.js';
import { InvalidRunError } from './InvalidRunError.js';

/**
 * The packed words of one chunk, in list order (the `packed` argument of its BulkSend call), by batch-core's
 * `packRecipients`. An amount of 2^96 or more, a negative amount or a zero address is an InvalidRunError naming
 * the list line.
 */
export function chunkWords(run: Pick<BulkSendRun, 'lines'>, chunk: Pick<RunChunk, 'start' | 'count'>): bigint[] {
  const lines = run.lines.slice(chunk.start, chunk.start + chunk.count);
  try {
    return packRecipients({ recipients: lines.map((l) => l.address), amounts: lines.map((l) => l.amount) });
  } catch (error) {
    if (error instanceof PackRecipientsError && error.index !== undefined) {
      throw new InvalidRunError(error.message, lines[error.index]?.line);
    }
    throw error;
  }
}
