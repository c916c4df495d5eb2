import type { Address } from '../address/Address.js';

/** One recipient of a transfer plan. */
export interface RecipientRow {
  /** 1-based line number in the pasted text (for a merged row: the first of its lines). */
  line: number;
  /** EIP-55 checksummed recipient. */
  address: Address;
  /** The amount as the user wrote it (for a merged row: the exact sum, formatted). */
  amount: string;
  /** The amount in the token's base units. */
  value: bigint;
  /** Set when the list named the recipient by ENS name: the normalised name `address` was resolved from. */
  name?: string;
  /** Set by mergeDuplicates: every line summed into this row, in order. */
  mergedLines?: readonly number[];
}
