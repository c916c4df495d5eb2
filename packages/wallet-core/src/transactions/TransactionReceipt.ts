/** The receipt fields the Tool reads, decoded from JSON-RPC. */
export type TransactionReceipt = {
  transactionHash: string;
  blockNumber: bigint;
  /** true when the transaction succeeded (status 0x1). */
  success: boolean;
  gasUsed: bigint;
  from: string;
  to: string | null;
  /** The raw JSON-RPC receipt (logs and the rest). */
  raw: Record<string, unknown>;
};
