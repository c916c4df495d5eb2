import { BulkSend__factory } from '@fanout/contracts';
import type { WalletConfig } from '../config/WalletConfig.js';
import type { BulkSendCall } from './BulkSendCall.js';
import type { BulkSendEstimate } from './BulkSendEstimate.js';
import { estimateBulkSend } from './estimateBulkSend.js';
import { isNativeBatch } from './isNativeBatch.js';
import { signerOf } from './signerOf.js';
import { toBulkSendError } from './toBulkSendError.js';

/**
 * Sends one batch (≤ 255 recipients) through BulkSend: `sendErc20(token, recipients, amounts)` with the
 * fee as value, or `sendEth(recipients, amounts)` with total + fee. The transaction carries the estimate's
 * gas limit and gas price, which is what makes the attached fee cover the contract's `minFee()`.
 * Returns the transaction hash and the estimate used.
 */
export async function sendBatch(
  config: WalletConfig,
  call: BulkSendCall,
): Promise<{ hash: `0x${string}`; estimate: BulkSendEstimate }> {
  const estimate = await estimateBulkSend(config, call);
  const signer = await signerOf(config);
  const contract = BulkSend__factory.connect(call.bulkSend, signer);
  const overrides = { gasLimit: estimate.gasEstimate, gasPrice: estimate.gasPrice };
  try {
    const tx = isNativeBatch(call)
      ? await contract.sendEth([...call.recipients], [...call.amounts], {
          ...overrides,
          value: estimate.total + estimate.fee,
        })
      : await contract.sendErc20(call.token as string, [...call.recipients], [...call.amounts], {
          ...overrides,
          value: estimate.fee,
        });
    return { hash: tx.hash as `0x${string}`, estimate };
  } catch (error) {
    throw toBulkSendError(isNativeBatch(call) ? 'sendEth' : 'sendErc20', error);
  }
}
