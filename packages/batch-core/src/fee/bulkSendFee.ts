import { MAX_FEE_PERCENT } from '../limits/constants.js';
import { InvalidFeeParameterError } from './InvalidFeeParameterError.js';

export interface BulkSendFeeParameters {
  /** Gas the call is estimated to use (from estimateGas). */
  gasEstimate: bigint | number;
  /** Gas price in wei. */
  gasPrice: bigint | number;
  /** The contract's feePercent (0..255). */
  feePercent: bigint | number;
}

function toInteger(name: string, value: bigint | number, max?: bigint): bigint {
  let result: bigint | undefined;
  if (typeof value === 'bigint') result = value;
  else if (typeof value === 'number' && Number.isSafeInteger(value)) result = BigInt(value);
  const expected = max === undefined ? 'a non-negative integer' : `an integer from 0 to ${max}`;
  if (result === undefined || result < 0n || (max !== undefined && result > max)) {
    throw new InvalidFeeParameterError(name, value, expected);
  }
  return result;
}

/**
 * The value to attach to a BulkSend call: gas estimate × (feePercent / 100 + 1) × gas price, computed as
 * ⌈gasEstimate × gasPrice × (100 + feePercent) / 100⌉ in integers, so it is exact and never short by a wei.
 * Example: 100 000 gas at 30 gwei with feePercent 5 → 3 150 000 000 000 000 wei (0.00315 POL).
 * @throws InvalidFeeParameterError
 */
export function bulkSendFee(parameters: BulkSendFeeParameters): bigint {
  const gasEstimate = toInteger('gasEstimate', parameters.gasEstimate);
  const gasPrice = toInteger('gasPrice', parameters.gasPrice);
  const feePercent = toInteger('feePercent', parameters.feePercent, BigInt(MAX_FEE_PERCENT));
  const numerator = gasEstimate * gasPrice * (100n + feePercent);
  return (numerator + 99n) / 100n;
}
