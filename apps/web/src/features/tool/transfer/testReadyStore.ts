// The transfer store ready to send a planned run, for the Tool's view tests: connected, on chain, POL, BulkSend, a valid
// list, no stored match; `extra` sets the rest (the chain history, what the recipients received…).
import { NULL_ADDRESS } from '@fanout/wallet-core';
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { type TransferInputs, type TransferState, useTransferStore } from './transferStore.js';

export function readyToSend(run: BulkSendRun, extra: Partial<TransferState> = {}): void {
  const inputs: TransferInputs = {
    ...useTransferStore.getState().inputs,
    connected: true,
    onChain: true,
    account: run.sender,
    token: { address: NULL_ADDRESS, symbol: 'POL', decimals: 18, erc20: false },
    bulkSend: run.bulkSend,
    plan: { ok: true, total: run.lines.reduce((sum, line) => sum + line.amount, 0n) } as TransferInputs['plan'],
    balance: null,
  };
  useTransferStore.setState({
    inputs,
    planned: run,
    match: { stored: undefined, paidChunks: [], matches: false, allPaid: false },
    ...extra,
  });
}
