import {
  MAX_RECIPIENTS,
  PACKED_AMOUNT_LIMIT,
  PackedAmountTooLargeError,
  PackRecipientsError,
} from '@fanout/batch-core';
import { getAddress } from 'ethers';
import type { BulkSendRun, RunChunk } from './BulkSendRun.js';
import { InvalidRunError } from './InvalidRunError.js';

/** Bits of the recipient in a packed word (the amount sits above them). */
const ADDRESS_BITS = 160n;
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The packed words of one chunk, in list order (the `packed` argument of its BulkSend call): batch-core's
 * `packRecipients` rules and errors (`amount << 160 | recipient`, 1 to 255 entries), the address checked by ethers'
 * `getAddress`, so the engine's first load carries one keccak (ethers'), not batch-core's too. An amount of 2^96 or
 * more, a negative amount, a malformed or the zero address is an InvalidRunError naming the list line.
 */
export function chunkWords(run: Pick<BulkSendRun, 'lines'>, chunk: Pick<RunChunk, 'start' | 'count'>): bigint[] {
  const lines = run.lines.slice(chunk.start, chunk.start + chunk.count);
  if (lines.length === 0 || lines.length > MAX_RECIPIENTS) {
    throw new PackRecipientsError(
      'COUNT_OUT_OF_RANGE',
      `A packed batch has 1 to ${MAX_RECIPIENTS} entries, got ${lines.length}.`,
      undefined,
      { max: MAX_RECIPIENTS, count: lines.length },
    );
  }
  return lines.map(({ address, amount, line }, i) => {
    try {
      return packWord(address, amount, i);
    } catch (error) {
      if (error instanceof PackRecipientsError) throw new InvalidRunError(error.message, line);
      throw error;
    }
  });
}

/** One entry as `packRecipients` packs it (its error for entry `i`). */
function packWord(text: string, amount: bigint, i: number): bigint {
  if (typeof amount !== 'bigint')
    throw new PackRecipientsError('INVALID_AMOUNT', `Amount at index ${i} is not a bigint.`, i);
  if (amount < 0n) throw new PackRecipientsError('AMOUNT_NEGATIVE', `Amount at index ${i} is negative.`, i);
  if (amount >= PACKED_AMOUNT_LIMIT) throw new PackedAmountTooLargeError(i, amount);
  let value: bigint;
  try {
    // `0x` + 40 hex digits, a mixed case carrying its EIP-55 checksum (as batch-core; ethers alone also takes ICAP).
    if (!HEX_ADDRESS.test(text)) throw new Error('not 0x + 40 hex digits');
    value = BigInt(getAddress(text));
  } catch {
    throw new PackRecipientsError('INVALID_ADDRESS', `Recipient at index ${i} is not an address: ${text}.`, i, {
      address: String(text),
    });
  }
  if (value === 0n) throw new PackRecipientsError('ZERO_ADDRESS', `Recipient at index ${i} is the zero address.`, i);
  return (amount << ADDRESS_BITS) | value;
}
