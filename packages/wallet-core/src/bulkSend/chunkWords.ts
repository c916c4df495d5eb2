import { PackRecipientsError, packRecipientsWith } from '@fanout/batch-core';
import { getAddress } from 'ethers';
import type { BulkSendRun, RunChunk } from './BulkSendRun.js';
import { InvalidRunError } from './InvalidRunError.js';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * `0x` + 40 hex digits, a mixed case carrying its EIP-55 checksum, as batch-core checks it, by ethers' `getAddress`
 * (ethers alone also takes ICAP): the engine's first load carries one keccak (ethers'), not batch-core's too.
 */
function checksum(text: string): string {
  if (!HEX_ADDRESS.test(text)) throw new Error('not 0x + 40 hex digits');
  return getAddress(text);
}

/**
 * The packed words of one chunk, in list order (the `packed` argument of its BulkSend call): batch-core's
 * `packRecipients` rules and errors (`packRecipientsWith`: `amount << 160 | recipient`, 1 to 255 entries). An amount
 * of 2^96 or more, a negative amount, a malformed or the zero address is an InvalidRunError naming the list line.
 */
export function chunkWords(run: Pick<BulkSendRun, 'lines'>, chunk: Pick<RunChunk, 'start' | 'count'>): bigint[] {
  const lines = run.lines.slice(chunk.start, chunk.start + chunk.count);
  try {
    return packRecipientsWith(checksum, {
      recipients: lines.map((line) => line.address),
      amounts: lines.map((line) => line.amount),
    });
  } catch (error) {
    const line = error instanceof PackRecipientsError && error.index !== undefined ? lines[error.index] : undefined;
    if (line) throw new InvalidRunError(error instanceof Error ? error.message : String(error), line.line);
    throw error;
  }
}
