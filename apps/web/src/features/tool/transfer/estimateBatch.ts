// Gas estimate, fee (batch-core formula with the contract's feePercent) and total cost of every chunk still to send.
import { bulkSendFee, type RecipientChunk } from '@fanout/batch-core';
import { BulkSend__factory } from '@fanout/contracts';
import type { Eip1193Provider } from 'ethers';
import { estimateChunkGas } from './estimateChunkGas.js';
import { readGasPrice } from './readGasPrice.js';
import type { SelectedToken } from './SelectedToken.js';
import { walletProvider } from './walletProvider.js';

export interface BatchEstimate {
  gasEstimate: bigint;
  gasPrice: bigint;
  feePercent: number;
  fee: bigint;
  /** Native coin needed: fees, plus the amounts when paying in the native coin. */
  totalNative: bigint;
}

/** Estimates one chunk's call (the contract is asked with the amounts it will get). */
export async function estimateChunk(
  instance: Eip1193Provider,
  account: string,
  bulkSend: string,
  token: SelectedToken,
  part: RecipientChunk,
): Promise<{ gasEstimate: bigint; gasPrice: bigint; feePercent: number; fee: bigint }> {
  const provider = walletProvider(instance);
  const contract = BulkSend__factory.connect(bulkSend, provider);
  const [feePercent, gasPrice] = await Promise.all([contract.feePercent(), readGasPrice(instance)]);
  const gasEstimate = await estimateChunkGas(contract, token, part, gasPrice, Number(feePercent), account);
  const fee = bulkSendFee({ gasEstimate, gasPrice, feePercent: Number(feePercent) });
  return { gasEstimate, gasPrice, feePercent: Number(feePercent), fee };
}
