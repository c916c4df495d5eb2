/** The fee fields of a transaction: EIP-1559 where the chain has a base fee, else a legacy gas price. */
export type GasFees =
  | {
      type: 'eip1559';
      baseFeePerGas: bigint;
      maxPriorityFeePerGas: bigint;
      /** `baseFee × multiplier + priority`: the most a unit of gas may cost (what the operator fee is priced at). */
      maxFeePerGas: bigint;
      /** `baseFee + priority`: what a unit of gas is expected to cost now. */
      expectedGasPrice: bigint;
    }
  | { type: 'legacy'; gasPrice: bigint; expectedGasPrice: bigint };
