import { PACKED_AMOUNT_LIMIT, PackedAmountTooLargeError } from '@fanout/batch-core';
import { concat, getAddress, toBeHex } from 'ethers';

/** BulkSend v3's `sendErc1155Packed` arguments for a chunk: the amount width and the entries. */
export interface Erc1155Entries {
  /** Bytes per amount (1 to 12): as few as the largest amount needs. */
  amountBytes: number;
  /** Per recipient, its 20-byte address then its amount in `amountBytes` big-endian bytes, back to back (0x hex). */
  entries: string;
  /** The sum of the amounts (`sendErc1155Packed`'s `total`). */
  total: bigint;
}

/**
 * Builds v3's `sendErc1155Packed(token, tokenId, batchId, total, amountBytes, entries)` arguments: each recipient's
 * address followed by its amount in the fewest bytes that hold the largest amount of the chunk (an amount of 1:
 * 21 bytes per recipient). A zero amount is encoded (the contract refuses it by position: `ZeroAmount`).
 * @throws PackedAmountTooLargeError an amount of 2^96 or more (send that chunk with `sendErc1155`)
 */
export function packErc1155Entries(recipients: readonly string[], amounts: readonly bigint[]): Erc1155Entries {
  let largest = 0n;
  let total = 0n;
  for (const [index, amount] of amounts.entries()) {
    if (amount < 0n || amount >= PACKED_AMOUNT_LIMIT) throw new PackedAmountTooLargeError(index, amount);
    if (amount > largest) largest = amount;
    total += amount;
  }
  const amountBytes = Math.max(1, Math.ceil(largest.toString(16).length / 2));
  const entries = concat(recipients.map((r, i) => concat([getAddress(r), toBeHex(amounts[i] ?? 0n, amountBytes)])));
  return { amountBytes, entries, total };
}
