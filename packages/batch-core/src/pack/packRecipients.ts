import { toChecksumAddress } from '../address/toChecksumAddress.js';
import { packRecipientsWith } from './packRecipientsWith.js';

/**
 * Packs a chunk for BulkSend's `sendErc20Packed` / `sendEthPacked`: one uint256 per recipient,
 * `amount << 160 | recipient`, in order. Takes a `RecipientChunk` (or any `{ recipients, amounts }`) of 1 to 255
 * entries. Zero amounts are packed as they are (the contract sends them, as the unpacked sends do). The rules live in
 * `packRecipientsWith`; here addresses are checked with batch-core's own EIP-55 checksum.
 * @throws PackedAmountTooLargeError for an amount of 2^96 or more
 * @throws PackRecipientsError for a negative amount, a zero or malformed address, lists of different length, or
 *   a count outside 1..255
 */
export function packRecipients(chunk: {
  readonly recipients: readonly string[];
  readonly amounts: readonly bigint[];
}): bigint[] {
  return packRecipientsWith(toChecksumAddress, chunk);
}
