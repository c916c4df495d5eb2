// Gas estimate, fee (batch-core formula with the contract's feePercent) and total cost of every chunk still to send.
import { bulkSendFee, type RecipientChunk } from '@fanout/batch-core';
import { BulkSend__factory } from '@fanout/contracts';
import { BrowserProvider, type Eip1193Provider } from 'ethers';
import type { SelectedToken } from './SelectedToken.js';

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
  const provider = new BrowserProvider(instance);
  const contract = BulkSend__factory.connect(bulkSend, provider);
  const [feePercent, feeData] = await Promise.all([contract.feePercent(), provider.getFeeData()]);
  const gasPrice = feeData.gasPrice ?? 0n;
  // eth_estimateGas runs without a gas price, so minFee is 0 there: 1 wei above the amounts passes the fee check.
  const gasEstimate = token.erc20
    ? await contract.sendErc20.estimateGas(token.address, part.recipients, part.amounts, { from: account, value: 0n })
    : await contract.sendEth.estimateGas(part.recipients, part.amounts, { from: account, value: part.total + 1n });
  const fee = bulkSendFee({ gasEstimate, gasPrice, feePercent: Number(feePercent) });
  return { gasEstimate, gasPrice, feePercent: Number(feePercent), fee };
}
