import type { GasFees } from './GasFees.js';
import { toQuantity } from './toQuantity.js';

/** The fee fields of `eth_sendTransaction` for these fees. */
export function transactionFeeFields(fees: GasFees): Record<string, `0x${string}`> {
  return fees.type === 'eip1559'
    ? { maxFeePerGas: toQuantity(fees.maxFeePerGas), maxPriorityFeePerGas: toQuantity(fees.maxPriorityFeePerGas) }
    : { gasPrice: toQuantity(fees.gasPrice) };
}
