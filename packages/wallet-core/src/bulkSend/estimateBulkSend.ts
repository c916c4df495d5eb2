import { bulkSendFee } from '@fanout/batch-core';
import { BulkSend__factory } from '@fanout/contracts';
import type { WalletConfig } from '../config/WalletConfig.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { BulkSendCall } from './BulkSendCall.js';
import type { BulkSendEstimate } from './BulkSendEstimate.js';
import { isNativeBatch } from './isNativeBatch.js';
import { signerOf } from './signerOf.js';
import { toBulkSendError } from './toBulkSendError.js';

/**
 * Estimates one batch: the contract's feePercent, the gas estimate, the current gas price and the
 * fee to attach (batch-core's `bulkSendFee`). Reverts (length mismatch, > 255 recipients, missing
 * allowance…) come back as BulkSendError with the contract's error name.
 */
export async function estimateBulkSend(config: WalletConfig, call: BulkSendCall): Promise<BulkSendEstimate> {
  const signer = await signerOf(config);
  const contract = BulkSend__factory.connect(call.bulkSend, signer);
  const recipients = [...call.recipients];
  const amounts = [...call.amounts];
  const total = amounts.reduce((sum, amount) => sum + amount, 0n);
  try {
    const [feePercent, gasPriceHex] = await Promise.all([
      contract.feePercent(),
      signer.provider.send('eth_gasPrice', []),
    ]);
    // Estimated at gas price 0, so minFee() is 0 during the estimate and no fee is needed yet; the
    // native send still needs value > 0 and enough for the amounts.
    const gasEstimate = isNativeBatch(call)
      ? await contract.sendEth.estimateGas(recipients, amounts, { value: total + 1n, gasPrice: 0n })
      : await contract.sendErc20.estimateGas(call.token as string, recipients, amounts, { gasPrice: 0n });
    const gasPrice = hexToBigInt(gasPriceHex);
    const fee = bulkSendFee({ gasEstimate, gasPrice, feePercent: Number(feePercent) });
    return { gasEstimate, gasPrice, feePercent: Number(feePercent), fee, total };
  } catch (error) {
    throw toBulkSendError(isNativeBatch(call) ? 'sendEth' : 'sendErc20', error);
  }
}
