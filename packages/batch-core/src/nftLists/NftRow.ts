import type { Address } from '../address/Address.js';

/** One NFT transfer of a list: `amount` of token `tokenId` to `to` (amount is 1n for ERC-721). */
export interface NftRow {
  /** 1-based line number (for a merged row: the first of its lines). */
  line: number;
  /** EIP-55 checksummed recipient. */
  to: Address;
  /** The token id, 0 … 2^256 − 1. */
  tokenId: bigint;
  /** How many of that id: 1n for ERC-721, a positive integer for ERC-1155. */
  amount: bigint;
  /** Set when the list named the recipient by ENS name: the normalised name `to` was resolved from. */
  name?: string;
  /** Set by mergeNftDuplicates: every line summed into this row, in order. */
  mergedLines?: readonly number[];
}
