import { assertPackCount } from './assertPackCount.js';
import { PACKED_AMOUNT_LIMIT } from './PACKED_AMOUNT_LIMIT.js';
import { PackedAmountTooLargeError } from './PackedAmountTooLargeError.js';
import { PackRecipientsError } from './PackRecipientsError.js';

/** Bits of the recipient in a packed word (the amount sits above them). */
const ADDRESS_BITS = 160n;

/**
 * `packRecipients` with the address check given: `checksum` returns the EIP-55 form of an address or throws (e.g.
 * ethers' `getAddress` behind a `0x` + 40 hex test, for a bundle that already carries ethers' keccak). Packs a chunk for BulkSend's `sendErc20Packed` / `sendEthPacked`: one uint256 per recipient,
 * `amount << 160 | recipient`, in order. Takes a `RecipientChunk` (or any `{ recipients, amounts }`) of 1 to 255
 * entries. Zero amounts are packed as they are (the contract sends them, as the unpacked sends do).
 * @throws PackedAmountTooLargeError for an amount of 2^96 or more
 * @throws PackRecipientsError for a negative amount, a zero or malformed address, lists of different length, or
 *   a count outside 1..255
 */
export function packRecipientsWith(
  checksum: (text: string) => string,
  chunk: {
    readonly recipients: readonly string[];
    readonly amounts: readonly bigint[];
  },
): bigint[] {
  const { recipients, amounts } = chunk;
  if (recipients.length !== amounts.length) {
    throw new PackRecipientsError(
      'LENGTH_MISMATCH',
      `${recipients.length} recipients but ${amounts.length} amounts: the lists must have the same length.`,
      undefined,
      { recipients: recipients.length, amounts: amounts.length },
    );
  }
  assertPackCount(recipients.length);
  const packed = new Array<bigint>(recipients.length);
  for (let i = 0; i < recipients.length; i++) {
    const amount = amounts[i] as bigint;
    if (typeof amount !== 'bigint') {
      throw new PackRecipientsError('INVALID_AMOUNT', `Amount at index ${i} is not a bigint.`, i);
    }
    if (amount < 0n) throw new PackRecipientsError('AMOUNT_NEGATIVE', `Amount at index ${i} is negative.`, i);
    if (amount >= PACKED_AMOUNT_LIMIT) throw new PackedAmountTooLargeError(i, amount);
    const text = recipients[i] as string;
    let address: string;
    try {
      address = checksum(text);
    } catch {
      throw new PackRecipientsError('INVALID_ADDRESS', `Recipient at index ${i} is not an address: ${text}.`, i, {
        address: String(text),
      });
    }
    const value = BigInt(address);
    if (value === 0n) throw new PackRecipientsError('ZERO_ADDRESS', `Recipient at index ${i} is the zero address.`, i);
    packed[i] = (amount << ADDRESS_BITS) | value;
  }
  return packed;
}
