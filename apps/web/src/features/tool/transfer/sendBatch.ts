// Sends a plan's chunks through BulkSend: exact approval of the shortfall (0 first for tokens that need it),
// then each chunk with a fresh estimate and fee, skipping chunks already confirmed (resume without double sends).
import { bulkSendFee, type RecipientChunk } from '@fanout/batch-core';
import { BulkSend__factory } from '@fanout/contracts';
import { approve, readAllowance, waitForReceipt } from '@fanout/wallet-core';
import type { Eip1193Provider } from 'ethers';
import { walletConfig } from '../../wallet/walletConfig.js';
import type { BatchRun } from './BatchRun.js';
import { estimateChunkGas } from './estimateChunkGas.js';
import { RECEIPT_POLL_MS } from './ReceiptPollMs.js';
import { readGasPrice } from './readGasPrice.js';
import type { SelectedToken } from './SelectedToken.js';
import type { SendStep } from './SendStep.js';
import { TransferError } from './TransferError.js';
import { toTransferError } from './toTransferError.js';
import { walletProvider } from './walletProvider.js';

export interface SendBatchParameters {
  instance: Eip1193Provider;
  account: string;
  bulkSend: string;
  token: SelectedToken;
  chunks: RecipientChunk[];
  run: BatchRun;
  onStep: (step: SendStep) => void;
}

async function confirm(hash: string): Promise<void> {
  const receipt = await waitForReceipt(walletConfig, hash, { pollMs: RECEIPT_POLL_MS });
  if (!receipt.success) throw new TransferError('failed', `transaction ${hash} reverted`);
}

async function ensureAllowance(parameters: SendBatchParameters, needed: bigint): Promise<void> {
  const { token, bulkSend, account, instance, onStep } = parameters;
  const current = await readAllowance(walletConfig, { token: token.address, spender: bulkSend, owner: account });
  if (current >= needed) return;
  if (current > 0n) {
    // USDT-style tokens refuse to change a non-zero allowance to another non-zero value: ask the node first.
    const provider = walletProvider(instance);
    const refuses = await provider
      .estimateGas({
        from: account,
        to: token.address,
        data: `0x095ea7b3${bulkSend.slice(2).toLowerCase().padStart(64, '0')}${needed.toString(16).padStart(64, '0')}`,
      })
      .then(() => false)
      .catch(() => true);
    if (refuses) {
      onStep({ kind: 'approveZero' });
      await confirm(await approve(walletConfig, { token: token.address, spender: bulkSend, amount: 0n }));
    }
  }
  onStep({ kind: 'approve', amount: needed });
  await confirm(await approve(walletConfig, { token: token.address, spender: bulkSend, amount: needed }));
}

export async function sendBatch(parameters: SendBatchParameters): Promise<void> {
  const { instance, account, bulkSend, token, chunks, run, onStep } = parameters;
  const count = chunks.length;
  try {
    // A chunk submitted before an interruption is settled first, so it is never sent twice.
    for (const part of chunks) {
      const hash = run.hashes[part.index];
      if (hash && !run.confirmed[part.index]) {
        const receipt = await waitForReceipt(walletConfig, hash, { pollMs: RECEIPT_POLL_MS });
        if (receipt.success) run.confirmed[part.index] = true;
        else run.hashes[part.index] = null;
      }
    }
    const remaining = chunks.filter((part) => !run.confirmed[part.index]);
    if (token.erc20) {
      await ensureAllowance(
        parameters,
        remaining.reduce((sum, part) => sum + part.total, 0n),
      );
    }
    const provider = walletProvider(instance);
    const signer = await provider.getSigner(account);
    const contract = BulkSend__factory.connect(bulkSend, signer);
    const feePercent = Number(await contract.feePercent());
    for (const part of remaining) {
      onStep({ kind: 'chunk', index: part.index + 1, count });
      const gasPrice = await readGasPrice(instance);
      const gasEstimate = await estimateChunkGas(contract, token, part, gasPrice, feePercent);
      const fee = bulkSendFee({ gasEstimate, gasPrice, feePercent });
      // Legacy gas price, so tx.gasprice is exactly the price the fee was computed with.
      const overrides = { gasLimit: gasEstimate, gasPrice, type: 0 };
      const sent = token.erc20
        ? await contract.sendErc20(token.address, part.recipients, part.amounts, { ...overrides, value: fee })
        : await contract.sendEth(part.recipients, part.amounts, { ...overrides, value: part.total + fee });
      run.hashes[part.index] = sent.hash;
      await confirm(sent.hash);
      run.confirmed[part.index] = true;
      onStep({ kind: 'confirmed', index: part.index + 1, count, hash: sent.hash });
    }
  } catch (error) {
    throw toTransferError(error);
  }
}
