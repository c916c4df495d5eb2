import { BulkSend__factory } from '@fanout/contracts';
import type { WalletConfig } from '../config/WalletConfig.js';
import { signerOf } from './signerOf.js';
import { toBulkSendError } from './toBulkSendError.js';

/** BulkSend's `feePercent()` (0–255). */
export async function readFeePercent(config: WalletConfig, parameters: { bulkSend: string }): Promise<number> {
  const contract = BulkSend__factory.connect(parameters.bulkSend, await signerOf(config));
  try {
    return Number(await contract.feePercent());
  } catch (error) {
    throw toBulkSendError('feePercent', error);
  }
}
