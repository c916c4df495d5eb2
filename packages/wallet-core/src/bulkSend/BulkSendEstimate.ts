/** Gas and fee of one batch: `fee = ceil(gasEstimate × gasPrice × (100 + feePercent) / 100)` (batch-core). */
export type BulkSendEstimate = {
  gasEstimate: bigint;
  gasPrice: bigint;
  feePercent: number;
  fee: bigint;
  total: bigint;
};
