import type { TransactionAttempt } from './BulkSendRun.js';
import type { GasFees } from './GasFees.js';

/** The fee part of a stored attempt. */
export function attemptFeeFields(
  fees: GasFees,
): Pick<TransactionAttempt, 'maxFeePerGas' | 'maxPriorityFeePerGas' | 'gasPrice'> {
  return fees.type === 'eip1559'
    ? { maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas }
    : { gasPrice: fees.gasPrice };
}
