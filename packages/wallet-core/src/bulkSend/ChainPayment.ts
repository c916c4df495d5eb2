/** One BulkSend payment of a sender found on chain (BatchSent or BulkSent event + its transaction's calldata). */
export type ChainPayment = {
  hash: `0x${string}`;
  blockNumber: bigint;
  blockHash: `0x${string}`;
  /** Block timestamp, ms since epoch. */
  timestamp: number;
  /** Zero hash for the unpacked entry points (BulkSent). */
  batchId: `0x${string}`;
  /** ERC-20 token (or the ERC-721 / ERC-1155 contract: then each recipient entry has its `tokenId`), or null for the native coin. */
  token: `0x${string}` | null;
  /**
   * Decoded from the transaction's calldata, in order; null when the calldata could not be decoded (e.g. the call came
   * through another contract such as a Safe or a batched call): the caller must say so, never treat it as "nobody".
   */
  recipients: { address: `0x${string}`; amount: bigint; tokenId?: bigint }[] | null;
};
